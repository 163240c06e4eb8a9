import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

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
