import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'education_posts',
    t.id,
    t.key,
    t.ref('category_id', 'education_categories', 'cascade'),
    t.ref('subcategory_id', 'education_categories', 'set null'),
    t.text('title', 'summary', 'body'),
    t.int('reading_minutes'),
    /** JSON: pillar keys, author, sources. */
    t.text('meta', 'published'),
    t.archived,
  );
  await db.schema.createIndex('education_posts_category_idx').on('education_posts').columns(['category_id', 'published']).execute();

  await t.createTable(
    db,
    'coaches',
    t.id,
    t.key,
    t.text('name'),
    /** The validated content entry as JSON. */
    t.text('profile'),
    t.ordered,
  );

  await t.createTable(
    db,
    'coach_messages',
    t.id,
    t.member,
    t.ref('coach_id', 'coaches', 'cascade'),
    t.text('subject', 'message'),
    /** sent, read or answered. */
    t.text('status'),
    t.maybeText('reply'),
    t.timestamps,
  );
  await db.schema.createIndex('coach_messages_user_idx').on('coach_messages').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await t.dropTables(db, ['coach_messages', 'coaches', 'education_posts']);
}
