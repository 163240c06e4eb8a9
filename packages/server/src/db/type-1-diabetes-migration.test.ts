import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { SurveyDefinition } from '@wellpath/shared/surveys/definition';
import { prepareData } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { readContent } from '../content/loader.js';
import { ConditionService } from '../modules/conditions/conditions.service.js';
import { completeAnswers, CONTENT_DIR, DATABASES, earlyMemberRow, freshDatabase } from '../test/helpers.js';
import { runDueBackfills } from './backfills.js';
import type { Db } from './connection.js';
import { createDb } from './connection.js';
import { migrateTo } from './migrate.js';

// Migration 0023: members who answered "Type 1 diabetes" in the health profile before the condition
// existed get it on their record (decision 0067), by migration 0019's step run once more after the
// content sync; a member who took it off keeps it off. The database here ran 0019's step with the
// health profile as it was: its "Type 1 diabetes" marked nothing.

const AT = '2026-03-02T15:00:00.000Z';
const serverKey = randomBytes(32);
type Loose = Kysely<Record<string, Record<string, unknown>>>;

const content = readContent(CONTENT_DIR);
const healthProfile = content.surveys.find((s) => s.key === 'health-profile')!;

/** The health profile before 0023: "Type 1 diabetes" marks no condition. */
function withoutTypeOneTrigger(def: SurveyDefinition): SurveyDefinition {
  return {
    ...def,
    questions: def.questions.map((q) =>
      'options' in q
        ? {
            ...q,
            options: q.options.map((o) =>
              o.key === 'cond_type1_diabetes' ? { ...o, triggers: o.triggers.filter((t) => t.type !== 'mark_condition') } : o,
            ),
          }
        : q,
    ),
  };
}

describe.each(DATABASES)('migration 0023 (type 1 diabetes from earlier answers) on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const has = async (userId: string) =>
    (await new ConditionService(db, content).list(userId))
      .filter((c) => c.has_condition)
      .map((c) => [c.key, c.marked_from?.option_text ?? 'own']);

  beforeAll(async () => {
    const fresh = await freshDatabase(kind);
    drop = fresh.drop;
    const config = { ...loadConfig({ DATA_DIR: fresh.dir, CONTENT_DIR }), database: fresh.target };
    const old = createDb(fresh.target);
    const loose = old as unknown as Loose;
    await migrateTo(old, '0020-user-language');
    const insert = (table: string, values: Record<string, unknown>) => loose.insertInto(table).values(values).execute();
    for (const id of ['type-one', 'type-one-unticked', 'type-two']) await insert('users', earlyMemberRow(id, AT));
    await insert('surveys', {
      id: 'hp',
      key: 'health-profile',
      title: 'Health profile',
      description: '',
      pillar_id: null,
      definition: JSON.stringify(withoutTypeOneTrigger(healthProfile)),
      sort_order: 0,
      archived: 0,
    });
    await insert('conditions', {
      id: 't2d',
      key: 'type-2-diabetes',
      name: 'Type 2 diabetes',
      summary: '',
      description: '',
      related: JSON.stringify({ pillars: [], programs: [], education: [], links: [] }),
      sort_order: 0,
      archived: 0,
    });
    const respond = (id: string, userId: string, conditions: string[]) =>
      insert('survey_responses', {
        id,
        user_id: userId,
        survey_id: 'hp',
        answers: JSON.stringify(completeAnswers(healthProfile, { conditions, bp_treatment: 'bp_treated_no' })),
        score: null,
        range_text: null,
        alerts: '[]',
        outcomes: '[]',
        completed_at: AT,
      });
    await respond('r1', 'type-one', ['cond_type1_diabetes']);
    await respond('r2', 'type-one-unticked', ['cond_type1_diabetes']);
    await respond('r3', 'type-two', ['cond_type2_diabetes']);
    // 0019's step has run on this server, before the condition existed.
    expect(await runDueBackfills(old, { serverKey })).toEqual({ 'conditions-from-answers': 1 });
    await old.destroy();
    // The start-up with this version: 0023, the content sync (the condition and the trigger), the step.
    db = (await prepareData(config)).db;
  }, 60_000);
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it("marks type 1 diabetes for a member who answered it, from their answer, and leaves the others' as they were", async () => {
    expect(await has('type-one')).toEqual([['type-1-diabetes', 'Type 1 diabetes']]);
    expect(await has('type-two')).toEqual([['type-2-diabetes', 'Type 2 diabetes']]);
    expect(await (db as unknown as Loose).selectFrom('pending_backfills').selectAll().execute()).toEqual([]);
  });

  it('never puts it back once the member takes it off', async () => {
    const service = new ConditionService(db, content);
    expect(await has('type-one-unticked')).toEqual([['type-1-diabetes', 'Type 1 diabetes']]);
    await service.setMembership('type-one-unticked', 'type-1-diabetes', { has_condition: false });
    await (db as unknown as Loose).insertInto('pending_backfills').values({ name: 'conditions-from-answers', created_at: AT }).execute();
    expect(await runDueBackfills(db, { serverKey })).toEqual({ 'conditions-from-answers': 0 });
    expect(await has('type-one-unticked')).toEqual([]);
  });
});
