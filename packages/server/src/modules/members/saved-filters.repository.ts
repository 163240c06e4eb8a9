import type { Kysely, Transaction } from 'kysely';
import type { Database, SavedFilterTable } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

// Saved filters of the member list (decision 0123): rows of their owner, read and deleted by owner and id.

/** The owner's saved filters by name. */
export function listSavedFilters(db: Q, ownerId: string) {
  return db.selectFrom('saved_filters').selectAll().where('owner_id', '=', ownerId).orderBy('name').orderBy('id').execute();
}

/** One of the owner's saved filters (another staff member's reads as none). */
export function findSavedFilter(db: Q, ownerId: string, id: string) {
  return db.selectFrom('saved_filters').selectAll().where('owner_id', '=', ownerId).where('id', '=', id).executeTakeFirst();
}

export function findSavedFilterByName(db: Q, ownerId: string, name: string) {
  return db.selectFrom('saved_filters').selectAll().where('owner_id', '=', ownerId).where('name', '=', name).executeTakeFirst();
}

export async function countSavedFilters(db: Q, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_filters')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Stores the row unless its owner already has one of that name (the unique index decides, so two at once store one). */
export async function insertSavedFilter(db: Q, row: SavedFilterTable): Promise<void> {
  await db
    .insertInto('saved_filters')
    .values(row)
    .onConflict((oc) => oc.columns(['owner_id', 'name']).doNothing())
    .execute();
}

/** Deletes one of the owner's saved filters; false when they have none of that id. */
export async function deleteSavedFilter(db: Q, ownerId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('saved_filters').where('owner_id', '=', ownerId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
