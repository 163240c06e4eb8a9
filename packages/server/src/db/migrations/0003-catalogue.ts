import type { Kysely } from 'kysely';

// Programme and exercise catalogues (content), and the surveys members take.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exercises')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('default_unit', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    /** JSON: { muscles, equipment, instructions, safety }. */
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('programs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('level', 'text')
    .addColumn('pillar_id', 'text', (c) => c.references('pillars.id').onDelete('set null'))
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('duration_unit', 'text', (c) => c.notNull())
    .addColumn('short_text', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    /** JSON arrays, validated by the content loader. */
    .addColumn('action_items', 'text', (c) => c.notNull())
    .addColumn('exercises', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('surveys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('pillar_id', 'text', (c) => c.references('pillars.id').onDelete('set null'))
    /** The whole validated definition as JSON. */
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('survey_responses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('score', 'real')
    .addColumn('range_text', 'text')
    .addColumn('alerts', 'text', (c) => c.notNull())
    /** JSON list of what the completion created: surveys added, recommendations, suggestions. */
    .addColumn('outcomes', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('survey_responses_user_idx').on('survey_responses').columns(['user_id', 'survey_id', 'completed_at']).execute();

  await db.schema
    .createTable('survey_drafts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_drafts_pk', ['user_id', 'survey_id'])
    .execute();

  await db.schema
    .createTable('onboarding')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('completion_seen_at', 'text')
    .execute();

  await db.schema
    .createTable('onboarding_surveys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('added_by_response_id', 'text', (c) => c.references('survey_responses.id').onDelete('set null'))
    .addColumn('source_type', 'text')
    .addColumn('source_survey_id', 'text')
    .addColumn('source_question_text', 'text')
    .addColumn('source_option_text', 'text')
    .addColumn('source_score', 'real')
    .addColumn('source_range_text', 'text')
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('onboarding_surveys_pk', ['user_id', 'survey_id'])
    .execute();

  await db.schema
    .createTable('program_suggestions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('program_id', 'text', (c) => c.notNull().references('programs.id').onDelete('cascade'))
    /** active, removed (by the member) or started. */
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
    .addUniqueConstraint('program_suggestions_user_program_uq', ['user_id', 'program_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['program_suggestions', 'onboarding_surveys', 'onboarding', 'survey_drafts', 'survey_responses', 'surveys', 'programs', 'exercises']) {
    await db.schema.dropTable(t).execute();
  }
}
