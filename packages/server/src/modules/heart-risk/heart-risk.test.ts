import { describe, expect, it } from 'vitest';
import { modifiedRiskPercent, presentedRisk, type RiskInputs } from '@wellpath/shared/health/heart-risk';
import { LAB_CONDITION_KEYS } from '@wellpath/shared/health/lab-evidence';
import { heartRiskSchema } from '@wellpath/shared/health/wire';
import { bearer, completeAnswers, createMember, describeWithApp, surveyFromContent, type TestApp } from '../../test/helpers.js';
import { CONDITIONS, HEALTH_PROFILE, LAB_MARKERS, MARKERS, SCENARIO_PROGRAMS } from './heart-risk.service.js';
import { shownHeartAge } from './heart-risk.presenter.js';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
/** A date of birth that makes the member `age` today (UTC), whatever today is. */
const bornAged = (age: number) => {
  const d = new Date();
  return `${d.getUTCFullYear() - age}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
};

/** D'Agostino 2008's worked example for a woman: 61, total 180 / HDL 47 mg/dL, 124 untreated, smoker, no diabetes. */
const PAPER_WOMAN: RiskInputs = {
  sex: 'female',
  age: 61,
  totalCholesterolMgDl: 180,
  hdlMgDl: 47,
  systolic: 124,
  treatedForBloodPressure: false,
  smoker: true,
  diabetes: false,
  familyHistory: false,
};

describe('how the estimate is shown', () => {
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
  async function paperWoman(
    t2: TestApp,
    extra: Record<string, string | string[]> = {},
    cholesterol = [
      { marker_id: 'total-cholesterol', value: 180, unit: 'mg/dL' },
      { marker_id: 'hdl-c', value: 47, unit: 'mg/dL' },
    ],
    age = 61,
  ) {
    const m = await createMember(t2, { dateOfBirth: bornAged(age), sex: 'female' });
    expect((await labs(m.token, cholesterol)).statusCode).toBe(201);
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

  it("answers the paper's worked example to two decimals, from cholesterol as typed in mg/dL: 10.48 %", async () => {
    const r = await estimate((await paperWoman(t)).token);
    expect(r.riskPercent).toBe(10.48);
    expect(r.category).toBe('intermediate');
    // Kept as typed, shown in the catalogue's unit beside it.
    expect(r.inputs.totalCholesterol).toMatchObject({ value: 4.65, entered: { value: 180, unit: 'mg/dL' } });
    expect(r.inputs.hdlCholesterol).toMatchObject({ value: 1.22, entered: { value: 47, unit: 'mg/dL' } });
  });

  it('offers the office-based model without blood tests when only the cholesterol is missing, with the BMI it read (13.37 %)', async () => {
    // The paper's woman without a total cholesterol: BMI 25.0 (68 kg at 165 cm) in its place.
    const m = await paperWoman(t, {}, [{ marker_id: 'hdl-c', value: 47, unit: 'mg/dL' }]);
    let r = await estimate(m.token);
    // No BMI yet (no height): nothing offered.
    expect(r).toMatchObject({ riskPercent: null, withoutLabs: null });
    expect(r.missing.map((x) => x.input)).toEqual(['totalCholesterol']);
    expect((await send(m.token, 'PUT', '/api/healthtracking/height', { height_cm: 165 })).statusCode).toBe(200);
    const weighed = hoursAgo(2);
    expect((await send(m.token, 'POST', '/api/healthtracking/body', { kind: 'weight', value: 68, measured_at: weighed })).statusCode).toBe(
      201,
    );
    r = await estimate(m.token);
    // The full estimate still needs the lipids; the office-based one is beside it, labelled.
    expect(r.riskPercent).toBeNull();
    expect(r.missing.map((x) => x.input)).toEqual(['totalCholesterol']);
    expect(r.withoutLabs).toEqual({ riskPercent: 13.37, category: 'intermediate', bmi: { value: 25, date: weighed.slice(0, 10) } });
    // With both lipids, the full model: nothing without blood tests.
    expect((await labs(m.token, [{ marker_id: 'total-cholesterol', value: 180, unit: 'mg/dL' }], daysAgo(29))).statusCode).toBe(201);
    r = await estimate(m.token);
    expect(r).toMatchObject({ riskPercent: 10.48, withoutLabs: null });
  });

  it('offers no office-based estimate while anything else is missing', async () => {
    const m = await createMember(t, { dateOfBirth: bornAged(55), sex: 'male' });
    expect((await send(m.token, 'PUT', '/api/healthtracking/height', { height_cm: 180 })).statusCode).toBe(200);
    expect(
      (await send(m.token, 'POST', '/api/healthtracking/body', { kind: 'weight', value: 90, measured_at: hoursAgo(1) })).statusCode,
    ).toBe(201);
    const r = await estimate(m.token);
    expect(r.withoutLabs).toBeNull();
    expect(r.missing.map((x) => x.input)).toContain('systolic');
  });

  it('reads "treated for blood pressure" from an antihypertensive on the medication list over the health profile, and says the estimate is on treatment (decision 0089)', async () => {
    const m = await paperWoman(t);
    expect((await estimate(m.token)).onTreatment).toEqual([]);
    // A stopped ramipril says nothing of today; the profile's "no" stands.
    expect(
      (
        await send(m.token, 'POST', '/api/healthtracking/medications', {
          catalogue_key: 'ramipril',
          started_on: '2020-01-01',
          stopped_on: '2021-01-01',
        })
      ).statusCode,
    ).toBe(201);
    expect((await estimate(m.token)).inputs.treatedForBloodPressure).toMatchObject({ value: false });
    expect(
      (await send(m.token, 'POST', '/api/healthtracking/medications', { catalogue_key: 'amlodipine', started_on: '2024-05-01' }))
        .statusCode,
    ).toBe(201);
    expect((await send(m.token, 'POST', '/api/healthtracking/medications', { catalogue_key: 'rosuvastatin' })).statusCode).toBe(201);
    const r = await estimate(m.token);
    expect(r.inputs.treatedForBloodPressure).toEqual({ value: true, date: '2024-05-01', source: 'Your medication list: Amlodipine' });
    // The treated coefficient: the same woman estimated as treated.
    expect(r.riskPercent).toBe(presentedRisk(modifiedRiskPercent({ ...PAPER_WOMAN, treatedForBloodPressure: true })).riskPercent);
    expect(r.riskPercent).toBeGreaterThan(10.48);
    expect(r.onTreatment).toEqual(['Amlodipine', 'Rosuvastatin']);
  });

  it('reads cholesterol typed in mmol/L as typed, not at the reporting precision', async () => {
    const m = await paperWoman(t, {}, [
      { marker_id: 'total-cholesterol', value: 4.655, unit: 'mmol/L' },
      { marker_id: 'hdl-c', value: 1.2154, unit: 'mmol/L' },
    ]);
    const r = await estimate(m.token);
    expect(r.inputs.totalCholesterol).toMatchObject({ value: 4.66, entered: { value: 4.655, unit: 'mmol/L' } });
    expect(r.riskPercent).toBe(
      presentedRisk(modifiedRiskPercent({ ...PAPER_WOMAN, totalCholesterolMgDl: 4.655 * 38.67, hdlMgDl: 1.2154 * 38.67 })).riskPercent,
    );
    expect(r.riskPercent).toBe(10.48);
  });

  it('estimates the risk from what the app holds, with each input dated, and scenarios linked to programmes', async () => {
    const m = await paperWoman(t);
    const r = await estimate(m.token);
    expect(r.riskPercent).toBe(presentedRisk(modifiedRiskPercent(PAPER_WOMAN)).riskPercent);
    expect(r.category).toBe('intermediate');
    expect(r.heartAge!.years).toBeGreaterThan(61);
    expect(r.notApplicableReason).toBeNull();
    expect(r.missing).toEqual([]);
    expect(r.inputs).toMatchObject({
      age: { value: 61, date: bornAged(61) },
      sex: { value: 'female' },
      totalCholesterol: { value: 4.65, date: daysAgo(30), source: 'Your latest lab result' },
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
    expect(family.riskPercent).toBe(presentedRisk(2 * modifiedRiskPercent(PAPER_WOMAN)).riskPercent);
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

  it('counts diabetes from a lab result in the diabetes range over a "no" in the health profile, with the result and its day', async () => {
    // At 35 the score applies with diabetes (the guideline's "diabetes at 40 or older" does not yet).
    const m = await paperWoman(t, {}, undefined, 35);
    const before = await estimate(m.token);
    expect(before.inputs.diabetes).toMatchObject({ value: false, source: 'Your health profile' });
    expect((await labs(m.token, [{ marker_id: 'hba1c', value: 10.5, unit: '%' }], daysAgo(20))).statusCode).toBe(201);
    const r = await estimate(m.token);
    expect(r.inputs.diabetes).toEqual({
      value: true,
      date: daysAgo(20),
      source: 'Your lab result in the diabetes range (Diabetes Canada)',
      lab: { marker: 'Hemoglobin A1c (HbA1c)', value: 10.5, unit: '%', date: daysAgo(20) },
    });
    expect(r.riskPercent).toBe(presentedRisk(modifiedRiskPercent({ ...PAPER_WOMAN, age: 35, diabetes: true })).riskPercent);
    expect(r.riskPercent).toBeGreaterThan(before.riskPercent!);
  });

  it.each([
    ['hba1c', 6.4, '%', false],
    ['hba1c', 6.5, '%', true],
    ['fasting-glucose', 6.9, 'mmol/L', false],
    // 126 mg/dL is 6.99 mmol/L, shown and banded as 7.0: read as it is shown.
    ['fasting-glucose', 126, 'mg/dL', true],
  ])('reads %s %f %s as diabetes: %s', async (marker, value, unit, diabetes) => {
    const m = await paperWoman(t, {}, undefined, 35);
    await labs(m.token, [{ marker_id: marker, value, unit }]);
    expect((await estimate(m.token)).inputs.diabetes?.value).toBe(diabetes);
  });

  it('gives no score at 40 or older with diabetes known from a lab result, and says one result is confirmed by a repeat test', async () => {
    const m = await paperWoman(t, {}, undefined, 45);
    await labs(m.token, [{ marker_id: 'fasting-glucose', value: 7.4, unit: 'mmol/L' }], daysAgo(10));
    const r = await estimate(m.token);
    expect(r).toMatchObject({ riskPercent: null, category: null, missing: [], scenarios: [] });
    expect(r.notApplicableReason).toEqual({
      code: 'diabetes_40_or_older',
      message: expect.stringMatching(/^Your lab result is in the diabetes range.*a repeat test on another day confirms diabetes/),
      evidence: [{ marker: 'Fasting glucose', value: 7.4, unit: 'mmol/L', date: daysAgo(10) }],
    });
    // Answered, it is the answer that says so, in the usual words.
    const answered = await paperWoman(t, { conditions: ['cond_type2_diabetes'] }, undefined, 45);
    expect((await estimate(answered.token)).notApplicableReason).toMatchObject({
      code: 'diabetes_40_or_older',
      message: expect.stringMatching(/^With diabetes at 40 or older/),
      evidence: [],
    });
  });

  it('gives no score with an LDL of 5.0 mmol/L or more on file (statin indicated, CCS 2021), naming the result', async () => {
    const m = await paperWoman(t);
    await labs(m.token, [{ marker_id: 'ldl-c', value: 4.99, unit: 'mmol/L' }], daysAgo(200));
    expect((await estimate(m.token)).notApplicableReason).toBeNull();
    // 194 mg/dL is 5.02 mmol/L; a lower LDL since (treatment) does not take it away.
    await labs(m.token, [{ marker_id: 'ldl-c', value: 194, unit: 'mg/dL' }], daysAgo(100));
    await labs(m.token, [{ marker_id: 'ldl-c', value: 2.6, unit: 'mmol/L' }], daysAgo(5));
    const r = await estimate(m.token);
    expect(r).toMatchObject({ riskPercent: null, category: null, heartAge: null, missing: [], scenarios: [] });
    expect(r.notApplicableReason).toEqual({
      code: 'ldl_5_or_more',
      message: expect.stringMatching(/^Your LDL cholesterol has been 5\.0 mmol\/L or higher: .* recommends a statin/),
      evidence: [{ marker: 'LDL cholesterol', value: 5.02, unit: 'mmol/L', date: daysAgo(100) }],
    });
  });

  it('gives no score with eGFR below 60 for 3 months or more: two results 90 days apart, none of 60 or more between', async () => {
    const m = await paperWoman(t);
    const egfr = async (value: number, ago: number) =>
      expect((await labs(m.token, [{ marker_id: 'egfr', value, unit: 'mL/min/1.73m2' }], daysAgo(ago))).statusCode).toBe(201);
    await egfr(55, 200);
    await egfr(52, 111);
    // 89 days apart.
    expect((await estimate(m.token)).notApplicableReason).toBeNull();
    await egfr(64, 150);
    await egfr(50, 21);
    // 55 and 50 are 179 days apart, but the 64 between them breaks it: the run is 52 to 50, 90 days.
    const r = await estimate(m.token);
    expect(r.riskPercent).toBeNull();
    const marker = 'Estimated glomerular filtration rate (eGFR)';
    expect(r.notApplicableReason).toEqual({
      code: 'kidney_disease_from_egfr',
      message: expect.stringMatching(/^Your eGFR has stayed below 60 for 3 months or more/),
      evidence: [
        { marker, value: 52, unit: 'mL/min/1.73m2', date: daysAgo(111) },
        { marker, value: 50, unit: 'mL/min/1.73m2', date: daysAgo(21) },
      ],
    });
  });

  it('says it in French to a French reader: the reason, the source and the marker named in the evidence', async () => {
    const french = { 'accept-language': 'fr-CA' };
    const inFrench = async (token: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/healthtracking/heart-risk', headers: { ...bearer(token), ...french } });
      expect(res.statusCode, res.body).toBe(200);
      return heartRiskSchema.parse(res.json());
    };
    const ldl = await paperWoman(t);
    await labs(ldl.token, [{ marker_id: 'ldl-c', value: 5.4, unit: 'mmol/L' }]);
    const reason = (await inFrench(ldl.token)).notApplicableReason!;
    expect(reason.message).toMatch(/^Votre cholestérol LDL a atteint 5,0 mmol\/L ou plus/);
    expect(reason.evidence[0]?.marker).toBe('Cholestérol LDL');
    const a1c = await paperWoman(t, {}, undefined, 35);
    await labs(a1c.token, [{ marker_id: 'hba1c', value: 7.1, unit: '%' }]);
    expect((await inFrench(a1c.token)).inputs.diabetes).toMatchObject({
      source: 'Votre résultat sanguin dans la zone du diabète (Diabète Canada)',
      lab: { marker: 'Hémoglobine A1c (HbA1c)', value: 7.1 },
    });
  });

  it('takes a "Type 1 diabetes" answer onto the record, so the conditions, the LDL band and the heart risk agree', async () => {
    const m = await paperWoman(t, { conditions: ['cond_type1_diabetes'] }, undefined, 35);
    await labs(m.token, [{ marker_id: 'ldl-c', value: 2.6, unit: 'mmol/L' }]);
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(m.token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const conditions = (await get('/api/conditions')) as Array<{ key: string; has_condition: boolean; marked_from: unknown }>;
    expect(conditions.find((c) => c.key === 'type-1-diabetes')).toMatchObject({
      has_condition: true,
      marked_from: { option_text: 'Type 1 diabetes' },
    });
    expect(conditions.find((c) => c.key === 'type-2-diabetes')?.has_condition).toBe(false);
    // LDL 2.6 is read against the 1.8 threshold of diabetes, not the general 3.5.
    const latest = (await get('/api/healthtracking/bloodpresults/latest')).results as Array<{ marker_key: string; band: { key: string } }>;
    expect(latest.find((r) => r.marker_key === 'ldl-c')?.band.key).toBe('above-threshold');
    const r = await estimate(m.token);
    expect(r.inputs.diabetes).toMatchObject({ value: true, source: 'Your conditions' });
    expect(r.riskPercent).toBe(presentedRisk(modifiedRiskPercent({ ...PAPER_WOMAN, age: 35, diabetes: true })).riskPercent);
    // At 40 or older the guideline recommends treatment without a score (CCS 2021), as for type 2.
    const older = await paperWoman(t, { conditions: ['cond_type1_diabetes'] }, undefined, 40);
    expect((await estimate(older.token)).notApplicableReason?.code).toBe('diabetes_40_or_older');
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
    // The conditions the labs show are ones the estimate reads, and ones the statin-indicated bands list.
    expect(CONDITIONS.diabetes).toContain(LAB_CONDITION_KEYS.diabetes);
    expect(CONDITIONS.chronicKidneyDisease).toContain(LAB_CONDITION_KEYS.chronicKidneyDisease);
    for (const key of ['ldl-c', 'non-hdl-c', 'apob'])
      expect(content.bloodMarkers.find((x) => x.key === key)?.condition_bands[0]?.conditions).toEqual(
        expect.arrayContaining(Object.values(LAB_CONDITION_KEYS)),
      );
    expect(content.bloodMarkers.map((x) => x.key)).toEqual(
      expect.arrayContaining([...Object.values(MARKERS), ...Object.values(LAB_MARKERS)]),
    );
    expect(content.programs.map((x) => x.key)).toEqual(expect.arrayContaining(Object.values(SCENARIO_PROGRAMS)));
  });
});
