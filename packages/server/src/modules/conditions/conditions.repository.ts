import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';

type Q = Kysely<Database> | Transaction<Database>;

/** The catalogue with whether this member has each condition. */
export function listConditions(db: Q, userId: string) {
  return db
    .selectFrom('conditions as c')
    .leftJoin('user_conditions as uc', (j) => j.onRef('uc.condition_id', '=', 'c.id').on('uc.user_id', '=', userId))
    .select(['c.id', 'c.key', 'c.name', 'c.summary', 'c.description', 'c.related', 'uc.created_at as marked_at'])
    .where('c.archived', '=', 0)
    .orderBy('c.sort_order')
    .execute();
}

export async function setMemberCondition(db: Q, userId: string, conditionId: string, has: boolean): Promise<void> {
  if (has) {
    await db.insertInto('user_conditions').values({ user_id: userId, condition_id: conditionId, created_at: nowIso() }).onConflict((oc) => oc.columns(['user_id', 'condition_id']).doNothing()).execute();
  } else {
    await db.deleteFrom('user_conditions').where('user_id', '=', userId).where('condition_id', '=', conditionId).execute();
  }
}

export function memberConditions(db: Q, userId: string) {
  return db
    .selectFrom('user_conditions as uc')
    .innerJoin('conditions as c', 'c.id', 'uc.condition_id')
    .select(['c.id', 'c.key', 'c.name', 'c.summary', 'uc.created_at'])
    .where('uc.user_id', '=', userId)
    .where('c.archived', '=', 0)
    .orderBy('c.sort_order')
    .execute();
}
