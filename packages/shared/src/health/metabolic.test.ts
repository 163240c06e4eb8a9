import { describe, expect, it } from 'vitest';
import { metabolicSyndrome, waistPopulationBodySchema, WAIST_POPULATIONS, type MetabolicInputs, type Treatment } from './metabolic.js';

const none: Treatment = { medications: [], healthProfile: false };
const day = '2026-11-01';
const at = (value: number) => ({ value, date: day });

/** Nothing known: every criterion unknown. */
const blank: MetabolicInputs = {
  today: '2026-11-21',
  sex: 'male',
  population: 'europid',
  waist: null,
  triglycerides: null,
  hdl: null,
  bloodPressure: null,
  fastingGlucose: null,
  treatment: { triglyceridesOrHdl: none, bloodPressure: none, glucose: none },
};
const bp = (systolic: number, diastolic: number) => ({ systolic, diastolic, count: 4, date: '2026-11-20T08:00:00.000Z' });

const stateOf = (x: Partial<MetabolicInputs>, key: string) => metabolicSyndrome({ ...blank, ...x }).criteria.find((c) => c.key === key)!;

describe('each criterion at its threshold (harmonised 2009)', () => {
  it.each([
    ['male', 'europid', 93.9, 'not_met'],
    ['male', 'europid', 94, 'met'],
    ['female', 'europid', 79.9, 'not_met'],
    ['female', 'europid', 80, 'met'],
    ['male', 'canada_us', 101.9, 'not_met'],
    ['male', 'canada_us', 102, 'met'],
    ['female', 'canada_us', 87.9, 'not_met'],
    ['female', 'canada_us', 88, 'met'],
    ['male', 'asian', 89.9, 'not_met'],
    ['male', 'asian', 90, 'met'],
    ['male', 'chinese', 85, 'met'],
    ['male', 'chinese', 84.9, 'not_met'],
    ['female', 'japanese', 89.9, 'not_met'],
    ['female', 'japanese', 90, 'met'],
    ['male', 'japanese', 85, 'met'],
  ] as const)('waist: %s, %s cut-off, %s cm is %s', (sex, population, value, state) => {
    const c = stateOf({ sex, population, waist: at(value) }, 'waist');
    expect(c.state).toBe(state);
    expect(c).toMatchObject({ value, date: day, unit: 'cm', threshold: WAIST_POPULATIONS[population][sex], missing: null });
  });

  it('waist: unknown without a measurement, and without a sex (no cut-off to read it against)', () => {
    expect(stateOf({}, 'waist')).toMatchObject({ state: 'unknown', missing: 'value', value: null, date: null });
    expect(stateOf({ sex: null, waist: at(120) }, 'waist')).toMatchObject({
      state: 'unknown',
      missing: 'sex',
      value: 120,
      threshold: null,
    });
  });

  it.each([
    [1.69, 'not_met'],
    [1.7, 'met'],
  ] as const)('triglycerides %s mmol/L is %s', (value, state) => {
    expect(stateOf({ triglycerides: at(value) }, 'triglycerides')).toMatchObject({ state, value, date: day, threshold: 1.7 });
  });

  it.each([
    ['male', 0.99, 'met'],
    ['male', 1.0, 'not_met'],
    ['female', 1.29, 'met'],
    ['female', 1.3, 'not_met'],
  ] as const)('HDL: %s, %s mmol/L is %s', (sex, value, state) => {
    expect(stateOf({ sex, hdl: at(value) }, 'hdl')).toMatchObject({ state, value, threshold: sex === 'male' ? 1.0 : 1.3 });
  });

  it('HDL without a sex: below 1.0 is low for both, 1.3 or more for neither, in between unknown', () => {
    expect(stateOf({ sex: null, hdl: at(0.9) }, 'hdl').state).toBe('met');
    expect(stateOf({ sex: null, hdl: at(1.3) }, 'hdl').state).toBe('not_met');
    expect(stateOf({ sex: null, hdl: at(1.1) }, 'hdl')).toMatchObject({ state: 'unknown', missing: 'sex', value: 1.1 });
  });

  it.each([
    [129.4, 84.4, 129, 84, 'not_met'],
    [129.6, 84.6, 130, 85, 'met'],
    [129.9, 84.9, 130, 85, 'met'],
    [130, 70, 130, 70, 'met'],
    [120, 85, 120, 85, 'met'],
    [129.5, 70, 130, 70, 'met'],
    [120, 84.5, 120, 85, 'met'],
  ] as const)('blood pressure: a 7-day average of %s/%s shows as %s/%s and is %s (read as shown)', (s, d, shownS, shownD, state) => {
    const c = stateOf({ bloodPressure: bp(s, d) }, 'blood_pressure');
    expect(c).toMatchObject({ state, value: shownS, diastolic: shownD, count: 4, date: '2026-11-20T08:00:00.000Z', unit: 'mm Hg' });
  });

  it('the waist is read as shown (to 0.1 cm): 93.98 shows as 94 and counts at 94; 93.94 shows as 93.9 and does not', () => {
    expect(stateOf({ waist: at(93.98) }, 'waist')).toMatchObject({ state: 'met', value: 94, threshold: 94 });
    expect(stateOf({ waist: at(93.94) }, 'waist')).toMatchObject({ state: 'not_met', value: 93.9 });
  });

  it('lab results are read as shown (to 0.01 mmol/L)', () => {
    expect(stateOf({ triglycerides: at(1.695) }, 'triglycerides')).toMatchObject({ state: 'met', value: 1.7 });
    expect(stateOf({ fastingGlucose: at(5.5951) }, 'fasting_glucose')).toMatchObject({ state: 'met', value: 5.6 });
    expect(stateOf({ hdl: at(0.996) }, 'hdl')).toMatchObject({ state: 'not_met', value: 1 });
  });

  it('a lab result or waist older than a year is unknown (needs a recent result), with its value and date kept', () => {
    const old = (value: number) => ({ value, date: '2025-11-20' });
    const year = (value: number) => ({ value, date: '2025-11-21' });
    for (const [key, input] of [
      ['triglycerides', { triglycerides: old(1.2) }],
      ['hdl', { hdl: old(1.5) }],
      ['fasting_glucose', { fastingGlucose: old(5.0) }],
      ['waist', { waist: old(80) }],
    ] as const)
      expect(stateOf(input, key)).toMatchObject({ state: 'unknown', missing: 'stale', date: '2025-11-20' });
    expect(stateOf({ triglycerides: year(1.2) }, 'triglycerides')).toMatchObject({ state: 'not_met', missing: null });
    // Treatment still counts, whatever the age of the result.
    const fibrate = { medications: ['Fenofibrate'], healthProfile: false };
    expect(
      stateOf({ triglycerides: old(1.2), treatment: { ...blank.treatment, triglyceridesOrHdl: fibrate } }, 'triglycerides').state,
    ).toBe('met');
    // Old values no longer make "not met": four stale, one met is incomplete, not "criteria not met".
    const s = metabolicSyndrome({
      ...blank,
      waist: old(80),
      triglycerides: old(1),
      hdl: old(1.5),
      fastingGlucose: old(5),
      bloodPressure: bp(120, 70),
    });
    expect(s).toMatchObject({ status: 'incomplete', known: 1 });
  });

  it.each([
    [5.59, 'not_met'],
    [5.6, 'met'],
  ] as const)('fasting glucose %s mmol/L is %s', (value, state) => {
    expect(stateOf({ fastingGlucose: at(value) }, 'fasting_glucose')).toMatchObject({ state, value, threshold: 5.6 });
  });

  it('unknown without a value and without treatment', () => {
    for (const key of ['triglycerides', 'hdl', 'blood_pressure', 'fasting_glucose'])
      expect(stateOf({}, key)).toMatchObject({ state: 'unknown', missing: 'value', treatment: null });
  });
});

describe('treatment counts as meeting a criterion', () => {
  const fibrate = { medications: ['Fenofibrate'], healthProfile: false };
  it('a fibrate meets triglycerides and HDL whatever the values, and says so', () => {
    const x = { triglycerides: at(1.2), hdl: at(1.5), treatment: { ...blank.treatment, triglyceridesOrHdl: fibrate } };
    expect(stateOf(x, 'triglycerides')).toMatchObject({ state: 'met', value: 1.2, treatment: fibrate });
    expect(stateOf(x, 'hdl')).toMatchObject({ state: 'met', value: 1.5, treatment: fibrate });
    // Without a value too: met by treatment, not unknown.
    expect(stateOf({ treatment: { ...blank.treatment, triglyceridesOrHdl: fibrate } }, 'hdl')).toMatchObject({ state: 'met', value: null });
  });

  it('an antihypertensive (or the health profile saying treated) meets blood pressure with a normal average', () => {
    const ace = { medications: ['Ramipril'], healthProfile: false };
    expect(stateOf({ bloodPressure: bp(118, 72), treatment: { ...blank.treatment, bloodPressure: ace } }, 'blood_pressure')).toMatchObject({
      state: 'met',
      value: 118,
      treatment: ace,
    });
    const profile = { medications: [], healthProfile: true };
    expect(stateOf({ treatment: { ...blank.treatment, bloodPressure: profile } }, 'blood_pressure').state).toBe('met');
  });

  it('glucose-lowering treatment meets fasting glucose', () => {
    const metformin = { medications: ['Metformin'], healthProfile: false };
    expect(stateOf({ fastingGlucose: at(5.0), treatment: { ...blank.treatment, glucose: metformin } }, 'fasting_glucose').state).toBe(
      'met',
    );
  });

  it('a treatment for one criterion does not meet another', () => {
    const ace = { medications: ['Ramipril'], healthProfile: false };
    const s = metabolicSyndrome({ ...blank, treatment: { ...blank.treatment, bloodPressure: ace } });
    expect(s.criteria.filter((c) => c.state === 'met').map((c) => c.key)).toEqual(['blood_pressure']);
  });
});

describe('what the five add up to', () => {
  const all = (waist: number, tg: number, hdl: number, s: number, d: number, glucose: number): MetabolicInputs => ({
    ...blank,
    waist: at(waist),
    triglycerides: at(tg),
    hdl: at(hdl),
    bloodPressure: bp(s, d),
    fastingGlucose: at(glucose),
  });

  it('three met of five known: criteria met', () => {
    expect(metabolicSyndrome(all(100, 2.0, 0.9, 120, 70, 5.0))).toMatchObject({ status: 'criteria_met', met: 3, known: 5 });
  });

  it('two met of five known: not met', () => {
    expect(metabolicSyndrome(all(100, 2.0, 1.2, 120, 70, 5.0))).toMatchObject({ status: 'criteria_not_met', met: 2, known: 5 });
  });

  it('three met with two unknown: met (three is enough whatever the others)', () => {
    expect(metabolicSyndrome({ ...blank, waist: at(100), triglycerides: at(2), hdl: at(0.8) })).toMatchObject({
      status: 'criteria_met',
      met: 3,
      known: 3,
    });
  });

  it('two met with one unknown: incomplete, never "met" nor "not met" while the missing one could decide', () => {
    const x = all(100, 2.0, 1.2, 120, 70, 5.0);
    expect(metabolicSyndrome({ ...x, hdl: null })).toMatchObject({ status: 'incomplete', met: 2, known: 4 });
  });

  it('one met with two unknown: incomplete', () => {
    expect(metabolicSyndrome({ ...blank, waist: at(100), triglycerides: at(1.0), hdl: at(1.5) })).toMatchObject({
      status: 'incomplete',
      met: 1,
      known: 3,
    });
  });

  it('none met with two unknown: not met (even both unknown ones met would make two)', () => {
    expect(metabolicSyndrome({ ...blank, waist: at(80), triglycerides: at(1.0), hdl: at(1.5) })).toMatchObject({
      status: 'criteria_not_met',
      met: 0,
      known: 3,
    });
  });

  it('nothing known: incomplete, none met', () => {
    expect(metabolicSyndrome(blank)).toMatchObject({ status: 'incomplete', met: 0, known: 0 });
  });

  it('lists the five criteria in order', () => {
    expect(metabolicSyndrome(blank).criteria.map((c) => c.key)).toEqual([
      'waist',
      'triglycerides',
      'hdl',
      'blood_pressure',
      'fasting_glucose',
    ]);
  });
});

describe('the population choice', () => {
  it('takes a population of the table or null, and nothing else', () => {
    expect(waistPopulationBodySchema.parse({ population: 'japanese' })).toEqual({ population: 'japanese' });
    expect(waistPopulationBodySchema.parse({ population: null })).toEqual({ population: null });
    expect(waistPopulationBodySchema.safeParse({ population: 'martian' }).success).toBe(false);
    expect(waistPopulationBodySchema.safeParse({ population: 'europid', extra: 1 }).success).toBe(false);
    expect(waistPopulationBodySchema.safeParse({}).success).toBe(false);
  });
});
