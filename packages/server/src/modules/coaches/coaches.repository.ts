import type { Kysely, Transaction } from 'kysely';
import type { CoachMessageTable, Database } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

export function listCoachRows(db: Q) {
  return db.selectFrom('coaches').select(['id', 'profile']).where('archived', '=', 0).orderBy('sort_order').execute();
}

export function listPillarRefs(db: Q) {
  return db.selectFrom('pillars').select(['id', 'key', 'name', 'slug']).where('archived', '=', 0).execute();
}

/** The member's messages to the care team, newest first; scoped to the member. */
export function listMessages(db: Q, userId: string) {
  return db
    .selectFrom('coach_messages as m')
    .innerJoin('coaches as c', 'c.id', 'm.coach_id')
    .select([
      'm.id',
      'm.subject',
      'm.message',
      'm.status',
      'm.reply',
      'm.created_at',
      'm.updated_at',
      'c.id as coach_id',
      'c.name as coach_name',
    ])
    .where('m.user_id', '=', userId)
    .orderBy('m.created_at', 'desc')
    .execute();
}

export async function insertMessage(db: Q, row: CoachMessageTable): Promise<void> {
  await db.insertInto('coach_messages').values(row).execute();
}
