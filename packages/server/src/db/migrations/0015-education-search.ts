import { sql, type Kysely } from 'kysely';
import { PG_PUNCTUATION } from '../../lib/full-text.js';
import { htmlToText } from '../../lib/html-text.js';
import { isSqlite } from '../connection.js';

// The education search ranks posts by relevance, title over summary over body (decision 0037).
// `body_text` is the article without its markup, written by the content sync; each database indexes
// title, summary and body_text in its own way:
// - SQLite: an FTS5 table (Porter stemmer over unicode61) kept in step with education_posts by
//   triggers. It keeps its own copy of the text (for highlight()) and finds its post by post_id: the
//   posts' rowids are not stable (text primary key; VACUUM may renumber them).
// - PostgreSQL: a generated tsvector, title weighted A, summary B, body C (english configuration),
//   with a GIN index.

const FTS_TRIGGERS = ['education_posts_fts_insert', 'education_posts_fts_update', 'education_posts_fts_delete'];

/** The PostgreSQL text search vector of one field: punctuation to spaces (see PG_PUNCTUATION), weighted. */
const weighted = (column: string, weight: 'A' | 'B' | 'C') =>
  `setweight(to_tsvector('english', regexp_replace(${column}, '${PG_PUNCTUATION}', ' ', 'g')), '${weight}')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('education_posts')
    .addColumn('body_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const posts = await sql<{ id: string; body: string }>`SELECT id, body FROM education_posts`.execute(db);
  for (const p of posts.rows) await sql`UPDATE education_posts SET body_text = ${htmlToText(p.body)} WHERE id = ${p.id}`.execute(db);

  if (!isSqlite(db)) {
    await sql
      .raw(
        `ALTER TABLE education_posts ADD COLUMN search tsvector GENERATED ALWAYS AS
          (${weighted('title', 'A')} || ${weighted('summary', 'B')} || ${weighted('body_text', 'C')}) STORED`,
      )
      .execute(db);
    await sql`CREATE INDEX education_posts_search_idx ON education_posts USING gin (search)`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE education_posts_fts USING fts5(
      post_id UNINDEXED, title, summary, body, tokenize = 'porter unicode61 remove_diacritics 2')`.execute(db);
  await sql`INSERT INTO education_posts_fts (post_id, title, summary, body)
      SELECT id, title, summary, body_text FROM education_posts`.execute(db);
  await sql`CREATE TRIGGER education_posts_fts_insert AFTER INSERT ON education_posts BEGIN
      INSERT INTO education_posts_fts (post_id, title, summary, body) VALUES (new.id, new.title, new.summary, new.body_text);
    END`.execute(db);
  // The content sync rewrites every post at each start; only a changed text touches the index.
  await sql`CREATE TRIGGER education_posts_fts_update AFTER UPDATE OF id, title, summary, body_text ON education_posts
    WHEN old.id IS NOT new.id OR old.title IS NOT new.title OR old.summary IS NOT new.summary OR old.body_text IS NOT new.body_text
    BEGIN
      UPDATE education_posts_fts SET post_id = new.id, title = new.title, summary = new.summary, body = new.body_text
      WHERE post_id = old.id;
    END`.execute(db);
  await sql`CREATE TRIGGER education_posts_fts_delete AFTER DELETE ON education_posts BEGIN
      DELETE FROM education_posts_fts WHERE post_id = old.id;
    END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const name of FTS_TRIGGERS) await sql`DROP TRIGGER ${sql.id(name)}`.execute(db);
    await sql`DROP TABLE education_posts_fts`.execute(db);
  } else {
    await sql`DROP INDEX education_posts_search_idx`.execute(db);
    await db.schema.alterTable('education_posts').dropColumn('search').execute();
  }
  await db.schema.alterTable('education_posts').dropColumn('body_text').execute();
}
