import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema.js';
import { isSqlite, type Db } from '../db/connection.js';
import { nowIso } from '../lib/clock.js';

// The mail outbox's table (mail/outbox.ts is its service: what is sealed, when it is sent).

type Q = Kysely<Database> | Transaction<Database>;
export type OutboxRow = Selectable<MailOutboxTable>;

export async function insertMail(db: Q, row: Insertable<MailOutboxTable>): Promise<void> {
  await db.insertInto('mail_outbox').values(row).execute();
}

/** The bodies and headers of the messages still waiting. */
export function pendingBodies(db: Q) {
  return db.selectFrom('mail_outbox').select(['id', 'text_body', 'html_body', 'headers']).where('status', '=', 'pending').execute();
}

export async function setBodies(
  db: Q,
  id: string,
  bodies: Pick<Updateable<MailOutboxTable>, 'text_body' | 'html_body' | 'headers'>,
): Promise<void> {
  await db.updateTable('mail_outbox').set(bodies).where('id', '=', id).execute();
}

/** The address hashes of messages sent that do not start with `prefix` (the keyed ones' mark). */
export async function recipientHashesWithout(db: Q, prefix: string): Promise<Array<{ id: string; recipient_hash: string }>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient_hash'])
    .where('recipient_hash', 'is not', null)
    .where('recipient_hash', 'not like', `${prefix}%`)
    .execute();
  return rows.map((r) => ({ id: r.id, recipient_hash: r.recipient_hash! }));
}

export async function setRecipientHash(db: Q, id: string, hash: string): Promise<void> {
  await db.updateTable('mail_outbox').set({ recipient_hash: hash }).where('id', '=', id).execute();
}

/** Whether a message of this kind went (or waits to go) to this address, by address or keyed hash, after `since`. */
export async function mailedSince(db: Q, to: { address: string; hash: string }, kind: string, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) => eb.or([eb('to_address', '=', to.address), eb('recipient_hash', '=', to.hash)]))
    .where('kind', '=', kind)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes up to `batch` due messages for a claim in one statement: their `next_attempt_at` moves to
 * `leaseUntil`, `claim_token` gets the claim's token and the attempt is counted. PostgreSQL skips
 * rows another copy is claiming at this moment (`FOR UPDATE SKIP LOCKED`); SQLite runs one write at
 * a time and the statement re-reads `status` and `next_attempt_at` under that write lock.
 */
export function claimDue(db: Db, claim: { token: string; now: string; leaseUntil: string; batch: number }): Promise<OutboxRow[]> {
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', claim.now)
    .orderBy('created_at')
    .limit(claim.batch);
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ next_attempt_at: claim.leaseUntil, claim_token: claim.token, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', isSqlite(db) ? due : due.forUpdate().skipLocked())
    .returningAll()
    .execute();
}

/** Records a delivery's outcome while the claim is still this one: false when another worker took the message over. */
export async function recordOutcome(db: Q, id: string, token: string, outcome: Updateable<MailOutboxTable>): Promise<boolean> {
  const recorded = await db
    .updateTable('mail_outbox')
    .set({ ...outcome, claim_token: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return Number(recorded.numUpdatedRows) === 1;
}

/** Hands claimed messages back, due now and their attempt uncounted, while the claim is still this one. */
export async function releaseClaim(db: Q, ids: string[], token: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ next_attempt_at: nowIso(), claim_token: null, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', ids)
    .where('claim_token', '=', token)
    .execute();
}
