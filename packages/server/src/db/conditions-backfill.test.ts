import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { SurveyDefinition } from '@wellpath/shared/surveys/definition';
import type { Answers } from '@wellpath/shared/surveys/engine';
import { prepareData } from '../bootstrap.js';
import { loadConfig, type Config } from '../config.js';
import { readContent } from '../content/loader.js';
import { ConditionService } from '../modules/conditions/conditions.service.js';
import { markConditionsFromLatestAnswers } from '../modules/surveys/conditions-backfill.js';
import { completeAnswers, CONTENT_DIR, DATABASES, earlyMemberRow, freshDatabase } from '../test/helpers.js';
import { runDueBackfills } from './backfills.js';
import { createDb, type Db } from './connection.js';
import { migrateTo, migrateToLatest } from './migrate.js';

// Migration 0019: health profiles completed before migration 0014 mark, once and after the content
// sync, the conditions their answers mark by today's content; never one the member unticked since,
// and one the member marked stays theirs. The database here was last synced before 0014: the survey
// it holds has no mark_condition triggers, as on a server that goes from before 0014 straight to 0019.

const BEFORE = '2025-06-01T09:00:00.000Z';
const AT = '2025-09-15T18:30:00.000Z';
type Loose = Kysely<Record<string, Record<string, unknown>>>;

const content = readContent(CONTENT_DIR);
const healthProfile = content.surveys.find((s) => s.key === 'health-profile')!;

/** The health profile as content had it before 0014: no option marks a condition. */
function withoutConditionTriggers(def: SurveyDefinition): SurveyDefinition {
  return {
    ...def,
    questions: def.questions.map((q) =>
      'options' in q
        ? { ...q, options: q.options.map((o) => ({ ...o, triggers: o.triggers.filter((t) => t.type !== 'mark_condition') })) }
        : q,
    ),
  };
}

async function writeRowsBefore0014(db: Loose): Promise<void> {
  const insert = (table: string, values: Record<string, unknown>) => db.insertInto(table).values(values).execute();
  for (const id of ['answered', 'changed-answer', 'unticked', 'own', 'no-profile']) await insert('users', earlyMemberRow(id, BEFORE));
  await insert('surveys', {
    id: 'hp',
    key: 'health-profile',
    title: 'Health profile',
    description: '',
    pillar_id: null,
    definition: JSON.stringify(withoutConditionTriggers(healthProfile)),
    sort_order: 0,
    archived: 0,
  });
  await insert('conditions', {
    id: 'htn',
    key: 'hypertension',
    name: 'High blood pressure (hypertension)',
    summary: '',
    description: '',
    related: JSON.stringify({ pillars: [], programs: [], education: [], links: [] }),
    sort_order: 0,
    archived: 0,
  });
  let n = 0;
  const respond = (userId: string, answers: Answers, at: string) => {
    n += 1;
    return insert('survey_responses', {
      id: `r${n}`,
      user_id: userId,
      survey_id: 'hp',
      answers: JSON.stringify(answers),
      score: null,
      range_text: null,
      alerts: '[]',
      outcomes: '[]',
      completed_at: at,
    });
  };
  const highBpAndPrediabetes = completeAnswers(healthProfile, { conditions: ['cond_high_bp', 'cond_prediabetes'] });
  await respond('answered', highBpAndPrediabetes, AT);
  // Only the latest health profile counts: this member said "None of these" the second time.
  await respond('changed-answer', highBpAndPrediabetes, BEFORE);
  await respond('changed-answer', completeAnswers(healthProfile, { conditions: ['cond_none'], bp_treatment: 'bp_treated_no' }), AT);
  await respond('unticked', highBpAndPrediabetes, AT);
  await respond('own', highBpAndPrediabetes, AT);
  // Marked by the member before 0014.
  await insert('user_conditions', { user_id: 'own', condition_id: 'htn', created_at: BEFORE });
}

async function snapshot(db: Loose) {
  const marks = await db.selectFrom('user_conditions').selectAll().orderBy('user_id').orderBy('condition_id').execute();
  const unmarks = await db.selectFrom('user_condition_unmarks').selectAll().orderBy('user_id').orderBy('condition_id').execute();
  return { marks, unmarks };
}

describe.each(DATABASES)('migration 0019 (conditions from earlier answers) on %s', (kind) => {
  let db: Db;
  let config: Config;
  let drop: () => Promise<void>;
  const loose = () => db as unknown as Loose;
  const has = async (userId: string) =>
    Object.fromEntries(
      (await new ConditionService(db, content).list(userId))
        .filter((c) => c.has_condition)
        .map((c) => [c.key, c.marked_from?.option_text ?? 'own']),
    );

  beforeAll(async () => {
    const fresh = await freshDatabase(kind);
    drop = fresh.drop;
    config = { ...loadConfig({ DATA_DIR: fresh.dir, CONTENT_DIR }), database: fresh.target };
    const old = createDb(fresh.target);
    await migrateTo(old, '0013-programme-schedules');
    await writeRowsBefore0014(old as unknown as Loose);
    // After 0014, this member took hypertension off their record (it was never on it).
    await migrateTo(old, '0018-outbox-claims');
    await (old as unknown as Loose)
      .insertInto('user_condition_unmarks')
      .values({ user_id: 'unticked', condition_id: 'htn', created_at: AT })
      .execute();
    await old.destroy();
    // The start-up: migrations, the content sync, then the step 0019 left due.
    db = (await prepareData(config)).db;
  }, 60_000);
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it("marks the conditions of a member's latest health profile, from their answer, dated when they answered", async () => {
    expect(await has('answered')).toEqual({ hypertension: 'High blood pressure', prediabetes: 'Prediabetes' });
    const list = await new ConditionService(db, content).list('answered');
    expect(list.find((c) => c.key === 'hypertension')!.marked_from).toMatchObject({
      type: 'question_option',
      survey_id: 'hp',
      survey_title: 'Health profile',
      question_text: healthProfile.questions.find((q) => q.key === 'conditions')!.text,
    });
    const rows = await loose().selectFrom('user_conditions').select('created_at').where('user_id', '=', 'answered').execute();
    expect(rows.map((r) => r.created_at)).toEqual([AT, AT]);
  });

  it('reads only the latest health profile, and marks nothing without one', async () => {
    expect(await has('changed-answer')).toEqual({});
    expect(await has('no-profile')).toEqual({});
  });

  it('keeps a condition the member unticked off, and one they marked their own', async () => {
    expect(await has('unticked')).toEqual({ prediabetes: 'Prediabetes' });
    expect(await loose().selectFrom('user_condition_unmarks').select('user_id').execute()).toEqual([{ user_id: 'unticked' }]);
    expect(await has('own')).toEqual({ hypertension: 'own', prediabetes: 'Prediabetes' });
  });

  it('runs once, and running it again changes nothing', async () => {
    expect(await loose().selectFrom('pending_backfills').selectAll().execute()).toEqual([]);
    const before = await snapshot(loose());
    // The next start-up finds nothing due.
    const again = await prepareData(config);
    await again.db.destroy();
    expect(await snapshot(loose())).toEqual(before);
    // The step itself, run again, adds nothing.
    expect(await db.transaction().execute((trx) => markConditionsFromLatestAnswers(trx))).toBe(0);
    expect(await snapshot(loose())).toEqual(before);
  });

  it('goes down and up again, and the step due again adds nothing', async () => {
    const before = await snapshot(loose());
    await migrateTo(db, '0018-outbox-claims');
    await migrateToLatest(db);
    expect(await loose().selectFrom('pending_backfills').select('name').execute()).toContainEqual({ name: 'conditions-from-answers' });
    expect(await runDueBackfills(db, { serverKey: randomBytes(32) })).toMatchObject({ 'conditions-from-answers': 0 });
    expect(await snapshot(loose())).toEqual(before);
  });

  it("stops at a response whose stored answers are not a survey's answers, naming the row (and writes nothing)", async () => {
    const before = await snapshot(loose());
    await expect(
      db.transaction().execute(async (trx) => {
        await (trx as unknown as Loose)
          .updateTable('survey_responses')
          .set({ answers: JSON.stringify({ conditions: { not: 'an answer' } }) })
          .where('id', '=', 'r1')
          .execute();
        return markConditionsFromLatestAnswers(trx);
      }),
    ).rejects.toThrow(/^survey_responses\.answers \(response r1\) holds a value of the wrong shape/);
    expect(await snapshot(loose())).toEqual(before);
  });
});
