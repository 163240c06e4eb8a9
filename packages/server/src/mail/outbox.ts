import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction, Updateable } from 'kysely';
import { z } from 'zod';
import type { Database, MailOutboxTable } from '../db/schema.js';
import type { Db } from '../db/connection.js';
import { deriveKey, isSealed, SecretBox } from '../lib/secret-box.js';
import { hashToken, newId } from '../lib/tokens.js';
import { parseJsonColumn } from '../lib/stored-row.js';
import { HOUR_MS, nowIso } from '../lib/clock.js';
import type { MailTransport } from './transports.js';
import * as repo from './outbox.repository.js';

/** What a message is about: kept after delivery, when its address and body are erased. */
export type MailKind =
  | 'verification'
  | 'password-reset'
  | 'password-changed'
  | 'staff-invitation'
  | 'care-alert'
  | 'care-escalation'
  | 'care-reply'
  | 'account-deleted'
  | 'second-factor-reset'
  | 'staff-second-factor-reset'
  | 'reminder-daily'
  | 'reminder-weekly'
  | 'reminder-blood-pressure'
  | 'signup-attempt'
  | 'care-check-in'
  | 'care-digest'
  | 'appointment-booked'
  | 'appointment-changed'
  | 'appointment-cancelled'
  | 'appointment-reminder';

/**
 * The server's key (APP_SECRET_KEY or secret.key) as the outbox uses it (decision 0070). A message
 * waiting in the outbox holds live links (a staff invitation is a clinician's account), and a
 * database file, a backup or PostgreSQL's dead rows keep whatever was ever written: so its bodies and
 * headers are written sealed (AES-256-GCM) and opened only to be sent. What stays of a message once it
 * has left names its address only by a keyed hash (HMAC-SHA256), which no list of addresses undoes
 * without the key.
 */
export class OutboxKey {
  private readonly box: SecretBox;
  private readonly hashKey: Buffer;

  constructor(serverKey: Buffer) {
    this.box = new SecretBox(deriveKey(serverKey, 'mail outbox bodies'));
    this.hashKey = deriveKey(serverKey, 'mail recipient hash');
  }

  seal(plain: string): string {
    return this.box.seal(plain);
  }

  /**
   * A body as sealed by `seal`. A row not sealed (written by a copy of the previous version during an
   * upgrade, after migration 0026's step sealed the rest) is sent as it is.
   */
  open(stored: string): string {
    return isSealed(stored) ? this.box.open(stored) : stored;
  }

  /**
   * The keyed hash of an address, kept once a message has left: `k1:` and the HMAC of the address's
   * SHA-256, the hash stored before (migration 0026's step turns those into these with `rekey`).
   */
  recipientHash(address: string): string {
    return this.rekey(hashToken(address.toLowerCase()));
  }

  rekey(addressSha256: string): string {
    return `${KEYED}${createHmac('sha256', this.hashKey).update(addressSha256).digest('hex')}`;
  }
}

/** The mark of a keyed address hash: one without it is a plain SHA-256 from before migration 0026. */
const KEYED = 'k1:';

/**
 * Migration 0026's step (db/backfills.ts), with the server's key: seals the bodies and headers of the
 * messages still waiting, and turns the plain SHA-256 address hashes of messages sent before into
 * keyed ones. Whatever is sealed or keyed already is left as it is, so it can run again.
 */
export async function sealStoredMail(trx: Transaction<Database>, key: OutboxKey): Promise<number> {
  let written = 0;
  const waiting = await repo.pendingBodies(trx);
  for (const row of waiting) {
    const seal = (text: string) => (isSealed(text) ? text : key.seal(text));
    const sealed = {
      text_body: seal(row.text_body),
      html_body: seal(row.html_body),
      headers: row.headers === null ? null : seal(row.headers),
    };
    if (sealed.text_body === row.text_body && sealed.html_body === row.html_body && sealed.headers === row.headers) continue;
    await repo.setBodies(trx, row.id, sealed);
    written += 1;
  }
  for (const row of await repo.recipientHashesWithout(trx, KEYED)) {
    await repo.setRecipientHash(trx, row.id, key.rekey(row.recipient_hash));
    written += 1;
  }
  return written;
}

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on reminders); erased with the body once sent. */
  headers?: Record<string, string>;
  /** An iCalendar attachment (decision 0097): sealed like the bodies, erased once sent. */
  calendar?: MailCalendar;
  /** The key its bodies and headers are sealed with in the outbox (the mail context's). */
  sealWith: OutboxKey;
}

/** An RFC 5545 object sent with a message: its METHOD (REQUEST, CANCEL, PUBLISH) and its text. */
export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  content: string;
}
const mailCalendarSchema = z.object({ method: z.enum(['REQUEST', 'CANCEL', 'PUBLISH']), content: z.string() });

export const MAX_ATTEMPTS = 12;
const BASE_BACKOFF_MS = 15_000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
/** A claimed message is invisible to other workers for this long (covers a crash mid-send). */
const CLAIM_MS = 5 * 60 * 1000;
/** No message of a claim starts sending this close to the end of its lease (a slow SMTP send takes minutes). */
const SEND_MARGIN_MS = 2 * 60 * 1000;
/** How many messages one claim takes: few, so copies share a burst and a lease covers its sends. */
const CLAIM_BATCH = 5;

/** Writes a message to the outbox, its bodies and headers sealed; pass the transaction of the change that causes it. */
export async function enqueueMail(db: Kysely<Database> | Transaction<Database>, msg: MailMessage): Promise<string> {
  const id = newId();
  const now = nowIso();
  const key = msg.sealWith;
  await repo.insertMail(db, {
    id,
    kind: msg.kind,
    to_address: msg.to,
    recipient_hash: null,
    subject: msg.subject,
    text_body: key.seal(msg.text),
    html_body: key.seal(msg.html),
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    claim_token: null,
    last_error: null,
    created_at: now,
    sent_at: null,
    headers: msg.headers ? key.seal(JSON.stringify(msg.headers)) : null,
    calendar: msg.calendar ? key.seal(JSON.stringify(msg.calendar)) : null,
  });
  return id;
}

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/** How often the outbox folder is swept of the .eml files older than MAIL_FILE_RETENTION_DAYS. */
const SWEEP_EVERY_MS = HOUR_MS;

/**
 * Whether a message of this kind went to an address (or waits in the outbox for it) after `since`:
 * messages still waiting by their address, those sent by the keyed hash that stays of it.
 */
export function mailedSince(
  db: Kysely<Database> | Transaction<Database>,
  address: string,
  key: OutboxKey,
  kind: MailKind,
  since: string,
): Promise<boolean> {
  const email = address.toLowerCase();
  return repo.mailedSince(db, { address: email, hash: key.recipientHash(email) }, kind, since);
}

/** The headers a message was queued with, as stored (sealed) in the outbox; a bad row is an error that names it. */
const mailHeadersSchema = z.record(z.string(), z.string());
const storedHeaders = (id: string, opened: string): Record<string, string> =>
  parseJsonColumn(mailHeadersSchema, opened, `mail_outbox.headers (message ${id})`);

/**
 * Delivers due outbox rows with retries and backoff. Rows survive restarts because the table is the
 * queue; every copy of the server runs a worker, and each message is claimed by one worker with a
 * token and a lease (claimDue), so copies never send it twice while they live.
 */
export class MailDelivery {
  private timer: NodeJS.Timeout | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private stopped = false;
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly key: OutboxKey,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 10_000,
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.kick(), this.pollMs);
    this.timer.unref();
    void this.kick();
    if (this.transport.sweep) {
      this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
      this.sweeper.unref();
      void this.sweep();
    }
  }

  /** The keyed hash delivered messages keep of their address (OutboxKey.recipientHash). */
  recipientHash(address: string): string {
    return this.key.recipientHash(address);
  }

  /** Deletes what the transport keeps of messages past their retention (the .eml files); logs a failure. */
  async sweep(): Promise<void> {
    try {
      const removed = (await this.transport.sweep?.()) ?? 0;
      if (removed > 0) this.log.info({ files: removed }, 'mail files past their retention deleted from the outbox folder');
    } catch (err) {
      this.log.error({ err }, 'could not sweep the outbox folder');
    }
  }

  /** Deletes what the transport keeps of these messages (a deleted account's .eml files); logs a failure. */
  async forget(ids: readonly string[]): Promise<void> {
    if (ids.length === 0 || !this.transport.forget) return;
    try {
      await this.transport.forget(ids);
    } catch (err) {
      this.log.error({ err }, 'could not delete the mail files of a deleted account');
    }
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
    if (this.sweeper) clearInterval(this.sweeper);
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
  private async claimDue(): Promise<{ token: string; sendUntil: number; messages: repo.OutboxRow[] }> {
    const now = Date.now();
    const token = newId();
    const messages = await repo.claimDue(this.db, {
      token,
      now: new Date(now).toISOString(),
      leaseUntil: new Date(now + CLAIM_MS).toISOString(),
      batch: CLAIM_BATCH,
    });
    messages.sort((a, b) => a.created_at.localeCompare(b.created_at));
    return { token, sendUntil: now + CLAIM_MS - SEND_MARGIN_MS, messages };
  }

  private async deliver(msg: repo.OutboxRow, token: string): Promise<void> {
    let outcome: Updateable<MailOutboxTable>;
    // What stays of a message once it has left (sent, or given up on): its kind, status, times and the
    // keyed hash of its address; the address, subject, bodies and headers go.
    const erased = {
      recipient_hash: this.key.recipientHash(msg.to_address),
      to_address: '',
      subject: '',
      text_body: '',
      html_body: '',
      headers: null,
      calendar: null,
    };
    try {
      const key = this.key;
      await this.transport.send({
        id: msg.id,
        from: this.from,
        to: msg.to_address,
        subject: msg.subject,
        text: key.open(msg.text_body),
        html: key.open(msg.html_body),
        ...(msg.headers ? { headers: storedHeaders(msg.id, key.open(msg.headers)) } : {}),
        ...(msg.calendar
          ? { calendar: parseJsonColumn(mailCalendarSchema, key.open(msg.calendar), `mail_outbox.calendar (message ${msg.id})`) }
          : {}),
      });
      outcome = { status: 'sent', sent_at: nowIso(), last_error: null, ...erased };
    } catch (err) {
      const failed = msg.attempts >= MAX_ATTEMPTS;
      const reason = err instanceof Error ? err.message.slice(0, 500) : 'unknown error';
      outcome = {
        last_error: reason,
        status: failed ? 'failed' : 'pending',
        next_attempt_at: new Date(Date.now() + backoffMs(msg.attempts)).toISOString(),
        ...(failed ? erased : {}),
      };
      this.log.warn(
        { mailId: msg.id, attempts: msg.attempts, transport: this.transport.name, reason },
        failed ? 'mail delivery gave up' : 'mail delivery failed; will retry',
      );
    }
    if (!(await repo.recordOutcome(this.db, msg.id, token, outcome)))
      this.log.warn({ mailId: msg.id }, 'mail delivery outlived its claim: another worker took the message over');
  }

  /** Hands claimed messages back, due now and their attempt uncounted, while the claim is still ours. */
  private release(messages: repo.OutboxRow[], token: string): Promise<void> {
    return repo.releaseClaim(
      this.db,
      messages.map((m) => m.id),
      token,
    );
  }
}
