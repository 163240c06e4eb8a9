import { beforeAll, expect, it } from 'vitest';
import type { ClinicalOutcomes, MeasureOutcome } from '@wellpath/shared/outcomes/wire';
import { DAY_MS } from '../../lib/clock.js';
import { newId } from '../../lib/tokens.js';
import { insertActivity, insertBp, insertReport, markerId } from '../../test/outcome-rows.js';
import { bearer, createMember, createStaff, describeWithApp, type TestApp } from '../../test/helpers.js';

// Decision 0107: three figures of the programme's results that read more reassuring than their numbers,
// against a hand-made cohort whose every answer is worked out below: ten members (P0-P9) who joined
// 200 days ago. Blood pressure is the average of 2 or more readings at each end, read as shown; HbA1c
// counts only the members a target applies to; activity from two sources counts once.

const NOW = new Date();
const JOIN = new Date(NOW.getTime() - 200 * DAY_MS);
/** An instant `days` (fractions too) after joining. */
const at = (days: number) => new Date(JOIN.getTime() + days * DAY_MS).toISOString();
const dayOf = (iso: string) => iso.slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);
const JOIN_DAY = dayOf(JOIN.toISOString());
const TODAY = dayOf(NOW.toISOString());

async function makeCohort(t: TestApp): Promise<string[]> {
  const db = t.db;
  const ids: string[] = [];
  for (let i = 0; i < 10; i++) {
    const m = await createMember(t, { sex: 'female', dateOfBirth: '1970-05-05' });
    await db
      .updateTable('users')
      .set({ created_at: at(0), email_verified_at: at(0) })
      .where('id', '=', m.userId)
      .execute();
    ids.push(m.userId);
  }

  // --- Blood pressure: [day, systolic, diastolic, source?] ---
  const bp = (i: number, day: number, systolic: number, diastolic: number, source = 'manual') =>
    insertBp(db, ids[i]!, at(day), systolic, diastolic, source);
  // P0: 128/78 and 133/83 average 130.5/80.5, shown 131/81; 129/79 and 130/80 average 129.5/79.5, shown 130/80.
  // Neither is under 130/80 (one reading, 128/78, was). Change -1.
  await bp(0, 2, 128, 78);
  await bp(0, 2.01, 133, 83);
  await bp(0, 150, 129, 79);
  await bp(0, 150.01, 130, 80);
  // P1: 138/88 -> 125/75 (days 148 and 150, both in the 7 days up to the newest). Change -13.
  await bp(1, 1, 140, 90);
  await bp(1, 1.01, 136, 86);
  await bp(1, 148, 126, 76);
  await bp(1, 150, 124, 74);
  // P2: 125/77 -> 121/73, at target at both ends. Change -4.
  await bp(2, 0.1, 124, 76);
  await bp(2, 0.2, 126, 78);
  await bp(2, 160, 122, 74);
  await bp(2, 161, 120, 72);
  // P3: days 3 and 5 (both within 7 days of the first) 148/93 -> 154/97. Change +6.
  await bp(3, 3, 150, 95);
  await bp(3, 5, 146, 91);
  await bp(3, 150, 152, 96);
  await bp(3, 150.01, 156, 98);
  // P4: 5 and 3 days before joining, 129/79 and 129/80: diastolic 79.5 shows as 80, not under 80. -> 119/71. Change -10.
  await bp(4, -5, 129, 79);
  await bp(4, -3, 129, 80);
  await bp(4, 150, 118, 70);
  await bp(4, 150.01, 120, 72);
  // P5: one reading in the 7 days from the first (day 10 is after them): no baseline, not counted.
  await bp(5, 2, 135, 85);
  await bp(5, 10, 131, 81);
  await bp(5, 150, 128, 78);
  await bp(5, 150.01, 127, 77);
  // P6: one reading in the 7 days up to the newest (day 140 is before them): no latest, not counted.
  await bp(6, 1, 130, 80);
  await bp(6, 1.01, 132, 82);
  await bp(6, 140, 121, 71);
  await bp(6, 150, 120, 70);
  // P7: one reading typed and imported from the cuff's app (same values, same minute) is one reading: not counted.
  await bp(7, 1, 138, 88);
  await bp(7, 1, 138, 88, 'withings');
  await bp(7, 150, 128, 78);
  await bp(7, 150.01, 126, 76);

  // --- HbA1c (days 5 and 150) and what tells diabetes ---
  const markers = { hba1c: await markerId(db, 'hba1c'), glucose: await markerId(db, 'fasting-glucose') };
  const lab = (i: number, day: number, key: 'hba1c' | 'glucose', value: number) =>
    insertReport(db, ids[i]!, at(day), [{ markerId: markers[key], value, unit: key === 'hba1c' ? '%' : 'mmol/L' }]);
  for (const [i, a, b] of [
    [0, 7.5, 6.9], // type 2 diabetes on the record
    [1, 6.2, 6.3], // diabetes ticked on the newest health profile
    [2, 6.5, 6.1], // diabetes from the lab: 6.5 % at baseline
    [3, 6.3, 6.2], // diabetes from a fasting glucose of 7.1
    [4, 6.2, 5.9], // no diabetes, her own HbA1c target of 6.0 %
    [5, 5.6, 5.4], // no diabetes: not counted
    [6, 6.0, 6.4], // prediabetes: not counted
    [7, 5.8, 5.7], // ticked diabetes once, then "none" on the newest health profile: not counted
  ] as const) {
    await lab(i, 5, 'hba1c', a);
    await lab(i, 150, 'hba1c', b);
  }
  await lab(3, 20, 'glucose', 7.1);
  const condition = (await db.selectFrom('conditions').select('id').where('key', '=', 'type-2-diabetes').executeTakeFirstOrThrow()).id;
  await db
    .insertInto('user_conditions')
    .values({ user_id: ids[0]!, condition_id: condition, created_at: at(1), source: null })
    .execute();
  const profile = (await db.selectFrom('surveys').select('id').where('key', '=', 'health-profile').executeTakeFirstOrThrow()).id;
  const answered = (i: number, day: number, conditions: string[]) =>
    db
      .insertInto('survey_responses')
      .values({
        id: newId(),
        user_id: ids[i]!,
        survey_id: profile,
        answers: JSON.stringify({ smoking: 'smoke_never', conditions }),
        score: null,
        range_text: null,
        alerts: '[]',
        outcomes: '[]',
        completed_at: at(day),
      })
      .execute();
  await answered(1, 2, ['cond_type2_diabetes']);
  await answered(7, 2, ['cond_type2_diabetes']);
  await answered(7, 50, ['cond_none']);
  await db
    .insertInto('member_targets')
    .values({
      id: newId(),
      user_id: ids[4]!,
      kind: 'hba1c',
      value: 6.0,
      diastolic: null,
      note: 'Back to the normal range.',
      set_by: null,
      set_by_name: 'Dr Haddad',
      set_at: at(1),
    })
    .execute();

  // --- Activity: the first 7 days after joining and the last 7 complete days ---
  const activity = (i: number, date: string, type: 'walking' | 'running' | 'cycling', minutes: number, source = 'manual') =>
    insertActivity(db, ids[i]!, { date, type, minutes, intensity: type === 'running' ? 'vigorous' : 'moderate', source });
  const first = (d: number) => addDays(JOIN_DAY, d);
  const last = (d: number) => addDays(TODAY, -d);
  // P0: one walk typed and imported from two apps: 62 (the largest source), not 182; then 100 twice (typed, imported) and a 60-minute run: 160.
  await activity(0, first(1), 'walking', 60);
  await activity(0, first(1), 'walking', 62, 'apple-health');
  await activity(0, first(1), 'walking', 60, 'google-fit');
  await activity(0, last(2), 'walking', 100);
  await activity(0, last(2), 'walking', 100, 'garmin');
  await activity(0, last(2), 'running', 60);
  // P1: two walks typed on one day count both (90) against the app's 80: 90; then the app's 150 against 30 typed: 150.
  await activity(1, first(0), 'walking', 40);
  await activity(1, first(0), 'walking', 50);
  await activity(1, first(0), 'walking', 80, 'fitbit');
  await activity(1, last(3), 'walking', 150, 'fitbit');
  await activity(1, last(3), 'walking', 30);
  // P2: 80 typed and imported: 80 (not 160, which met 150); then a typed walk and an imported ride, two activities: 160.
  await activity(2, first(2), 'walking', 80);
  await activity(2, first(2), 'walking', 80, 'apple-health');
  await activity(2, last(1), 'walking', 70);
  await activity(2, last(1), 'cycling', 90, 'strava');
  // P3: nothing, then one walk told three times: 75 (not 225).
  await activity(3, last(4), 'walking', 75);
  await activity(3, last(4), 'walking', 75, 'apple-health');
  await activity(3, last(4), 'walking', 75, 'google-fit');
  return ids;
}

const byMeasure = (c: ClinicalOutcomes, m: MeasureOutcome['measure']) => c.measures.find((x) => x.measure === m)!;

describeWithApp('programme outcomes as reviewed (decision 0107)', (t) => {
  let clinician: string;
  let clinical: ClinicalOutcomes;

  beforeAll(async () => {
    await makeCohort(t);
    clinician = (await createStaff(t, 'clinician')).token;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/outcomes/clinical?period=all&cohort=all',
      headers: bearer(clinician),
    });
    expect(res.statusCode, res.body).toBe(200);
    clinical = res.json();
  });

  it('reads blood pressure at each end as the average of 2 or more readings, shown in whole mm Hg', () => {
    // Counted: P0 131/81 -> 130/80 (-1), P1 138/88 -> 125/75 (-13), P2 125/77 -> 121/73 (-4), P3 148/93 -> 154/97 (+6),
    // P4 129/80 -> 119/71 (-10). Not counted: P5, P6 and P7 (one reading at an end), P8, P9 (none).
    // Sorted -13 -10 -4 -1 +6: median -4. Improved (5 down): P1, P4; worse: P3.
    // Under 130/80 at baseline: P2 only (P0's 131/81 and P4's 129/80 are not); now: P1, P2, P4 (P0's 130/80 is not).
    expect(byMeasure(clinical, 'blood_pressure')).toEqual({
      measure: 'blood_pressure',
      members: 5,
      median_change: -4,
      improved: 2,
      unchanged: 2,
      worse: 1,
      at_target_baseline: 1,
      at_target_now: 3,
      goal_met: null,
    });
  });

  it('counts HbA1c only for the members a target applies to: diabetes (record, health profile, labs) or their own target', () => {
    // Counted: P0 7.5 -> 6.9 (-0.6), P1 6.2 -> 6.3 (+0.1), P2 6.5 -> 6.1 (-0.4), P3 6.3 -> 6.2 (-0.1), P4 6.2 -> 5.9 (-0.3).
    // Not: P5 (no diabetes), P6 (prediabetes), P7 (the newest health profile says none).
    // Sorted -0.6 -0.4 -0.3 -0.1 +0.1: median -0.3. Improved (0.5 down): P0. At target (7.0 or less; P4 6.0):
    // baseline P1, P2, P3; now all five.
    expect(byMeasure(clinical, 'hba1c')).toEqual({
      measure: 'hba1c',
      members: 5,
      median_change: -0.3,
      improved: 1,
      unchanged: 4,
      worse: 0,
      at_target_baseline: 3,
      at_target_now: 5,
      goal_met: null,
    });
  });

  it('counts activity from two sources once: per day and type, the largest source', () => {
    // Minutes, first week -> last week: P0 62 -> 160 (+98), P1 90 -> 150 (+60), P2 80 -> 160 (+80), P3 0 -> 75 (+75),
    // P4-P9 0 -> 0. Ten members (all joined 14 days ago or more); sorted 0 x6, 60, 75, 80, 98: median 0.
    // Improved (30 up): P0-P3. At 150 at baseline: none (summing the sources read 182, 170, 160); now P0, P1, P2.
    expect(byMeasure(clinical, 'activity')).toEqual({
      measure: 'activity',
      members: 10,
      median_change: 0,
      improved: 4,
      unchanged: 6,
      worse: 0,
      at_target_baseline: 0,
      at_target_now: 3,
      goal_met: null,
    });
  });

  it('says who each of these figures counts, in both languages', async () => {
    const csv = async (lang: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/staff/outcomes/clinical/csv?period=all&cohort=all',
        headers: { ...bearer(clinician), 'accept-language': lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ csv: string }>().csv.trim().split('\r\n');
    };
    const en = await csv('en-CA');
    expect(en[1]).toBe(
      '"Blood pressure (systolic, mm Hg; of members with 2 or more readings in their first and in their last 7 days of readings)",5,-4,2,2,1,1,3,',
    );
    expect(en[3]).toBe('HbA1c (% points; of members with diabetes or their own HbA1c target),5,-0.3,1,4,0,3,5,');
    const fr = await csv('fr-CA');
    expect(fr[1]).toBe(
      '"Pression artérielle (systolique, mm Hg; sur : membres ayant au moins 2 mesures dans leurs 7 premiers et dans leurs 7 derniers jours de mesures)",5,-4,2,2,1,1,3,',
    );
    expect(fr[3]).toBe('HbA1c (points de %; sur : membres diabétiques ou ayant leur propre cible d’HbA1c),5,-0.3,1,4,0,3,5,');
  });
});
