import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/sql-search.js';

type Q = Kysely<Database> | Transaction<Database>;

export function listExercises(db: Q, filter: { ids?: string[]; category?: string; search?: string }) {
  let q = db.selectFrom('exercises').selectAll().where('archived', '=', 0);
  if (filter.ids) {
    const ids = filter.ids;
    q = q.where((eb) => eb.or([eb('id', 'in', ids), eb('key', 'in', ids)]));
  }
  if (filter.category) q = q.where('category', '=', filter.category);
  if (filter.search) {
    const text = filter.search;
    q = q.where((eb) => eb.or([containsText('name', text), containsText('summary', text)]));
  }
  return q.orderBy('name').execute();
}

export function findExercise(db: Q, idOrKey: string) {
  return db
    .selectFrom('exercises')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrKey), eb('key', '=', idOrKey)]))
    .executeTakeFirst();
}

export function categoryCounts(db: Q) {
  return db
    .selectFrom('exercises')
    .select(['category', (eb) => eb.fn.countAll<number>().as('count')])
    .where('archived', '=', 0)
    .groupBy('category')
    .execute();
}
