import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { readContent } from '../content/loader.js';
import { RecommendationService } from '../modules/lifestyle/recommendations.service.js';
import { OnboardingService } from '../modules/onboarding/onboarding.service.js';
import { SuggestionService } from '../modules/programs/suggestions.service.js';
import { CONTENT_DIR, DATABASES, earlyMemberRow, freshDatabase } from '../test/helpers.js';
import { createDb, type Db } from './connection.js';
import { migrateTo, migrateToLatest } from './migrate.js';

// Migration 0008 moves the seven source_* columns into one `source` column: rows written before it
// read the same through the services afterwards, and its down() gives the old columns back.

const AT = '2024-03-01T12:00:00.000Z';
const OLD = {
  source_survey_title: null,
  source_question_text: null,
  source_option_text: null,
  source_score: null,
  source_range_text: null,
};
const QUESTION = {
  source_type: 'question_option',
  source_survey_id: 's-profile',
  source_survey_title: 'Health profile',
  source_question_text: 'Do you drink alcohol?',
  source_option_text: 'Yes',
  source_score: null,
  source_range_text: null,
};
const RANGE = {
  ...OLD,
  source_type: 'score_range',
  source_survey_id: 's-phq',
  source_survey_title: 'PHQ-9',
  source_score: 18.5,
  source_range_text: 'Moderately severe',
};
const NONE = { ...OLD, source_type: null, source_survey_id: null };

/** What the member had before 0008: a recommendation per kind of source, a suggestion, an onboarding sequence. */
async function writeOldRows(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  const insert = (table: string, values: Record<string, unknown>) => db.insertInto(table).values(values).execute();
  await insert('users', earlyMemberRow('u1', AT));
  for (const [id, title] of [
    ['s-profile', 'Health profile'],
    ['s-phq', 'PHQ-9'],
    ['s-audit', 'AUDIT-C'],
  ]) {
    await insert('surveys', {
      id,
      key: id,
      title,
      description: `${title}.`,
      pillar_id: null,
      definition: '{}',
      sort_order: 0,
      archived: 0,
    });
  }
  await insert('survey_responses', {
    id: 'resp1',
    user_id: 'u1',
    survey_id: 's-profile',
    answers: '{}',
    score: null,
    range_text: null,
    alerts: '[]',
    outcomes: '[]',
    completed_at: AT,
  });
  for (const [i, source] of [QUESTION, RANGE, NONE].entries()) {
    const template = { id: `t${i}`, key: `t${i}`, pillar_id: null, title: `Template ${i}`, category: 'c', subcategory: 's' };
    await insert('recommendation_templates', { ...template, color: 'blue', description: '<p>d</p>', external_links: '[]', archived: 0 });
    // Older rows first, so the list (newest first) reads NONE, RANGE, QUESTION.
    const at = `2024-03-0${i + 1}T12:00:00.000Z`;
    await insert('recommendations', {
      id: `r${i}`,
      user_id: 'u1',
      template_id: `t${i}`,
      status: 'not_started',
      ...source,
      created_at: at,
      updated_at: at,
    });
  }
  await insert('programs', {
    id: 'p1',
    key: 'p1',
    title: 'Walk more',
    type: 'standard',
    level: null,
    pillar_id: null,
    duration: 4,
    duration_unit: 'weeks',
    short_text: 'Walk.',
    description: 'Walk.',
    action_items: '[]',
    exercises: '[]',
    sort_order: 0,
    archived: 0,
  });
  await insert('program_suggestions', {
    id: 'ps1',
    user_id: 'u1',
    program_id: 'p1',
    status: 'active',
    ...RANGE,
    created_at: AT,
    updated_at: AT,
  });
  const { source_survey_title: _title, ...question } = QUESTION;
  const { source_survey_title: _none, ...none } = NONE;
  const onboarding = { user_id: 'u1', status: 'pending', added_at: AT };
  await insert('onboarding_surveys', { ...onboarding, survey_id: 's-profile', position: 0, added_by_response_id: null, ...none });
  await insert('onboarding_surveys', { ...onboarding, survey_id: 's-audit', position: 1, added_by_response_id: 'resp1', ...question });
  await insert('onboarding', { user_id: 'u1', status: 'in_progress', started_at: AT, completed_at: null, completion_seen_at: null });
}

describe.each(DATABASES)('migration 0008 (one provenance column) on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const loose = () => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

  beforeAll(async () => {
    const fresh = await freshDatabase(kind);
    drop = fresh.drop;
    db = createDb(fresh.target);
    await migrateTo(db, '0007-outbox-keeps-metadata-only');
    await writeOldRows(loose());
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('up() then down() gives the old columns back with the same values', async () => {
    await migrateTo(db, '0008-one-provenance-column');
    await migrateTo(db, '0007-outbox-keeps-metadata-only');
    const recs = await loose().selectFrom('recommendations').selectAll().orderBy('id').execute();
    expect(recs.map((r) => ({ ...r, source_score: r.source_score === null ? null : Number(r.source_score) }))).toMatchObject([
      QUESTION,
      RANGE,
      NONE,
    ]);
    expect(await loose().selectFrom('program_suggestions').selectAll().executeTakeFirst()).toMatchObject({ ...RANGE, source_score: 18.5 });
    const sequence = await loose().selectFrom('onboarding_surveys').selectAll().orderBy('position').execute();
    const { source_survey_title: _title, ...question } = QUESTION;
    expect(sequence[1]).toMatchObject(question);
    expect(sequence[0]).toMatchObject({ source_type: null, source_survey_id: null, source_question_text: null });
    expect(Object.keys(sequence[0]!)).not.toContain('source');
  });

  it('carries old rows over: the services answer what they answered from the old columns', async () => {
    await migrateToLatest(db);
    const row = await loose().selectFrom('recommendations').selectAll().executeTakeFirstOrThrow();
    expect(Object.keys(row).filter((c) => c.startsWith('source'))).toEqual(['source']);

    const recs = await new RecommendationService(db, readContent(CONTENT_DIR)).list('u1', {});
    expect(recs.map((r) => ({ id: r._id, survey_title: r.survey_title, source: r.source }))).toEqual([
      { id: 'r2', survey_title: null, source: null },
      {
        id: 'r1',
        survey_title: 'PHQ-9',
        source: {
          type: 'score_range',
          survey_id: 's-phq',
          survey_title: 'PHQ-9',
          question_text: null,
          option_text: null,
          score: 18.5,
          range_text: 'Moderately severe',
        },
      },
      {
        id: 'r0',
        survey_title: 'Health profile',
        source: {
          type: 'question_option',
          survey_id: 's-profile',
          survey_title: 'Health profile',
          question_text: 'Do you drink alcohol?',
          option_text: 'Yes',
          score: null,
          range_text: null,
        },
      },
    ]);

    const [suggested] = await new SuggestionService(db, readContent(CONTENT_DIR)).list('u1');
    expect(suggested?.suggestion.source).toMatchObject({ type: 'score_range', survey_title: 'PHQ-9', score: 18.5 });

    const state = await new OnboardingService(db, () => readContent(CONTENT_DIR)).status('u1');
    expect(state.surveys.map((s) => s.added_reason)).toEqual([
      null,
      {
        trigger_type: 'question_option',
        // Not stored on onboarding rows before 0008: the migration takes it from the survey.
        source_survey_id: 's-profile',
        source_survey_title: 'Health profile',
        question_text: 'Do you drink alcohol?',
        option_text: 'Yes',
        score: null,
        range_text: null,
      },
    ]);
    expect(state.survey_history).toEqual([
      {
        response_id: 'resp1',
        survey_id: 's-profile',
        survey_title: 'Health profile',
        completed_at: AT,
        surveys: {
          's-audit': {
            title: 'AUDIT-C',
            trigger_type: 'question_option',
            question_text: 'Do you drink alcohol?',
            option_text: 'Yes',
            score: null,
            range_text: null,
          },
        },
      },
    ]);
  });
});
