import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema.js';
import { isSqlite, type Db } from '../db/connection.js';
import { hashToken, newId } from '../lib/tokens.js';
import { nowIso } from '../lib/clock.js';
import type { MailTransport } from './transports.js';

/** What a message is about: kept after delivery, when its address and body are erased. */
export type MailKind =
  | 'verification'
  | 'password-reset'
  | 'password-changed'
  | 'staff-invitation'
  | 'care-alert'
  | 'care-reply'
  | 'account-deleted'
  | 'second-factor-reset'
  | 'reminder-daily'
  | 'reminder-weekly'
  | 'reminder-blood-pressure';

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on reminders); erased with the body once sent. */
  headers?: Record<string, string>;
}

export const MAX_ATTEMPTS = 12;
const BASE_BACKOFF_MS = 15_000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
/** A claimed message is invisible to other workers for this long (covers a crash mid-send). */
const CLAIM_MS = 5 * 60 * 1000;
/** No message of a claim starts sending this close to the end of its lease (a slow SMTP send takes minutes). */
const SEND_MARGIN_MS = 2 * 60 * 1000;
/** How many messages one claim takes: few, so copies share a burst and a lease covers its sends. */
const CLAIM_BATCH = 5;

/** Writes a message to the outbox; pass the transaction of the change that causes it. */
export async function enqueueMail(db: Kysely<Database> | Transaction<Database>, msg: MailMessage): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      kind: msg.kind,
      to_address: msg.to,
      recipient_hash: null,
      subject: msg.subject,
      text_body: msg.text,
      html_body: msg.html,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      claim_token: null,
      last_error: null,
      created_at: now,
      sent_at: null,
      headers: msg.headers ? JSON.stringify(msg.headers) : null,
    })
    .execute();
  return id;
}

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * What stays of a message once it has left (sent, or given up on): its kind, status, times and a hash
 * of the address. The address, subject and bodies (which carry one-time links) are erased, so the
 * table never holds a usable token after delivery.
 */
function erasedContent(to: string) {
  return { recipient_hash: hashToken(to.toLowerCase()), to_address: '', subject: '', text_body: '', html_body: '', headers: null };
}

/**
 * Delivers due outbox rows with retries and backoff. Rows survive restarts because the table is the
 * queue; every copy of the server runs a worker, and each message is claimed by one worker with a
 * token and a lease (claimDue), so copies never send it twice while they live.
 */
export class MailDelivery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private stopped = false;
  /** PostgreSQL claims with `FOR UPDATE SKIP LOCKED`; SQLite has no row locks (and needs none). */
  private readonly postgres: boolean;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 10_000,
  ) {
    this.postgres = !isSqlite(db);
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.kick(), this.pollMs);
    this.timer.unref();
    void this.kick();
  }

  /** Runs a delivery pass now (or right after the current one). Resolves when the pass is done. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.rerun = false;
          await this.deliverDue();
        } while (this.rerun && !this.stopped);
      } catch (err) {
        this.log.error({ err }, 'mail delivery pass failed');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Claims due messages a few at a time and delivers them, until none is due. */
  private async deliverDue(): Promise<void> {
    while (!this.stopped) {
      const claim = await this.claimDue();
      if (claim.messages.length === 0) return;
      for (const [i, msg] of claim.messages.entries()) {
        // Near the end of the lease another copy may take the rest over: hand them back instead.
        if (this.stopped || Date.now() > claim.sendUntil) {
          await this.release(claim.messages.slice(i), claim.token);
          return;
        }
        await this.deliver(msg, claim.token);
      }
    }
  }

  /**
   * Takes up to CLAIM_BATCH due messages for this worker in one statement: their `next_attempt_at`
   * moves to the end of the lease, `claim_token` gets this claim's token and the attempt is counted.
   * PostgreSQL skips rows another copy is claiming at this moment (`FOR UPDATE SKIP LOCKED`), so
   * copies never wait for each other or take the same message; SQLite runs one write at a time, and
   * the statement re-reads `status` and `next_attempt_at` under that write lock, so a second process
   * on the same file cannot take the same message either. A copy that crashes holding a claim leaves
   * its messages due again when the lease ends.
   */
  private async claimDue(): Promise<{ token: string; sendUntil: number; messages: Array<Selectable<MailOutboxTable>> }> {
    const now = Date.now();
    const token = newId();
    const due = (db: Db) =>
      db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', new Date(now).toISOString())
        .orderBy('created_at')
        .limit(CLAIM_BATCH);
    const messages = await this.db
      .updateTable('mail_outbox')
      .set((eb) => ({
        next_attempt_at: new Date(now + CLAIM_MS).toISOString(),
        claim_token: token,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', this.postgres ? due(this.db).forUpdate().skipLocked() : due(this.db))
      .returningAll()
      .execute();
    messages.sort((a, b) => a.created_at.localeCompare(b.created_at));
    return { token, sendUntil: now + CLAIM_MS - SEND_MARGIN_MS, messages };
  }

  private async deliver(msg: Selectable<MailOutboxTable>, token: string): Promise<void> {
    let outcome: Updateable<MailOutboxTable>;
    try {
      await this.transport.send({
        id: msg.id,
        from: this.from,
        to: msg.to_address,
        subject: msg.subject,
        text: msg.text_body,
        html: msg.html_body,
        ...(msg.headers ? { headers: JSON.parse(msg.headers) as Record<string, string> } : {}),
      });
      outcome = { status: 'sent', sent_at: nowIso(), last_error: null, ...erasedContent(msg.to_address) };
    } catch (err) {
      const failed = msg.attempts >= MAX_ATTEMPTS;
      const reason = err instanceof Error ? err.message.slice(0, 500) : 'unknown error';
      outcome = {
        last_error: reason,
        status: failed ? 'failed' : 'pending',
        next_attempt_at: new Date(Date.now() + backoffMs(msg.attempts)).toISOString(),
        ...(failed ? erasedContent(msg.to_address) : {}),
      };
      this.log.warn(
        { mailId: msg.id, attempts: msg.attempts, transport: this.transport.name, reason },
        failed ? 'mail delivery gave up' : 'mail delivery failed; will retry',
      );
    }
    const recorded = await this.db
      .updateTable('mail_outbox')
      .set({ ...outcome, claim_token: null })
      .where('id', '=', msg.id)
      .where('claim_token', '=', token)
      .executeTakeFirst();
    if (Number(recorded.numUpdatedRows) !== 1)
      this.log.warn({ mailId: msg.id }, 'mail delivery outlived its claim: another worker took the message over');
  }

  /** Hands claimed messages back, due now and their attempt uncounted, while the claim is still ours. */
  private async release(messages: Array<Selectable<MailOutboxTable>>, token: string): Promise<void> {
    if (messages.length === 0) return;
    await this.db
      .updateTable('mail_outbox')
      .set((eb) => ({ next_attempt_at: nowIso(), claim_token: null, attempts: eb('attempts', '-', 1) }))
      .where(
        'id',
        'in',
        messages.map((m) => m.id),
      )
      .where('claim_token', '=', token)
      .execute();
  }
}
