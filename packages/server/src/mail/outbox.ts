import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Db } from '../db/connection.js';
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
 * queue; a message is claimed by moving its next attempt forward, so copies of the server do not
 * send it twice.
 */
export class MailDelivery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 10_000,
  ) {}

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

  private async deliverDue(): Promise<void> {
    const now = nowIso();
    const due = await this.db
      .selectFrom('mail_outbox')
      .select(['id', 'next_attempt_at'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('created_at')
      .limit(50)
      .execute();
    for (const row of due) {
      if (this.stopped) return;
      const claimedUntil = new Date(Date.now() + CLAIM_MS).toISOString();
      const claim = await this.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: claimedUntil })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '=', row.next_attempt_at)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) continue;
      const msg = await this.db.selectFrom('mail_outbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
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
        await this.db
          .updateTable('mail_outbox')
          .set({ status: 'sent', sent_at: nowIso(), attempts: msg.attempts + 1, last_error: null, ...erasedContent(msg.to_address) })
          .where('id', '=', msg.id)
          .execute();
      } catch (err) {
        const attempts = msg.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        const reason = err instanceof Error ? err.message.slice(0, 500) : 'unknown error';
        await this.db
          .updateTable('mail_outbox')
          .set({
            attempts,
            last_error: reason,
            status: failed ? 'failed' : 'pending',
            next_attempt_at: new Date(Date.now() + backoffMs(attempts)).toISOString(),
            ...(failed ? erasedContent(msg.to_address) : {}),
          })
          .where('id', '=', msg.id)
          .execute();
        this.log.warn(
          { mailId: msg.id, attempts, transport: this.transport.name, reason },
          failed ? 'mail delivery gave up' : 'mail delivery failed; will retry',
        );
      }
    }
  }
}
