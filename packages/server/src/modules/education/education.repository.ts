import { sql, type Kysely, type Transaction } from 'kysely';
import { isSqlite } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { fts5Match, MARK_END, MARK_START, PG_PUNCTUATION, type SearchLanguage, type SearchTerm } from '../../lib/full-text.js';
import { PG_CONFIGURATION, pgTsQuery } from '../../db/full-text-query.js';

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
  ids?: string[];
  limit: number;
}

/** Posts, newest first. */
export function listPosts(db: Q, f: PostFilter) {
  let q = db
    .selectFrom('education_posts')
    .select(['id', 'key', 'category_id', 'subcategory_id', 'title', 'summary', 'reading_minutes', 'meta', 'published'])
    .where('archived', '=', 0);
  if (f.categoryId) q = q.where('category_id', '=', f.categoryId);
  if (f.subcategoryId) q = q.where('subcategory_id', '=', f.subcategoryId);
  if (f.ids) q = q.where('id', 'in', f.ids.length ? f.ids : ['']);
  return q.orderBy('published', 'desc').orderBy('title').limit(f.limit).execute();
}
export type PostRow = Awaited<ReturnType<typeof listPosts>>[number];

/** How much a match in each field counts: title over summary over body (decision 0037). */
const WEIGHTS = { title: 10, summary: 4, body: 1 };
/** FTS5's bm25() takes a weight per column: post_id (not searched), title, summary, body. */
const BM25_WEIGHTS = sql.raw(`0, ${WEIGHTS.title}, ${WEIGHTS.summary}, ${WEIGHTS.body}`);
/** ts_rank() takes the weights of the labels D, C (body), B (summary), A (title), each at most 1. */
const TS_RANK_WEIGHTS = sql.lit(`{0, ${[WEIGHTS.body, WEIGHTS.summary, WEIGHTS.title].map((w) => w / WEIGHTS.title).join(', ')}}`);
/** ts_headline() marks every match and returns the whole field, like FTS5's highlight(). */
const HEADLINE = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;

export interface SearchFilter {
  categoryId?: string;
  subcategoryId?: string;
  /** All of them must match (lib/full-text.ts); never empty. */
  terms: SearchTerm[];
  /** Which of the posts' texts are searched: the English, or the French (migration 0037). */
  language: SearchLanguage;
  limit: number;
}

/**
 * A post found by a search, with the title, summary and text of the searched language as they were
 * searched (`searched_*`), each marked where it matched (`*_marked`).
 */
export interface SearchRow extends PostRow {
  searched_title: string;
  searched_summary: string;
  searched_body: string;
  title_marked: string;
  summary_marked: string;
  body_marked: string;
}

/** Posts matching every term, the most relevant first (then the newest). */
export async function searchPosts(db: Q, f: SearchFilter): Promise<SearchRow[]> {
  const filters = [sql`p.archived = 0`];
  if (f.categoryId) filters.push(sql`p.category_id = ${f.categoryId}`);
  if (f.subcategoryId) filters.push(sql`p.subcategory_id = ${f.subcategoryId}`);
  const where = sql.join(filters, sql` AND `);
  const fr = f.language === 'fr';
  const [title, summary, body] = fr ? ['title_fr', 'summary_fr', 'body_text_fr'] : ['title', 'summary', 'body_text'];
  const columns = sql`p.id, p.key, p.category_id, p.subcategory_id, p.title, p.summary, p.reading_minutes, p.meta, p.published,
    ${sql.ref(`p.${title}`)} AS searched_title, ${sql.ref(`p.${summary}`)} AS searched_summary, ${sql.ref(`p.${body}`)} AS searched_body`;
  if (isSqlite(db)) {
    const fts = sql.table(fr ? 'education_posts_fts_fr' : 'education_posts_fts');
    const mark = (column: number) => sql`highlight(${fts}, ${sql.lit(column)}, ${MARK_START}, ${MARK_END})`;
    return (
      await sql<SearchRow>`
        SELECT ${columns}, ${mark(1)} AS title_marked, ${mark(2)} AS summary_marked, ${mark(3)} AS body_marked
        FROM ${fts} JOIN education_posts p ON p.id = ${fts}.post_id
        WHERE ${fts} MATCH ${fts5Match(f.terms)} AND ${where}
        ORDER BY bm25(${fts}, ${BM25_WEIGHTS}), p.published DESC, p.title
        LIMIT ${f.limit}`.execute(db)
    ).rows;
  }
  // Marked on the same punctuation-free copy that was indexed (migrations 0015, 0037), so every match shows.
  const config = sql.lit(PG_CONFIGURATION[f.language]);
  const mark = (column: string) =>
    sql`ts_headline(${config}::regconfig, regexp_replace(${sql.ref(`p.${column}`)}, ${PG_PUNCTUATION}, ' ', 'g'), q.query, ${HEADLINE})`;
  const search = sql.ref(fr ? 'p.search_fr' : 'p.search');
  return (
    await sql<SearchRow>`
      WITH q AS (SELECT ${pgTsQuery(f.terms, f.language)} AS query)
      SELECT ${columns}, ${mark(title)} AS title_marked, ${mark(summary)} AS summary_marked, ${mark(body)} AS body_marked
      FROM education_posts p CROSS JOIN q
      WHERE ${search} @@ q.query AND ${where}
      ORDER BY ts_rank(${TS_RANK_WEIGHTS}::float4[], ${search}, q.query) DESC, p.published DESC, p.title
      LIMIT ${f.limit}`.execute(db)
  ).rows;
}

export function findPost(db: Q, idOrKey: string) {
  return db
    .selectFrom('education_posts')
    .select(['id', 'key', 'category_id', 'subcategory_id', 'title', 'summary', 'body', 'reading_minutes', 'meta', 'published'])
    .where('archived', '=', 0)
    .where((eb) => eb.or([eb('id', '=', idOrKey), eb('key', '=', idOrKey)]))
    .executeTakeFirst();
}
