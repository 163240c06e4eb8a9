import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../lib/sql-search.js';

type Q = Kysely<Database> | Transaction<Database>;

export function listCategories(db: Q) {
  return db
    .selectFrom('education_categories')
    .select(['id', 'key', 'name', 'slug', 'description', 'parent_id'])
    .where('archived', '=', 0)
    .orderBy('sort_order')
    .execute();
}
export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

export function listPillarRefs(db: Q) {
  return db.selectFrom('pillars').select(['id', 'key', 'name', 'slug']).where('archived', '=', 0).execute();
}
export type PillarRef = Awaited<ReturnType<typeof listPillarRefs>>[number];

export function postCounts(db: Q) {
  return db
    .selectFrom('education_posts')
    .select(['category_id', 'subcategory_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('archived', '=', 0)
    .groupBy(['category_id', 'subcategory_id'])
    .execute();
}

export interface PostFilter {
  categoryId?: string;
  subcategoryId?: string;
  search?: string;
  ids?: string[];
  limit: number;
}

export function listPosts(db: Q, f: PostFilter) {
  let q = db
    .selectFrom('education_posts')
    .select(['id', 'key', 'category_id', 'subcategory_id', 'title', 'summary', 'reading_minutes', 'meta', 'published'])
    .where('archived', '=', 0);
  if (f.categoryId) q = q.where('category_id', '=', f.categoryId);
  if (f.subcategoryId) q = q.where('subcategory_id', '=', f.subcategoryId);
  if (f.ids) q = q.where('id', 'in', f.ids.length ? f.ids : ['']);
  if (f.search) {
    const text = f.search;
    q = q.where((eb) => eb.or([containsText('title', text), containsText('summary', text), containsText('body', text)]));
  }
  return q.orderBy('published', 'desc').orderBy('title').limit(f.limit).execute();
}
export type PostRow = Awaited<ReturnType<typeof listPosts>>[number];

export function findPost(db: Q, idOrKey: string) {
  return db
    .selectFrom('education_posts')
    .selectAll()
    .where('archived', '=', 0)
    .where((eb) => eb.or([eb('id', '=', idOrKey), eb('key', '=', idOrKey)]))
    .executeTakeFirst();
}
