import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recommendation_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('pillar_id', 'text', (c) => c.references('pillars.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('subcategory', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('external_links', 'text', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('recommendations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('template_id', 'text', (c) => c.notNull().references('recommendation_templates.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source_type', 'text')
    .addColumn('source_survey_id', 'text')
    .addColumn('source_survey_title', 'text')
    .addColumn('source_question_text', 'text')
    .addColumn('source_option_text', 'text')
    .addColumn('source_score', 'real')
    .addColumn('source_range_text', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    // The same template is recommended to a member once, however many triggers point at it.
    .addUniqueConstraint('recommendations_user_template_uq', ['user_id', 'template_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recommendations').execute();
  await db.schema.dropTable('recommendation_templates').execute();
}
