import type { Kysely, Transaction } from 'kysely';
import type { Database, MemberTargetTable } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

// A member's personal targets (decision 0091): always read and written through the member's id.

export function listTargets(db: Q, userId: string) {
  return db.selectFrom('member_targets').selectAll().where('user_id', '=', userId).orderBy('kind').execute();
}

export function findTarget(db: Q, userId: string, kind: MemberTargetTable['kind']) {
  return db.selectFrom('member_targets').selectAll().where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
}

/** Sets the member's target of this kind (one per member and kind: UNIQUE(user_id, kind)), replacing the one before. */
export async function upsertTarget(db: Q, row: MemberTargetTable): Promise<void> {
  await db
    .insertInto('member_targets')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet({
        value: row.value,
        diastolic: row.diastolic,
        note: row.note,
        set_by: row.set_by,
        set_by_name: row.set_by_name,
        set_at: row.set_at,
      }),
    )
    .execute();
}

export async function deleteTarget(db: Q, userId: string, kind: MemberTargetTable['kind']): Promise<boolean> {
  const res = await db.deleteFrom('member_targets').where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
