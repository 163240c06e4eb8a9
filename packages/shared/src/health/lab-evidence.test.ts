import { describe, expect, it } from 'vitest';
import {
  ckdFromEgfr,
  conditionsFromLabs,
  daysBetween,
  diabetesFromLabs,
  ldlStatinIndicated,
  recordAndLabConditions,
  type DatedResult,
} from './lab-evidence.js';

const r = (value: number, date: string): DatedResult => ({ value, date });

describe('diabetes from labs (Diabetes Canada 2018)', () => {
  it.each([
    [6.4, null],
    [6.5, 'hba1c'],
    [10.5, 'hba1c'],
  ] as const)('an HbA1c of %f %% -> %s', (value, marker) => {
    expect(diabetesFromLabs({ hba1c: [r(value, '2026-05-01')], fastingGlucose: [] })?.marker ?? null).toBe(marker);
  });

  it.each([
    [6.9, null],
    [7.0, 'fasting-glucose'],
  ] as const)('a fasting glucose of %f mmol/L -> %s', (value, marker) => {
    expect(diabetesFromLabs({ hba1c: [], fastingGlucose: [r(value, '2026-05-01')] })?.marker ?? null).toBe(marker);
  });

  it('gives the newest result in the diabetes range, whatever came after it, HbA1c first on the same day', () => {
    const hba1c = [r(10.5, '2025-01-10'), r(5.9, '2026-06-01'), r(6.8, '2025-09-01')];
    expect(diabetesFromLabs({ hba1c, fastingGlucose: [] })).toEqual({ marker: 'hba1c', result: r(6.8, '2025-09-01') });
    expect(diabetesFromLabs({ hba1c, fastingGlucose: [r(7.4, '2025-10-01')] })).toEqual({
      marker: 'fasting-glucose',
      result: r(7.4, '2025-10-01'),
    });
    expect(diabetesFromLabs({ hba1c, fastingGlucose: [r(7.4, '2025-09-01')] })?.marker).toBe('hba1c');
    expect(diabetesFromLabs({ hba1c: [], fastingGlucose: [] })).toBeNull();
  });
});

describe('a statin indicated by LDL (CCS 2021)', () => {
  it.each([
    [4.99, false],
    [4.9, false],
    [5.0, true],
    [6.2, true],
  ])('an LDL of %f mmol/L -> %s', (value, indicated) => {
    expect(ldlStatinIndicated([r(value, '2026-05-01')]) !== null).toBe(indicated);
  });

  it('gives the newest LDL of 5.0 or more', () => {
    expect(ldlStatinIndicated([r(5.4, '2024-03-01'), r(2.1, '2026-01-01'), r(5.1, '2025-02-01')])).toEqual(r(5.1, '2025-02-01'));
    expect(ldlStatinIndicated([])).toBeNull();
  });
});

describe('chronic kidney disease from eGFR: two results below 60 at least 90 days apart, none of 60 or more between', () => {
  it('counts days between calendar days', () => {
    expect(daysBetween('2026-01-01', '2026-03-31')).toBe(89);
    expect(daysBetween('2026-01-01', '2026-04-01')).toBe(90);
    // Across the change to daylight time: calendar days, not hours.
    expect(daysBetween('2026-03-01', '2026-03-09')).toBe(8);
  });

  it.each([
    [59, 59, true],
    [60, 59, false],
    [59, 60, false],
    [45, 58, true],
  ])('%i then %i, 90 days apart -> %s', (a, b, ckd) => {
    expect(ckdFromEgfr([r(a, '2026-01-01'), r(b, '2026-04-01')]) !== null).toBe(ckd);
  });

  it.each([
    ['2026-03-31', false],
    ['2026-04-01', true],
  ])('two results below 60, the second on %s (89 and 90 days) -> %s', (second, ckd) => {
    expect(ckdFromEgfr([r(55, '2026-01-01'), r(52, second)]) !== null).toBe(ckd);
  });

  it('is broken by a result of 60 or more between the two, and starts again after it', () => {
    expect(ckdFromEgfr([r(55, '2026-01-01'), r(61, '2026-02-15'), r(52, '2026-04-15')])).toBeNull();
    expect(ckdFromEgfr([r(55, '2026-01-01'), r(60, '2026-02-15'), r(52, '2026-04-15')])).toBeNull();
    expect(ckdFromEgfr([r(55, '2025-01-01'), r(61, '2025-02-15'), r(52, '2025-04-15'), r(50, '2025-07-14')])).toEqual({
      first: r(52, '2025-04-15'),
      last: r(50, '2025-07-14'),
    });
  });

  it('reads every low result of a run, in any order, and gives its first and last', () => {
    const run = [r(50, '2026-06-01'), r(57, '2026-01-05'), r(54, '2026-03-01')];
    expect(ckdFromEgfr(run)).toEqual({ first: r(57, '2026-01-05'), last: r(50, '2026-06-01') });
  });

  it('counts a run on file whatever came after it (a later value of 60 or more does not take it away)', () => {
    expect(ckdFromEgfr([r(55, '2025-01-01'), r(52, '2025-05-01'), r(64, '2026-01-01')])).toEqual({
      first: r(55, '2025-01-01'),
      last: r(52, '2025-05-01'),
    });
  });

  it('takes a day with a result of 60 or more as a break, even beside a lower one that day', () => {
    expect(ckdFromEgfr([r(55, '2026-01-01'), r(58, '2026-02-01'), r(62, '2026-02-01'), r(52, '2026-04-15')])).toBeNull();
  });

  it('needs two results: one low result, however old, is not enough', () => {
    expect(ckdFromEgfr([r(40, '2020-01-01')])).toBeNull();
    expect(ckdFromEgfr([])).toBeNull();
  });
});

describe('the conditions the labs show (the heart risk and the bands read them alike)', () => {
  const rows = (marker: string, ...results: DatedResult[]) => results.map((x) => ({ marker, ...x }));

  it('names diabetes and chronic kidney disease by the keys of the record, with the results that show them', () => {
    const results = new Map([
      ['hba1c', [r(6.6, '2026-05-01')]],
      ['egfr', [r(55, '2026-01-01'), r(52, '2026-04-01')]],
    ]);
    expect(conditionsFromLabs((k) => results.get(k) ?? [])).toEqual({
      diabetes: { marker: 'hba1c', result: r(6.6, '2026-05-01') },
      chronicKidneyDisease: { first: r(55, '2026-01-01'), last: r(52, '2026-04-01') },
      keys: ['type-2-diabetes', 'chronic-kidney-disease'],
    });
    expect(conditionsFromLabs(() => [])).toEqual({ diabetes: null, chronicKidneyDisease: null, keys: [] });
  });

  it('adds them to the conditions on the record, and reads no other marker', () => {
    expect(recordAndLabConditions(['hypertension'], rows('hba1c', r(6.6, '2026-05-01')))).toEqual(
      new Set(['hypertension', 'type-2-diabetes']),
    );
    expect(recordAndLabConditions([], [...rows('hba1c', r(6.4, '2026-05-01')), ...rows('egfr', r(52, '2026-04-01'))])).toEqual(new Set());
    expect(recordAndLabConditions([], rows('fasting-glucose', r(7.0, '2026-05-01')))).toEqual(new Set(['type-2-diabetes']));
    expect(recordAndLabConditions([], rows('ldl-c', r(9, '2026-05-01')))).toEqual(new Set());
    expect(recordAndLabConditions(['type-2-diabetes'], rows('hba1c', r(8, '2026-05-01')))).toEqual(new Set(['type-2-diabetes']));
  });
});
