import { beforeAll, describe, expect, it } from 'vitest';
import type { ClinicalOutcomes, Engagement, MeasureOutcome } from '@wellpath/shared/outcomes/wire';
import { DAY_MS } from '../../lib/clock.js';
import { newId } from '../../lib/tokens.js';
import { insertActivity, insertBp, insertReport, markerId, outcomeServiceOf, periodsTogetherAndAlone } from '../../test/outcome-rows.js';
import { bearer, createMember, createStaff, describeWithApp, type TestApp } from '../../test/helpers.js';
import { weeksBefore } from './outcomes.service.js';
import { seedDemoCohort } from '../../demo/demo-cohort.js';

// The programme's results (decision 0098) against a hand-made cohort whose every figure is worked
// out below from the rows put in: nine members who joined 200, 45 and 20 days ago.

const NOW = new Date();
/** An instant `days` after a member joined `joinedDaysAgo` days before NOW (noon-free: NOW's own time). */
const at = (joinedDaysAgo: number, days: number) => new Date(NOW.getTime() + (days - joinedDaysAgo) * DAY_MS).toISOString();
const dayOf = (iso: string) => iso.slice(0, 10);

interface Made {
  ids: string[];
  programmeKey: string;
  pillarKey: string;
}

async function makeCohort(t: TestApp): Promise<Made> {
  const db = t.db;
  const joined = [200, 200, 200, 200, 200, 200, 200, 20, 45];
  const sexes = ['female', 'female', 'female', 'female', 'female', 'male', 'male', 'male', 'male'] as const;
  const births = [
    '1975-06-15',
    '1975-06-15',
    '1975-06-15',
    '1975-06-15',
    '1975-06-15',
    '1990-03-01',
    '1990-03-01',
    '1950-01-01',
    '1960-06-15',
  ];
  const ids: string[] = [];
  for (let i = 0; i < 9; i++) {
    const m = await createMember(t, { sex: sexes[i], dateOfBirth: births[i] });
    const created = at(joined[i]!, 0);
    // M8 (index 7) never verified their address.
    await db
      .updateTable('users')
      .set({ created_at: created, email_verified_at: i === 7 ? null : created })
      .where('id', '=', m.userId)
      .execute();
    ids.push(m.userId);
  }
  const J = 200;
  // Two readings at each instant, 1 mm Hg either side: their average is the value given (decision 0107: an
  // average of 2 or more readings at each end).
  const bp = async (i: number, day: number, sys: number, dia: number) => {
    for (const d of [-1, 1]) await insertBp(db, ids[i]!, at(J, day), sys + d, dia + d);
  };
  // Blood pressure: M1 150/95 40 days before joining (before the baseline's window), then 142/88 -> 128/78.
  await bp(0, -40, 150, 95);
  await bp(0, 1, 142, 88);
  await bp(0, 100, 128, 78);
  await bp(1, 2, 135, 85);
  await bp(1, 100, 133, 79);
  await bp(2, -10, 125, 75); // 10 days before joining: within the 30 days, so the baseline
  await bp(2, 120, 131, 82);
  await bp(3, 5, 138, 88); // M4's own target is 140/90
  await bp(3, 100, 136, 86);
  await bp(4, 3, 160, 100);
  await bp(4, 120, 150, 95);
  await bp(5, 3, 140, 90); // M6: readings on one day only, no pair
  await bp(6, 1, 120, 70);
  await bp(6, 10, 118, 72);
  const target = (i: number, kind: 'blood_pressure' | 'hba1c', value: number, diastolic: number | null) =>
    db
      .insertInto('member_targets')
      .values({
        id: newId(),
        user_id: ids[i]!,
        kind,
        value,
        diastolic,
        note: 'Agreed.',
        set_by: null,
        set_by_name: 'Dr Haddad',
        set_at: at(J, 1),
      })
      .execute();
  await target(3, 'blood_pressure', 140, 90);
  // M2 has type 2 diabetes on their record (decision 0107: HbA1c counts the members with diabetes or their own target).
  const diabetes = await db.selectFrom('conditions').select('id').where('key', '=', 'type-2-diabetes').executeTakeFirstOrThrow();
  await db
    .insertInto('user_conditions')
    .values({ user_id: ids[1]!, condition_id: diabetes.id, created_at: at(J, 1), source: null })
    .execute();
  await target(4, 'hba1c', 6.5, null);

  const weight = async (i: number, day: number, kg: number) => {
    const when = at(J, day);
    await db
      .insertInto('body_measurements')
      .values({ id: newId(), user_id: ids[i]!, kind: 'weight', value: kg, measured_at: when, created_at: when, updated_at: when })
      .execute();
  };
  for (const [i, a, b] of [
    [0, 100, 94],
    [1, 80, 76],
    [2, 70, 70.5],
    [3, 90, 92],
    [4, 60, 59.5],
  ] as const) {
    await weight(i, 2, a);
    await weight(i, 150, b);
  }

  const markers = { hba1c: await markerId(db, 'hba1c'), ldl: await markerId(db, 'ldl-c') };
  const lab = (i: number, day: number, key: 'hba1c' | 'ldl', value: number) =>
    insertReport(db, ids[i]!, at(J, day), [{ markerId: markers[key], value, unit: key === 'hba1c' ? '%' : 'mmol/L' }]);
  for (const [i, a, b] of [
    [0, 7.5, 6.8],
    [1, 6.0, 6.1],
    [2, 8.0, 8.6],
    [3, 7.0, 7.2],
    [4, 6.6, 6.4],
  ] as const) {
    await lab(i, 5, 'hba1c', a);
    await lab(i, 150, 'hba1c', b);
  }
  // LDL for three members only: a group of fewer than 5.
  for (const [i, a, b] of [
    [0, 4.0, 3.0],
    [1, 3.2, 3.3],
    [2, 2.5, 2.0],
  ] as const) {
    await lab(i, 5, 'ldl', a);
    await lab(i, 150, 'ldl', b);
  }

  const phq = (await db.selectFrom('surveys').select('id').where('key', '=', 'phq-9').executeTakeFirstOrThrow()).id;
  for (const [i, a, b] of [
    [0, 16, 8],
    [1, 12, 10],
    [2, 4, 6],
    [3, 9, 4],
    [4, 21, 20],
  ] as const) {
    for (const [day, score] of [
      [3, a],
      [100, b],
    ] as const) {
      await db
        .insertInto('survey_responses')
        .values({
          id: newId(),
          user_id: ids[i]!,
          survey_id: phq,
          answers: '{}',
          score,
          range_text: null,
          alerts: '[]',
          outcomes: '[]',
          completed_at: at(J, day),
        })
        .execute();
    }
  }

  // Onboarding finished by M1-M5; M1-M6 started the same programme on their first day.
  for (let i = 0; i < 5; i++)
    await db
      .insertInto('onboarding')
      .values({ user_id: ids[i]!, status: 'completed', started_at: at(J, 0), completed_at: at(J, 1), completion_seen_at: null })
      .execute();
  const programme = await db
    .selectFrom('programs')
    .innerJoin('pillars', 'pillars.id', 'programs.pillar_id')
    .select(['programs.id', 'programs.key', 'pillars.key as pillar'])
    .orderBy('programs.key')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < 6; i++)
    await db
      .insertInto('program_enrollments')
      .values({
        id: newId(),
        user_id: ids[i]!,
        program_id: programme.id,
        status: 'active',
        started_at: at(J, 1),
        start_day: dayOf(at(J, 1)),
        ended_at: null,
        suggestion_id: null,
      })
      .execute();

  // Activity in the funnel's windows (the 14 days up to day 30, 60, 90): none of the rows above falls in one.
  const activity = (i: number, joinedDaysAgo: number, day: number) => {
    const when = at(joinedDaysAgo, day);
    return insertActivity(db, ids[i]!, { date: dayOf(when), minutes: 30, created: when });
  };
  await activity(0, J, 20);
  await activity(0, J, 50);
  await activity(0, J, 80);
  await activity(1, J, 20);
  await activity(1, J, 50);
  await activity(2, J, 25);
  await activity(8, 45, 20);
  // M4 writes to the care team on day 85.
  const threadId = newId();
  await db
    .insertInto('message_threads')
    .values({
      id: threadId,
      user_id: ids[3]!,
      coach_id: null,
      assigned_to: null,
      subject: 'Question',
      created_at: at(J, 85),
      updated_at: at(J, 85),
      last_author_role: 'member',
      member_read_at: null,
      staff_read_at: null,
    })
    .execute();
  await db
    .insertInto('thread_messages')
    .values({ id: newId(), thread_id: threadId, author_id: ids[3]!, author_role: 'member', body: 'Hello', created_at: at(J, 85) })
    .execute();
  return { ids, programmeKey: programme.key, pillarKey: programme.pillar };
}

const byMeasure = (c: ClinicalOutcomes, m: MeasureOutcome['measure']) => c.measures.find((x) => x.measure === m)!;

describeWithApp('programme outcomes', (t) => {
  let made: Made;
  let clinician: string;
  let coach: string;

  beforeAll(async () => {
    made = await makeCohort(t);
    clinician = (await createStaff(t, 'clinician')).token;
    coach = (await createStaff(t, 'coach')).token;
  });

  async function clinical(cohort: string, period = 'all'): Promise<ClinicalOutcomes> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/outcomes/clinical?period=${period}&cohort=${cohort}`,
      headers: bearer(clinician),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  async function engagement(cohort: string, period = 'all', token = clinician): Promise<Engagement> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/outcomes/engagement?period=${period}&cohort=${cohort}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('works out blood pressure at target (own target, else under 130/80) from the baseline, with the median change', async () => {
    // Pairs (baseline -> latest systolic): M1 142->128 (-14), M2 135->133 (-2), M3 125->131 (+6),
    // M4 138->136 (-2), M5 160->150 (-10), M7 120->118 (-2); M6 has readings on one day only. Sorted: -14 -10 -2 -2 -2 +6.
    expect(byMeasure(await clinical('all'), 'blood_pressure')).toEqual({
      measure: 'blood_pressure',
      members: 6,
      median_change: -2,
      improved: 2, // M1, M5 (5 mm Hg or more down)
      unchanged: 3,
      worse: 1, // M3
      at_target_baseline: 3, // M3 125/75, M4 138/88 under its own 140/90, M7 120/70
      at_target_now: 3, // M1 128/78, M4, M7
      goal_met: null,
    });
  });

  it('works out the weight change in % of the baseline and the members who lost 5 % or more', async () => {
    // -6 %, -5 %, +0.71 %, +2.22 %, -0.83 %: median -0.83; 5 % or more lost: M1, M2.
    expect(byMeasure(await clinical('all'), 'weight')).toEqual({
      measure: 'weight',
      members: 5,
      median_change: -0.8,
      improved: 2,
      unchanged: 2,
      worse: 1,
      at_target_baseline: null,
      at_target_now: null,
      goal_met: 2,
    });
  });

  it('works out HbA1c against the own target, else 7.0 % or less', async () => {
    // Every member with an HbA1c pair has diabetes: M1, M3, M4 (a result of 6.5 or more), M2 (on the record), M5 (6.6).
    // Changes -0.7, +0.1, +0.6, +0.2, -0.2: median +0.1; improved (0.5 down) M1, worse M3.
    // At target at baseline: M2 6.0, M4 7.0; now: M1 6.8, M2 6.1, M5 6.4 under its own 6.5.
    expect(byMeasure(await clinical('all'), 'hba1c')).toEqual({
      measure: 'hba1c',
      members: 5,
      median_change: 0.1,
      improved: 1,
      unchanged: 3,
      worse: 1,
      at_target_baseline: 2,
      at_target_now: 3,
      goal_met: null,
    });
  });

  it('shows no figure for a group of fewer than 5 (LDL of three members, GAD-7 of none)', async () => {
    const c = await clinical('all');
    for (const m of ['ldl', 'gad7'] as const)
      expect(byMeasure(c, m)).toEqual({
        measure: m,
        members: null,
        median_change: null,
        improved: null,
        unchanged: null,
        worse: null,
        at_target_baseline: null,
        at_target_now: null,
        goal_met: null,
      });
    expect(JSON.stringify(c)).not.toMatch(/Avery|Tremblay|@example/);
  });

  it('works out PHQ-9 band moves', async () => {
    // 16->8 (band 3->1), 12->10 (2->2), 4->6 (0->1), 9->4 (1->0), 21->20 (4->4). Changes sorted -8 -5 -2 -1 +2.
    expect(byMeasure(await clinical('all'), 'phq9')).toEqual({
      measure: 'phq9',
      members: 5,
      median_change: -2,
      improved: 2,
      unchanged: 2,
      worse: 1,
      at_target_baseline: null,
      at_target_now: null,
      goal_met: 2,
    });
  });

  it('works out a programme cohort (M1-M6) and its pillar the same way', async () => {
    for (const cohort of [`programme:${made.programmeKey}`, `pillar:${made.pillarKey}`]) {
      const c = await clinical(cohort);
      // M1..M5 have pairs: -14, -2, +6, -2, -10 -> median -2.
      expect(byMeasure(c, 'blood_pressure')).toMatchObject({
        members: 5,
        median_change: -2,
        improved: 2,
        worse: 1,
        at_target_baseline: 2,
        at_target_now: 2,
      });
      expect(c.cohorts.find((x) => x.key === cohort)).toMatchObject({ members: 6, label: expect.any(String) });
    }
  });

  it('counts the funnel with a denominator for each step', async () => {
    const e = await engagement('all');
    // 9 joined; M8 unverified; onboarding by M1-M5; a programme for M1-M6.
    // Joined 30+ days ago: M1-M7 and M9 (8); active in days 17-30: M1, M2, M3 (day 20, 20, 25), M9 (day 20).
    // Joined 60 and 90+ days ago: M1-M7 (7); days 47-60: M1, M2 (day 50); days 77-90: M1 (day 80), M4 (message day 85).
    expect(e.funnel).toEqual([
      { step: 'registered', members: 9, of: 9 },
      { step: 'verified', members: 8, of: 9 },
      { step: 'onboarded', members: 5, of: 9 },
      { step: 'first_programme', members: 6, of: 9 },
      { step: 'active_30', members: 4, of: 8 },
      { step: 'active_60', members: 2, of: 7 },
      { step: 'active_90', members: 2, of: 7 },
    ]);
  });

  it('counts weekly active members over the last complete weeks', async () => {
    const e = await engagement('all');
    const weeks = weeksBefore(NOW, 12);
    expect(e.weekly_active.map((w) => w.week_start)).toEqual(weeks.map((w) => w.start));
    // Events in the last 12 weeks: 100 days after joining for M1..M7 is 100 days ago (out of range);
    // day 120 (80 days ago): M3 and M5's readings; day 150 (50 days ago): M1-M5's weights and HbA1c;
    // M9's activity 25 days ago; M8 nothing.
    const expected = new Map<string, Set<number>>();
    const add = (daysAgo: number, who: number[]) => {
      const iso = new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString();
      const week = weeks.find((w) => iso >= w.start && iso < w.end);
      if (!week) return;
      const set = expected.get(week.start) ?? new Set<number>();
      for (const i of who) set.add(i);
      expected.set(week.start, set);
    };
    add(80, [2, 4]);
    add(50, [0, 1, 2, 3, 4]);
    add(25, [8]);
    const joinedBy = (end: string) =>
      [200, 200, 200, 200, 200, 200, 200, 20, 45].filter((d) => new Date(NOW.getTime() - d * DAY_MS).toISOString() < end).length;
    expect(e.weekly_active).toEqual(
      weeks.map((w) => {
        const of = joinedBy(w.end);
        const active = expected.get(w.start)?.size ?? 0;
        return { week_start: w.start, members: of < 5 ? null : active, of: of < 5 ? null : of };
      }),
    );
  });

  it('groups by enrolment month, age band and sex', async () => {
    const e = await engagement('all');
    const month = `month:${at(200, 0).slice(0, 7)}`;
    const sizes = Object.fromEntries(e.cohorts.map((c) => [c.key, c.members]));
    expect(sizes[month]).toBe(7);
    expect(sizes['age:50-59']).toBe(5);
    expect(sizes['age:under-40']).toBeNull(); // M6, M7: fewer than 5
    expect(sizes['sex:female']).toBe(5);
    expect(sizes['all']).toBe(9);
    expect((await engagement('sex:female')).funnel[0]).toEqual({ step: 'registered', members: 5, of: 5 });
  });

  it('counts only the members who joined within the period: two in 90 days is fewer than 5', async () => {
    const e = await engagement('all', '90d');
    expect(e.funnel.every((s) => s.members === null && s.of === null)).toBe(true);
    expect(byMeasure(await clinical('all', '90d'), 'blood_pressure').members).toBeNull();
  });

  it('works out the four periods together, as the nightly pass does, exactly as each alone', async () => {
    const runs = await periodsTogetherAndAlone(t, new Date());
    for (const r of runs) expect(r.together, r.period).toEqual(r.alone);
    // The periods differ (nine members in all, two in 90 days), so the test compares different answers.
    const registered = (period: string) =>
      runs.find((r) => r.period === period)!.alone.find((c) => c.cohort === 'all')?.figures.funnel.registered;
    expect(registered('all')).toBe(9);
    expect(registered('90d')).toBe(2);
  });

  it('lets a coach read the engagement but not the clinical outcomes', async () => {
    expect((await engagement('all', 'all', coach)).funnel[0]!.members).toBe(9);
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/outcomes/clinical?period=all&cohort=all', headers: bearer(coach) });
    expect(res.statusCode).toBe(403);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/staff/outcomes/clinical/csv?period=all&cohort=all',
      headers: bearer(coach),
    });
    expect(csv.statusCode).toBe(403);
  });

  it('downloads each table as CSV, withheld figures as "fewer than 5", and logs the views and downloads', async () => {
    const before = await t.db.selectFrom('access_log').select('action').where('member_id', 'is', null).orderBy('created_at').execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/outcomes/clinical/csv?period=all&cohort=all',
      headers: bearer(clinician),
    });
    expect(res.statusCode).toBe(200);
    const { filename, csv } = res.json<{ filename: string; csv: string }>();
    expect(filename).toMatch(/^outcomes-measures-all-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Measure,Members with a baseline and a later value,Median change,Improved,Unchanged,Worse,At target at baseline,At target now,"Lost 5 % or more, or moved down a band or a risk category"',
    );
    expect(lines[1]).toBe(
      '"Blood pressure (systolic, mm Hg; of members with 2 or more readings in their first and in their last 7 days of readings)",6,-2,2,3,1,3,3,',
    );
    expect(lines[4]).toBe(
      'LDL cholesterol (mmol/L),fewer than 5,fewer than 5,fewer than 5,fewer than 5,fewer than 5,fewer than 5,fewer than 5,fewer than 5',
    );
    const funnel = await t.app.inject({
      method: 'GET',
      url: '/api/staff/outcomes/engagement/csv?period=all&cohort=all&table=funnel',
      headers: { ...bearer(clinician), 'accept-language': 'fr-CA' },
    });
    expect(funnel.json<{ csv: string }>().csv.split('\r\n').slice(0, 2)).toEqual(['Étape,Membres,Sur', 'Inscrits,9,9']);
    await engagement('all');
    const after = await t.db
      .selectFrom('access_log')
      .select(['action', 'detail'])
      .where('member_id', 'is', null)
      .orderBy('created_at')
      .execute();
    const added = after.slice(before.length).map((r) => `${r.action}|${r.detail}`);
    expect(added).toEqual([
      "Downloaded a table of the programme's results|measures all all",
      "Downloaded a table of the programme's results|funnel all all",
      "Viewed the programme's results|engagement all all",
    ]);
  });
});

describeWithApp('outcomes computed once a day', (t) => {
  it('is computed by one copy however many try, and stored per cohort', async () => {
    await createMember(t);
    const copies = [0, 1, 2].map(() => outcomeServiceOf(t));
    const now = new Date();
    const results = await Promise.all(copies.map((c) => c.computeAndStore('365d', now)));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const runs = await t.db.selectFrom('outcome_runs').selectAll().where('period', '=', '365d').execute();
    expect(runs).toHaveLength(1);
    expect(runs[0]!.finished_at).not.toBeNull();
    // A later pass of any copy finds the day done: nothing is computed again.
    expect(await copies[1]!.computeAndStore('365d', now)).toBeNull();
    const rows = await t.db.selectFrom('outcome_figures').select(['cohort', 'computed_at']).where('period', '=', '365d').execute();
    expect(rows.map((r) => r.cohort)).toContain('all');
  });

  it('takes over a claim left unfinished by a copy that stopped, once its lease has run out', async () => {
    const service = outcomeServiceOf(t);
    const now = new Date();
    const day = service.clinicDay(now);
    const long = new Date(now.getTime() - 2 * 60 * 60 * 1000).toISOString();
    await t.db
      .insertInto('outcome_runs')
      .values({ day, period: '180d', claim_token: 'gone', claimed_at: long, finished_at: null })
      .execute();
    expect(await service.computeAndStore('180d', now)).not.toBeNull();
    const fresh = now.toISOString();
    await t.db
      .insertInto('outcome_runs')
      .values({ day, period: '90d', claim_token: 'busy', claimed_at: fresh, finished_at: null })
      .execute();
    expect(await service.computeAndStore('90d', now)).toBeNull();
  });
});

describeWithApp('the nightly pass', (t) => {
  it('stores every period of a pass once, worked out together, and a second pass computes nothing', async () => {
    await createMember(t);
    const service = outcomeServiceOf(t);
    const now = new Date();
    const day = service.clinicDay(now);
    await service.pass(now);
    const runs = await t.db.selectFrom('outcome_runs').selectAll().where('day', '=', day).orderBy('period').execute();
    expect(runs.map((r) => [r.period, r.finished_at !== null])).toEqual([
      ['180d', true],
      ['365d', true],
      ['90d', true],
      ['all', true],
    ]);
    const stored = async () =>
      await t.db
        .selectFrom('outcome_figures')
        .select(['period', 'cohort', 'computed_at'])
        .where('day', '=', day)
        .orderBy('period')
        .orderBy('cohort')
        .execute();
    const before = await stored();
    expect(before.filter((r) => r.cohort === 'all').map((r) => r.period)).toEqual(['180d', '365d', '90d', 'all']);
    await outcomeServiceOf(t).pass(now);
    expect(await stored()).toEqual(before);
  });
});

describeWithApp("the demo's year of members", (t) => {
  it('gives every chart of the results page something to say', async () => {
    expect(await seedDemoCohort(t.db)).toBe(300);
    // Seeding again replaces them: still 300.
    expect(await seedDemoCohort(t.db)).toBe(300);
    const service = outcomeServiceOf(t);
    const cohorts = await service.compute('all', new Date());
    const all = cohorts.find((c) => c.cohort === 'all')!.figures;
    expect(all.funnel.registered).toBe(300);
    for (const step of ['verified', 'onboarded', 'first_programme', 'active_30', 'active_60', 'active_90'] as const)
      expect(all.funnel[step], step).toBeGreaterThanOrEqual(5);
    for (const [measure, m] of Object.entries(all.measures)) expect(m?.members ?? 0, measure).toBeGreaterThanOrEqual(5);
    expect(all.weeks.every((w) => w.active >= 5)).toBe(true);
    // Decision 0115's figures: every group of 5 or more.
    for (const key of ['active_members', 'programme_members', 'message_members', 'request_members'] as const)
      expect(all.engagement?.[key], key).toBeGreaterThanOrEqual(5);
    expect(cohorts.filter((c) => c.cohort.startsWith('programme:')).length).toBeGreaterThan(3);
  });
});

describe('weeks', () => {
  it('are the complete Monday-to-Sunday weeks before the current one', () => {
    expect(weeksBefore(new Date('2026-11-29T12:00:00Z'), 2)).toEqual([
      { start: '2026-11-09', end: '2026-11-16' },
      { start: '2026-11-16', end: '2026-11-23' },
    ]);
  });
});
