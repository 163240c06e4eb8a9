import { beforeAll, expect, it } from 'vitest';
import type { ClinicalOutcomes } from '@wellpath/shared/outcomes/wire';
import { addDays } from '@wellpath/shared/programs/progress';
import { DAY_MS } from '../../lib/clock.js';
import { insertActivity } from '../../test/outcome-rows.js';
import { bearer, createMember, createStaff, describeWithApp, type TestMember } from '../../test/helpers.js';

// Decision 0127: the activity measure counts the minutes tracked in programmes as the member's own
// screens count them (decision 0074): each programme is one more source, of which the largest counts
// per day and type. The minutes are tracked through the programmes' own calls, as members track them.

const NOW = new Date();
const JOIN = new Date(NOW.getTime() - 20 * DAY_MS);
const JOIN_DAY = JOIN.toISOString().slice(0, 10);
const TODAY = NOW.toISOString().slice(0, 10);
/** A day of the first week after joining (0-6), and of the last 7 complete days (1-7 days ago). */
const first = (d: number) => addDays(JOIN_DAY, d);
const last = (d: number) => addDays(TODAY, -d);

const BRISK = 'Brisk (I could talk but not sing)';
const EASY = 'Easy (I could sing)';
const VERY_BRISK = 'Very brisk (hard to say more than a few words)';

describeWithApp('the activity measure with minutes tracked in programmes (decision 0127)', (t) => {
  let clinical: ClinicalOutcomes;

  async function start(m: TestMember, key: string): Promise<{ id: string; exercises: Array<{ exercise_id: string; sets: number }> }> {
    const res = await t.app.inject({ method: 'POST', url: `/api/programs/${key}/start`, headers: bearer(m.token), payload: {} });
    expect(res.statusCode, res.body).toBe(201);
    const { program, progress } = res.json();
    await t.db
      .updateTable('program_enrollments')
      .set({ started_at: JOIN.toISOString(), start_day: JOIN_DAY })
      .where('id', '=', progress._id)
      .execute();
    return { id: program._id, exercises: program.exercises };
  }

  async function track(m: TestMember, programId: string, body: object, lang = 'en-CA') {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/programs/${programId}/track`,
      headers: { ...bearer(m.token), 'accept-language': lang },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Cardio intervals: the two warm-up walks (5 minutes each, moderate walking) and the 20-minute intervals (vigorous running). */
  function intervals(exercises: Array<{ exercise_id: string; sets: number }>, done: { walks: number; intervals: boolean }) {
    const [walk, jog] = exercises;
    const set = (amount: number, completed: boolean) => ({ amount: String(amount), weight: '', notes: '', unit: 'minutes', completed });
    return [
      { exercise_id: walk!.exercise_id, sets_completed: [set(5, done.walks >= 1), set(5, done.walks >= 2)] },
      { exercise_id: jog!.exercise_id, sets_completed: [set(20, done.intervals)] },
    ];
  }

  beforeAll(async () => {
    const members: TestMember[] = [];
    for (let i = 0; i < 5; i++) {
      const m = await createMember(t);
      await t.db
        .updateTable('users')
        .set({ created_at: JOIN.toISOString(), email_verified_at: JOIN.toISOString() })
        .where('id', '=', m.userId)
        .execute();
      members.push(m);
    }
    const [p0, p1, p2, p3, p4] = members as [TestMember, TestMember, TestMember, TestMember, TestMember];

    // P0, Walk to 150: 40 brisk minutes and 30 easy ones (light: not counted) in the first week: 40.
    // The last week: three days of 50, one answered in French: 150.
    const w0 = (await start(p0, 'walk-to-150')).id;
    await track(p0, w0, { date: first(1), item_values: { 0: 40, 1: BRISK } });
    await track(p0, w0, { date: first(2), item_values: { 0: 30, 1: EASY } });
    await track(p0, w0, { date: last(2), item_values: { 0: 50, 1: BRISK } });
    await track(p0, w0, { date: last(3), item_values: { 0: 50, 1: VERY_BRISK } });
    await track(p0, w0, { date: last(4), item_values: { 0: 50, 1: 'Rapide (je pouvais parler, mais pas chanter)' } }, 'fr-CA');
    // Minutes with no answer to how brisk: light, not counted.
    await track(p0, w0, { date: last(5), item_values: { 0: 45 } });

    // P1: a walk of 20 logged in the first week: 20. The last week: 60 brisk minutes tracked and the same
    // walk logged as 45 (the larger, 60, counts once), and a 100-minute run logged: 160.
    const w1 = (await start(p1, 'walk-to-150')).id;
    await insertActivity(t.db, p1.userId, { date: first(3), type: 'walking', minutes: 20, intensity: 'moderate', source: 'manual' });
    await track(p1, w1, { date: last(1), item_values: { 0: 60, 1: BRISK } });
    await insertActivity(t.db, p1.userId, { date: last(1), type: 'walking', minutes: 45, intensity: 'moderate', source: 'manual' });
    await insertActivity(t.db, p1.userId, { date: last(6), type: 'running', minutes: 100, intensity: 'vigorous', source: 'manual' });

    // P2, Cardio intervals: in the first week both walks and the intervals (10 walking + 20 running), and a
    // day with one walk done and the intervals not: 35. The last week: five full days: 150.
    const c2 = await start(p2, 'cardio-intervals');
    await track(p2, c2.id, { date: first(0), exercise_tracking: intervals(c2.exercises, { walks: 2, intervals: true }) });
    await track(p2, c2.id, { date: first(4), exercise_tracking: intervals(c2.exercises, { walks: 1, intervals: false }) });
    for (const d of [1, 2, 3, 5, 7])
      await track(p2, c2.id, { date: last(d), exercise_tracking: intervals(c2.exercises, { walks: 2, intervals: true }) });

    // P3: nothing in the first week; the last, 50 tracked and the same walk imported as 70 from a phone: 70.
    const w3 = (await start(p3, 'walk-to-150')).id;
    await track(p3, w3, { date: last(2), item_values: { 0: 50, 1: BRISK } });
    await insertActivity(t.db, p3.userId, { date: last(2), type: 'walking', minutes: 70, intensity: 'moderate', source: 'apple-health' });

    // P4: nothing, but a tracked day of another shape than the schema's (written by an older version, say):
    // no minutes, and no error for the whole computation.
    const c4 = await start(p4, 'cardio-intervals');
    await track(p4, c4.id, {
      date: last(2),
      exercise_tracking: [{ exercise_id: c4.exercises[0]!.exercise_id, sets_completed: [] }],
    });
    const enrolment = await t.db.selectFrom('program_enrollments').select('id').where('user_id', '=', p4.userId).executeTakeFirstOrThrow();
    const walk = c4.exercises[0]!.exercise_id;
    const odd = [
      JSON.stringify({ a: [{ exercise_id: walk, sets_completed: { amount: 'x' } }] }),
      JSON.stringify([
        'x',
        3,
        {
          exercise_id: walk,
          sets_completed: ['y', { amount: '5', unit: 'minutes', completed: true }, { amount: 5, unit: 'minutes', completed: 'yes' }],
        },
      ]),
    ];
    for (const [i, exerciseTracking] of odd.entries())
      await t.db
        .insertInto('tracking_entries')
        .values({
          id: `odd-${i}-${c4.id}`,
          enrollment_id: enrolment.id,
          user_id: p4.userId,
          date: last(3 + i * 2),
          completed_items: '[]',
          item_values: '[]',
          exercise_tracking: exerciseTracking,
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })
        .execute();

    const clinician = (await createStaff(t, 'clinician')).token;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/outcomes/clinical?period=all&cohort=all',
      headers: bearer(clinician),
    });
    expect(res.statusCode, res.body).toBe(200);
    clinical = res.json();
  });

  it('counts the programmes’ minutes, once where the same activity was also logged', () => {
    // First week -> last week: P0 40 -> 150 (+110), P1 20 -> 160 (+140), P2 35 -> 150 (+115), P3 0 -> 70 (+70),
    // P4 0 -> 0. Sorted 0, 70, 110, 115, 140: median 110. Improved (30 up): P0-P3. At 150: none at baseline;
    // now P0, P1, P2. Without the programmes' minutes it read 0 -> 0, 20 -> 145, 0 -> 0, 0 -> 70, 0 -> 0: none at 150.
    expect(clinical.measures.find((m) => m.measure === 'activity')).toEqual({
      measure: 'activity',
      members: 5,
      median_change: 110,
      improved: 4,
      unchanged: 1,
      worse: 0,
      at_target_baseline: 0,
      at_target_now: 3,
      goal_met: null,
    });
  });
});
