import { describe, expect, it } from 'vitest';
import { CHOLESTEROL_MG_PER_MMOL, modifiedRiskPercent } from '@wellpath/shared/health/heart-risk';
import { heartRiskSchema } from '@wellpath/shared/health/wire';
import { bearer, completeAnswers, createMember, describeWithApp, surveyFromContent, type TestApp } from '../../test/helpers.js';
import { CONDITIONS, HEALTH_PROFILE, MARKERS, SCENARIO_PROGRAMS } from './heart-risk.service.js';
import { shownHeartAge, shownPercent } from './heart-risk.presenter.js';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
/** A date of birth that makes the member `age` today (UTC), whatever today is. */
const bornAged = (age: number) => {
  const d = new Date();
  return `${d.getUTCFullYear() - age}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
};

describe('how the estimate is shown', () => {
  it.each([
    [9.94, 9.9],
    [9.96, 9.9],
    [9.9999999999, 9.9],
    [10, 10],
    [10.04, 10],
    [14.7, 14.7],
    [19.99, 19.9],
    [20, 20],
    [0.04, 0],
  ])('shows a risk of %f %% as %f %%, never in a higher category', (percent, shown) => {
    expect(shownPercent(percent)).toBe(shown);
  });

  it.each([
    [29.4, { years: 30, text: 'under 30' }],
    [29.5, { years: 30, text: '30' }],
    [57.2, { years: 57, text: '57' }],
    [80.4, { years: 80, text: '80' }],
    [80.5, { years: 80, text: 'over 80' }],
  ])('shows a heart age of %f as %o', (years, shown) => {
    expect(shownHeartAge(years)).toEqual(shown);
  });
});

describeWithApp('heart risk', (t) => {
  const call = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/healthtracking/heart-risk${query}`, headers: bearer(token) });
  const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const estimate = async (token: string, query = '') => {
    const res = await call(token, query);
    expect(res.statusCode, res.body).toBe(200);
    return heartRiskSchema.parse(res.json());
  };
  const labs = (token: string, values: Array<{ marker_id: string; value: number; unit: string }>, date = daysAgo(30)) =>
    send(token, 'POST', '/api/healthtracking/bloodpresults/reports', { test_date: date, values });
  const reading = (token: string, systolic: number, h: number) =>
    send(token, 'POST', '/api/healthtracking/bloodpressure', { systolic, diastolic: 78, measured_at: hoursAgo(h) });
  const healthProfile = (token: string, answers: Record<string, string | string[]>) =>
    send(token, 'POST', '/api/surveys/health-profile/responses', {
      answers: completeAnswers(surveyFromContent(t, 'health-profile'), answers),
    });
  const condition = (token: string, key: string) => send(token, 'PUT', `/api/conditions/${key}/member`, { has_condition: true });

  /** D'Agostino 2008's worked example (a woman of 61, total 180 / HDL 47 mg/dL, 124 untreated, smoker): 10.48 %. */
  async function paperWoman(t2: TestApp, extra: Record<string, string | string[]> = {}) {
    const m = await createMember(t2, { dateOfBirth: bornAged(61), sex: 'female' });
    // Either unit: total in mg/dL, HDL in mmol/L.
    expect(
      (
        await labs(m.token, [
          { marker_id: 'total-cholesterol', value: 180, unit: 'mg/dL' },
          { marker_id: 'hdl-c', value: 1.22, unit: 'mmol/L' },
        ])
      ).statusCode,
    ).toBe(201);
    await reading(m.token, 122, 3);
    await reading(m.token, 126, 30);
    expect(
      (
        await healthProfile(m.token, {
          smoking: 'smoke_current',
          conditions: ['cond_none'],
          bp_treatment: 'bp_treated_no',
          family_history: 'family_no',
          ...extra,
        })
      ).statusCode,
    ).toBe(201);
    return m;
  }

  it('estimates the risk from what the app holds, with each input dated, and scenarios linked to programmes', async () => {
    const m = await paperWoman(t);
    const r = await estimate(m.token);
    const expected = modifiedRiskPercent({
      sex: 'female',
      age: 61,
      totalCholesterolMgDl: 4.65 * CHOLESTEROL_MG_PER_MMOL,
      hdlMgDl: 1.22 * CHOLESTEROL_MG_PER_MMOL,
      systolic: 124,
      treatedForBloodPressure: false,
      smoker: true,
      diabetes: false,
      familyHistory: false,
    });
    expect(expected).toBeCloseTo(10.48, 0);
    expect(r.riskPercent).toBe(shownPercent(expected));
    expect(r.category).toBe('intermediate');
    expect(r.heartAge!.years).toBeGreaterThan(61);
    expect(r.notApplicableReason).toBeNull();
    expect(r.missing).toEqual([]);
    expect(r.inputs).toMatchObject({
      age: { value: 61, date: bornAged(61) },
      sex: { value: 'female' },
      totalCholesterol: { value: 4.65, date: daysAgo(30) },
      hdlCholesterol: { value: 1.22, date: daysAgo(30) },
      systolic: { value: 124, source: expect.stringMatching(/7-day home average \(2 readings\)/) },
      treatedForBloodPressure: { value: false, date: today() },
      smoker: { value: true, date: today() },
      diabetes: { value: false, date: today() },
      familyHistory: { value: false, date: today() },
    });
    expect(r.scenarios.map((s) => [s.key, s.program?.key])).toEqual([
      ['systolic', 'sodium-reset-2wk'],
      ['smoking', 'smoke-free-start'],
      ['cholesterol', 'mediterranean-4wk'],
    ]);
    for (const s of r.scenarios) expect(s.riskPercent).toBeLessThan(r.riskPercent!);
    expect(r.scenarios[1]).toMatchObject({ label: 'Not smoking', category: 'low' });
  });

  it('doubles the risk for a premature family history, and counts "not sure" as no and vaping alone as not smoking', async () => {
    const base = (await estimate((await paperWoman(t)).token)).riskPercent!;
    const family = await estimate((await paperWoman(t, { family_history: 'family_yes' })).token);
    expect(family.riskPercent).toBeCloseTo(2 * base, 0);
    expect(family.category).toBe('high');
    const unsure = await estimate((await paperWoman(t, { family_history: 'family_unsure' })).token);
    expect(unsure.riskPercent).toBe(base);
    expect(unsure.inputs.familyHistory).toMatchObject({ value: false, source: expect.stringMatching(/not sure/) });
    const vaper = await estimate((await paperWoman(t, { smoking: 'vape_current' })).token);
    expect(vaper.inputs.smoker).toMatchObject({ value: false, source: expect.stringMatching(/vaping/) });
    expect(vaper.riskPercent).toBeLessThan(base);
  });

  it('uses the newest lab result of each marker and the newest health profile answers', async () => {
    const m = await paperWoman(t);
    const before = (await estimate(m.token)).riskPercent!;
    await labs(m.token, [{ marker_id: 'hdl-c', value: 1.8, unit: 'mmol/L' }], daysAgo(5));
    await labs(m.token, [{ marker_id: 'hdl-c', value: 0.9, unit: 'mmol/L' }], daysAgo(400));
    await healthProfile(m.token, {
      smoking: 'smoke_former',
      conditions: ['cond_none'],
      bp_treatment: 'bp_treated_no',
      family_history: 'family_no',
    });
    const after = await estimate(m.token);
    expect(after.inputs.hdlCholesterol).toMatchObject({ value: 1.8, date: daysAgo(5) });
    expect(after.inputs.smoker?.value).toBe(false);
    expect(after.riskPercent).toBeLessThan(before);
    expect(after.scenarios.map((s) => s.key)).not.toContain('smoking');
  });

  it('uses the HDL the member sees as the latest, even when two results tie on test day and entry time', async () => {
    const m = await paperWoman(t);
    await labs(m.token, [{ marker_id: 'hdl-c', value: 1.1, unit: 'mmol/L' }], daysAgo(3));
    await labs(m.token, [{ marker_id: 'hdl-c', value: 1.7, unit: 'mmol/L' }], daysAgo(3));
    // Both entered in the same millisecond (an import writes a whole file at once): only the id is left to order them.
    const hdl = await t.db
      .selectFrom('blood_results as r')
      .innerJoin('blood_markers as k', 'k.id', 'r.marker_id')
      .select(['r.id', 'r.created_at'])
      .where('r.user_id', '=', m.userId)
      .where('k.key', '=', 'hdl-c')
      .where('r.test_date', '=', daysAgo(3))
      .execute();
    expect(hdl).toHaveLength(2);
    await t.db
      .updateTable('blood_results')
      .set({ created_at: hdl[0]!.created_at })
      .where(
        'id',
        'in',
        hdl.map((r) => r.id),
      )
      .execute();
    const latest = (await t.app.inject({ method: 'GET', url: '/api/healthtracking/bloodpresults/latest', headers: bearer(m.token) }))
      .json()
      .results.find((r: { marker_key: string }) => r.marker_key === 'hdl-c');
    expect((await estimate(m.token)).inputs.hdlCholesterol).toMatchObject({ value: latest.value, date: daysAgo(3) });
  });

  it('names each missing input with where to add it, and gives no number', async () => {
    const m = await createMember(t, { dateOfBirth: bornAged(50) });
    const r = await estimate(m.token);
    expect(r).toMatchObject({ riskPercent: null, category: null, heartAge: null, notApplicableReason: null, scenarios: [] });
    expect(r.inputs.age).toMatchObject({ value: 50 });
    expect(r.missing.map((x) => [x.input, x.path])).toEqual([
      ['sex', '/profile'],
      ['totalCholesterol', '/blood-results'],
      ['hdlCholesterol', '/blood-results'],
      ['systolic', '/blood-pressure'],
      ['treatedForBloodPressure', '/surveys/health-profile/start'],
      ['smoker', '/surveys/health-profile/start'],
      ['diabetes', '/surveys/health-profile/start'],
      ['familyHistory', '/surveys/health-profile/start'],
    ]);
    for (const x of r.missing) expect(x.label.length && x.action.length).toBeGreaterThan(0);
  });

  it('takes a typed systolic only when there is no 7-day home average, and refuses one out of range', async () => {
    const m = await createMember(t, { dateOfBirth: bornAged(55), sex: 'male' });
    expect((await estimate(m.token, '?systolic=142')).inputs.systolic).toEqual({ value: 142, date: null, source: 'The value you typed' });
    expect((await estimate(m.token)).missing.map((x) => x.input)).toContain('systolic');
    const bad = await call(m.token, '?systolic=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The heart risk could not be estimated');
    expect((await call(m.token, '?systolic=300')).statusCode).toBe(400);
    await reading(m.token, 130, 2);
    // One reading is no average: the typed value still counts.
    expect((await estimate(m.token, '?systolic=142')).inputs.systolic?.value).toBe(142);
    await reading(m.token, 134, 20);
    expect((await estimate(m.token, '?systolic=142')).inputs.systolic).toMatchObject({
      value: 132,
      source: expect.stringMatching(/home average/),
    });
  });

  it('says why it does not apply, with no number: outside 30-74, heart disease or stroke, diabetes at 40+, kidney disease', async () => {
    const reason = async (m: { token: string }) => {
      const r = await estimate(m.token);
      if (r.notApplicableReason) expect(r).toMatchObject({ riskPercent: null, category: null, heartAge: null, missing: [], scenarios: [] });
      return r.notApplicableReason?.code ?? null;
    };
    expect(await reason(await createMember(t, { dateOfBirth: bornAged(29) }))).toBe('age_below_30');
    expect(await reason(await createMember(t, { dateOfBirth: bornAged(30) }))).toBeNull();
    expect(await reason(await createMember(t, { dateOfBirth: bornAged(74) }))).toBeNull();
    expect(await reason(await createMember(t, { dateOfBirth: bornAged(75) }))).toBe('age_above_74');

    const heart = await createMember(t, { dateOfBirth: bornAged(50) });
    expect((await condition(heart.token, 'cardiovascular-disease')).statusCode).toBe(200);
    expect(await reason(heart)).toBe('heart_disease_or_stroke');
    const stroke = await createMember(t, { dateOfBirth: bornAged(50) });
    await healthProfile(stroke.token, { conditions: ['cond_heart_stroke'] });
    expect(await reason(stroke)).toBe('heart_disease_or_stroke');

    const kidney = await createMember(t, { dateOfBirth: bornAged(50) });
    await condition(kidney.token, 'chronic-kidney-disease');
    expect(await reason(kidney)).toBe('chronic_kidney_disease');
    const kidneyAnswer = await createMember(t, { dateOfBirth: bornAged(50) });
    await healthProfile(kidneyAnswer.token, { conditions: ['cond_kidney'] });
    expect(await reason(kidneyAnswer)).toBe('chronic_kidney_disease');

    const diabetes40 = await createMember(t, { dateOfBirth: bornAged(40) });
    await healthProfile(diabetes40.token, { conditions: ['cond_type2_diabetes'] });
    expect(await reason(diabetes40)).toBe('diabetes_40_or_older');
    const onRecord = await createMember(t, { dateOfBirth: bornAged(45) });
    await condition(onRecord.token, 'type-2-diabetes');
    expect(await reason(onRecord)).toBe('diabetes_40_or_older');
    const diabetes39 = await createMember(t, { dateOfBirth: bornAged(39) });
    await healthProfile(diabetes39.token, { conditions: ['cond_type1_diabetes'] });
    expect(await reason(diabetes39)).toBeNull();
    expect((await estimate(diabetes39.token)).inputs.diabetes).toMatchObject({ value: true });

    const r = await estimate(heart.token);
    expect(r.notApplicableReason?.message).toMatch(/without a risk score/);
  });

  it("is the member's own: signed-in members only, each sees their own", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/healthtracking/heart-risk' })).statusCode).toBe(401);
    const a = await paperWoman(t);
    const b = await createMember(t, { dateOfBirth: bornAged(50) });
    expect((await estimate(a.token)).riskPercent).not.toBeNull();
    expect((await estimate(b.token)).inputs.totalCholesterol).toBeNull();
  });

  it('reads keys that exist in the content', () => {
    const hp = surveyFromContent(t, HEALTH_PROFILE.survey);
    const options = (question: string) => {
      const q = hp.questions.find((x) => x.key === question);
      return q && (q.type === 'single_choice' || q.type === 'multi_choice') ? q.options.map((o) => o.key) : [];
    };
    expect(options(HEALTH_PROFILE.smoking.question)).toEqual(
      expect.arrayContaining([...HEALTH_PROFILE.smoking.smoker, HEALTH_PROFILE.smoking.vapeOnly]),
    );
    const c = HEALTH_PROFILE.conditions;
    expect(options(c.question)).toEqual(expect.arrayContaining([...c.diabetes, ...c.heartDiseaseOrStroke, ...c.chronicKidneyDisease]));
    expect(options(HEALTH_PROFILE.familyHistory.question)).toEqual(
      expect.arrayContaining([HEALTH_PROFILE.familyHistory.yes, HEALTH_PROFILE.familyHistory.unsure]),
    );
    expect(options(HEALTH_PROFILE.bpTreatment.question)).toContain(HEALTH_PROFILE.bpTreatment.yes);
    expect(hp.questions.find((q) => q.key === HEALTH_PROFILE.bpTreatment.question)?.text).toBe(
      'Are you being treated (taking medicine) for high blood pressure?',
    );
    const content = t.app.services.content;
    expect(content.conditions.map((x) => x.key)).toEqual(expect.arrayContaining(Object.values(CONDITIONS).flat()));
    expect(content.bloodMarkers.map((x) => x.key)).toEqual(expect.arrayContaining(Object.values(MARKERS)));
    expect(content.programs.map((x) => x.key)).toEqual(expect.arrayContaining(Object.values(SCENARIO_PROGRAMS)));
  });
});
