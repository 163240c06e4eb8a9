import type { Kysely, Transaction } from 'kysely';
import type { CoachMessageTable, Database } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

/** The current coaches in the clinic's order; `profile` is the content definition as JSON. */
export function listCoachRows(db: Q) {
  return db.selectFrom('coaches').select(['id', 'key', 'profile']).where('archived', '=', 0).orderBy('sort_order').execute();
}
export type CoachRow = Awaited<ReturnType<typeof listCoachRows>>[number];

/** A current coach by id or key. */
export function findCoachRow(db: Q, idOrKey: string): Promise<CoachRow | undefined> {
  return db
    .selectFrom('coaches')
    .select(['id', 'key', 'profile'])
    .where('archived', '=', 0)
    .where((eb) => eb.or([eb('id', '=', idOrKey), eb('key', '=', idOrKey)]))
    .orderBy('sort_order')
    .executeTakeFirst();
}

export function listPillarRefs(db: Q) {
  return db.selectFrom('pillars').select(['id', 'key', 'name', 'slug']).where('archived', '=', 0).execute();
}
export type PillarRef = Awaited<ReturnType<typeof listPillarRefs>>[number];

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
export type MessageRow = Awaited<ReturnType<typeof listMessages>>[number];

export async function insertMessage(db: Q, row: CoachMessageTable): Promise<void> {
  await db.insertInto('coach_messages').values(row).execute();
}
