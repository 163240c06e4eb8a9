import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// Programme and exercise catalogues (content), and the surveys members take.
export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'exercises',
    t.id,
    t.key,
    t.text('name', 'category', 'level', 'default_unit', 'summary'),
    /** JSON: { muscles, equipment, instructions, safety }. */
    t.text('details'),
    t.archived,
  );

  await t.createTable(
    db,
    'programs',
    t.id,
    t.key,
    t.text('title', 'type'),
    t.maybeText('level'),
    t.ref('pillar_id', 'pillars', 'set null'),
    t.int('duration'),
    t.text('duration_unit', 'short_text', 'description'),
    /** JSON arrays, validated by the content loader. */
    t.text('action_items', 'exercises'),
    t.ordered,
  );

  await t.createTable(
    db,
    'surveys',
    t.id,
    t.key,
    t.text('title', 'description'),
    t.ref('pillar_id', 'pillars', 'set null'),
    /** The whole validated definition as JSON. */
    t.text('definition'),
    t.ordered,
  );

  await t.createTable(
    db,
    'survey_responses',
    t.id,
    t.member,
    t.ref('survey_id', 'surveys', 'cascade'),
    t.text('answers'),
    t.maybeReal('score'),
    t.maybeText('range_text'),
    t.text('alerts'),
    /** JSON list of what the completion created: surveys added, recommendations, suggestions. */
    t.text('outcomes', 'completed_at'),
  );
  await db.schema
    .createIndex('survey_responses_user_idx')
    .on('survey_responses')
    .columns(['user_id', 'survey_id', 'completed_at'])
    .execute();

  await t.createTable(
    db,
    'survey_drafts',
    t.member,
    t.ref('survey_id', 'surveys', 'cascade'),
    t.text('answers'),
    t.column('step', 'integer', (c) => c.notNull().defaultTo(0)),
    t.text('updated_at'),
    t.primaryKey('survey_drafts_pk', ['user_id', 'survey_id']),
  );

  await t.createTable(
    db,
    'onboarding',
    t.column('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade')),
    t.text('status'),
    t.maybeText('started_at', 'completed_at', 'completion_seen_at'),
  );

  await t.createTable(
    db,
    'onboarding_surveys',
    t.member,
    t.ref('survey_id', 'surveys', 'cascade'),
    t.int('position'),
    t.text('status'),
    t.ref('added_by_response_id', 'survey_responses', 'set null'),
    t.sourceColumns({ surveyTitle: false }),
    t.text('added_at'),
    t.primaryKey('onboarding_surveys_pk', ['user_id', 'survey_id']),
  );

  await t.createTable(
    db,
    'program_suggestions',
    t.id,
    t.member,
    t.ref('program_id', 'programs', 'cascade'),
    /** active, removed (by the member) or started. */
    t.text('status'),
    t.sourceColumns({ surveyTitle: true }),
    t.timestamps,
    t.unique('program_suggestions_user_program_uq', ['user_id', 'program_id']),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await t.dropTables(db, [
    'program_suggestions',
    'onboarding_surveys',
    'onboarding',
    'survey_drafts',
    'survey_responses',
    'surveys',
    'programs',
    'exercises',
  ]);
}
