import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('education_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('category_id', 'text', (c) => c.notNull().references('education_categories.id').onDelete('cascade'))
    .addColumn('subcategory_id', 'text', (c) => c.references('education_categories.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('reading_minutes', 'integer', (c) => c.notNull())
    /** JSON: pillar keys, author, sources. */
    .addColumn('meta', 'text', (c) => c.notNull())
    .addColumn('published', 'text', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('education_posts_category_idx').on('education_posts').columns(['category_id', 'published']).execute();

  await db.schema
    .createTable('coaches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    /** The validated content entry as JSON. */
    .addColumn('profile', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('coach_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('coach_id', 'text', (c) => c.notNull().references('coaches.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    /** sent, read or answered. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coach_messages_user_idx').on('coach_messages').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['coach_messages', 'coaches', 'education_posts']) await db.schema.dropTable(t).execute();
}
