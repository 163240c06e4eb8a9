import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { newId } from '../../lib/tokens.js';

type Q = Kysely<Database> | Transaction<Database>;

// A member's deleted rows, kept a few minutes so the deletion can be undone (decision 0036): the rows
// as they were, in the member's scope, put back as they were (ids included).

/** How long a deletion can be undone: well beyond the 8 seconds of the undo toast, for a slow connection. */
export const UNDO_KEPT_MS = 10 * 60_000;

export type DeletedKind = 'bp_reading' | 'activity' | 'lab_report';

/** Keeps the rows of a deletion, in the deletion's transaction; older kept rows of everyone go. */
export async function keepDeleted(
  trx: Transaction<Database>,
  userId: string,
  kind: DeletedKind,
  recordId: string,
  rows: unknown,
  now: Date,
): Promise<void> {
  await trx
    .deleteFrom('deleted_records')
    .where('deleted_at', '<', new Date(now.getTime() - UNDO_KEPT_MS).toISOString())
    .execute();
  await trx
    .insertInto('deleted_records')
    .values({ id: newId(), user_id: userId, kind, record_id: recordId, payload: JSON.stringify(rows), deleted_at: now.toISOString() })
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind', 'record_id']).doUpdateSet({ payload: JSON.stringify(rows), deleted_at: now.toISOString() }),
    )
    .execute();
}

/** Takes back the rows of a deletion of the member's, if it is recent enough; undefined otherwise. */
export async function takeDeleted<T>(
  trx: Transaction<Database>,
  userId: string,
  kind: DeletedKind,
  recordId: string,
  now: Date,
): Promise<T | undefined> {
  const kept = await trx
    .deleteFrom('deleted_records')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .where('deleted_at', '>=', new Date(now.getTime() - UNDO_KEPT_MS).toISOString())
    .returning('payload')
    .executeTakeFirst();
  return kept ? (JSON.parse(kept.payload) as T) : undefined;
}

/** Forgets deletions older than the undo allows (the hourly session purge calls it too). */
export async function purgeDeleted(db: Q, now: Date): Promise<number> {
  const res = await db
    .deleteFrom('deleted_records')
    .where('deleted_at', '<', new Date(now.getTime() - UNDO_KEPT_MS).toISOString())
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
