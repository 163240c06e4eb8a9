import type { Kysely, Transaction } from 'kysely';
import type { Database, IdempotencyKeyTable } from '../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

// The rows of lib/idempotency.ts: always read and written by the member's id and their key.

/** Claims the key for one request; false when it already exists (another request has it, or had it). */
export async function claim(db: Q, row: IdempotencyKeyTable): Promise<boolean> {
  const created = await db
    .insertInto('idempotency_keys')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return created !== undefined;
}

export function find(db: Q, userId: string, key: string) {
  return db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
}

/** Takes over a claim whose request stopped without an answer (its lease ran out); false when another request took it first. */
export async function takeOver(
  db: Q,
  userId: string,
  key: string,
  staleToken: string,
  token: string,
  lockedUntil: string,
): Promise<boolean> {
  const res = await db
    .updateTable('idempotency_keys')
    .set({ claim_token: token, locked_until: lockedUntil })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('claim_token', '=', staleToken)
    .where('status', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Records the answer of the request holding the claim (only that one). */
export async function answer(db: Q, userId: string, key: string, token: string, status: number, response: string): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status, response, claim_token: null, locked_until: null })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('claim_token', '=', token)
    .execute();
}

/** Gives the key back after a failure that is not an answer (a 5xx): a retry with it runs again. */
export async function release(db: Q, userId: string, key: string, token: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).where('claim_token', '=', token).execute();
}

/** Deletes one expired key, so that it can be claimed anew. */
export async function deleteExpired(db: Q, userId: string, key: string, now: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).where('expires_at', '<=', now).execute();
}

/** Deletes every expired key; how many. */
export async function purgeExpired(db: Q, now: string): Promise<number> {
  const res = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now).executeTakeFirst();
  return Number(res.numDeletedRows);
}
