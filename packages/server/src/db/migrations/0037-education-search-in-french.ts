import { sql, type Kysely } from 'kysely';
import { PG_PUNCTUATION } from '../../lib/full-text.js';
import { isSqlite } from '../connection.js';

// The education search in French (decision 0095). Migration 0015 indexed the posts' English only, so
// a French reader's "sommeil" found nothing. Each post now also holds the French title, summary and
// article text the content sync writes (the English where a post has no French), indexed the way
// 0015 indexes the English:
// - SQLite: a second FTS5 table over unicode61 without diacritics (FTS5 has no French stemmer: a
//   French search matches whole words, and its last word as a prefix), kept in step by triggers.
// - PostgreSQL: a generated tsvector in the `french` configuration (Snowball stemmer and stop words),
//   title A, summary B, body C, with a GIN index.
// Additive only (decision 0044); until the next content sync the French columns hold the English.

const FTS_TRIGGERS = ['education_posts_fts_fr_insert', 'education_posts_fts_fr_update', 'education_posts_fts_fr_delete'];

const weighted = (column: string, weight: 'A' | 'B' | 'C') =>
  `setweight(to_tsvector('french', regexp_replace(${column}, '${PG_PUNCTUATION}', ' ', 'g')), '${weight}')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['title_fr', 'summary_fr', 'body_text_fr']) {
    await db.schema
      .alterTable('education_posts')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await sql`UPDATE education_posts SET title_fr = title, summary_fr = summary, body_text_fr = body_text`.execute(db);

  if (!isSqlite(db)) {
    await sql
      .raw(
        `ALTER TABLE education_posts ADD COLUMN search_fr tsvector GENERATED ALWAYS AS
          (${weighted('title_fr', 'A')} || ${weighted('summary_fr', 'B')} || ${weighted('body_text_fr', 'C')}) STORED`,
      )
      .execute(db);
    await sql`CREATE INDEX education_posts_search_fr_idx ON education_posts USING gin (search_fr)`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE education_posts_fts_fr USING fts5(
      post_id UNINDEXED, title, summary, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  await sql`INSERT INTO education_posts_fts_fr (post_id, title, summary, body)
      SELECT id, title_fr, summary_fr, body_text_fr FROM education_posts`.execute(db);
  await sql`CREATE TRIGGER education_posts_fts_fr_insert AFTER INSERT ON education_posts BEGIN
      INSERT INTO education_posts_fts_fr (post_id, title, summary, body) VALUES (new.id, new.title_fr, new.summary_fr, new.body_text_fr);
    END`.execute(db);
  await sql`CREATE TRIGGER education_posts_fts_fr_update AFTER UPDATE OF id, title_fr, summary_fr, body_text_fr ON education_posts
    WHEN old.id IS NOT new.id OR old.title_fr IS NOT new.title_fr OR old.summary_fr IS NOT new.summary_fr
      OR old.body_text_fr IS NOT new.body_text_fr
    BEGIN
      UPDATE education_posts_fts_fr SET post_id = new.id, title = new.title_fr, summary = new.summary_fr, body = new.body_text_fr
      WHERE post_id = old.id;
    END`.execute(db);
  await sql`CREATE TRIGGER education_posts_fts_fr_delete AFTER DELETE ON education_posts BEGIN
      DELETE FROM education_posts_fts_fr WHERE post_id = old.id;
    END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const name of FTS_TRIGGERS) await sql`DROP TRIGGER ${sql.id(name)}`.execute(db);
    await sql`DROP TABLE education_posts_fts_fr`.execute(db);
  } else {
    await sql`DROP INDEX education_posts_search_fr_idx`.execute(db);
    await db.schema.alterTable('education_posts').dropColumn('search_fr').execute();
  }
  for (const column of ['body_text_fr', 'summary_fr', 'title_fr'])
    await db.schema.alterTable('education_posts').dropColumn(column).execute();
}
