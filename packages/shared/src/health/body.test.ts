import { describe, expect, it } from 'vitest';
import {
  bmiCategory,
  bmiFor,
  bmiValue,
  bodyHeightBodySchema,
  bodyMeasurementBodySchema,
  cmToFeetInches,
  cmToIn,
  feetInchesToCm,
  inToCm,
  kgToLb,
  lbToKg,
  waistFor,
  weightChanges,
  weightGoalProgress,
} from './body.js';
import { msg } from '../i18n/message.js';

const at = '2026-11-20T08:00:00.000Z';

describe('BMI (Health Canada 2003)', () => {
  it('works out 80 kg at 175 cm as 26.1 (80 / 1.75^2 = 26.12)', () => {
    expect(bmiValue(80, 175)).toBe(26.1);
  });

  it('works out 55 kg at 172 cm as 18.6 and 120 kg at 160 cm as 46.9', () => {
    expect(bmiValue(55, 172)).toBe(18.6);
    expect(bmiValue(120, 160)).toBe(46.9);
  });

  it.each([
    [18.4, 'underweight'],
    [18.5, 'normal'],
    [24.9, 'normal'],
    [25.0, 'overweight'],
    [29.9, 'overweight'],
    [30.0, 'obese_1'],
    [34.9, 'obese_1'],
    [35.0, 'obese_2'],
    [39.9, 'obese_2'],
    [40.0, 'obese_3'],
  ] as const)('puts %s in %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });

  it('classifies the BMI as shown: 24.96 shows as 25.0 and is overweight, never "normal" beside "25.0"', () => {
    // 76.7 kg at 175.3 cm: 24.959..., shown 25.0
    expect(bmiValue(76.7, 175.3)).toBe(25);
    expect(bmiFor({ latestWeight: { value: 76.7, measured_at: at }, heightCm: 175.3, age: 40 })).toMatchObject({
      shown: true,
      value: 25,
      category: 'overweight',
    });
  });

  it('is not shown under 18, without a height, without a weight or without an age', () => {
    const latestWeight = { value: 70, measured_at: at };
    expect(bmiFor({ latestWeight, heightCm: 170, age: 17 })).toEqual({ shown: false, reason: 'under_18' });
    expect(bmiFor({ latestWeight, heightCm: null, age: 40 })).toEqual({ shown: false, reason: 'no_height' });
    expect(bmiFor({ latestWeight: null, heightCm: 170, age: 40 })).toEqual({ shown: false, reason: 'no_weight' });
    expect(bmiFor({ latestWeight, heightCm: 170, age: null })).toEqual({ shown: false, reason: 'no_age' });
    expect(bmiFor({ latestWeight, heightCm: 170, age: 18 })).toMatchObject({ shown: true, value: 24.2, category: 'normal' });
  });
});

describe('waist against the sex-specific threshold', () => {
  it('is increased risk from 102 cm for men and 88 cm for women', () => {
    const w = (value: number) => ({ value, measured_at: at });
    expect(waistFor(w(101.9), 'male')).toMatchObject({ known: true, threshold_cm: 102, increased_risk: false });
    expect(waistFor(w(102), 'male')).toMatchObject({ increased_risk: true });
    expect(waistFor(w(87.9), 'female')).toMatchObject({ threshold_cm: 88, increased_risk: false });
    expect(waistFor(w(88), 'female')).toMatchObject({ increased_risk: true });
  });

  it('chooses no threshold without a sex on the profile, and says so', () => {
    expect(waistFor({ value: 95, measured_at: at }, null)).toEqual({ known: false, reason: 'no_sex' });
    expect(waistFor(null, 'female')).toEqual({ known: false, reason: 'no_waist' });
  });
});

describe('units', () => {
  it('converts the units the member may type', () => {
    expect(lbToKg(180)).toBe(81.65);
    expect(kgToLb(81.65)).toBe(180);
    expect(inToCm(34)).toBe(86.36);
    expect(cmToIn(86.36)).toBe(34);
    expect(feetInchesToCm(5, 9)).toBe(175.3);
    expect(cmToFeetInches(175.3)).toEqual({ feet: 5, inches: 9 });
    expect(cmToFeetInches(182.6)).toEqual({ feet: 6, inches: 0 });
  });
});

describe('the measurement a member sends', () => {
  const ok = (body: unknown) => bodyMeasurementBodySchema.safeParse(body).success;
  const message = (body: unknown) => bodyMeasurementBodySchema.safeParse(body).error?.issues[0]?.message;

  it('takes each kind within its range', () => {
    expect(ok({ kind: 'weight', value: 82.35, measured_at: at })).toBe(true);
    expect(ok({ kind: 'waist', value: 94, measured_at: at })).toBe(true);
    expect(ok({ kind: 'body_fat', value: 28.5, measured_at: at })).toBe(true);
  });

  it('refuses impossible or non-finite values with a sentence naming the field', () => {
    expect(message({ kind: 'weight', value: 19.9, measured_at: at })).toBe(msg('health.body.weightRange'));
    expect(message({ kind: 'weight', value: 82000, measured_at: at })).toBe(msg('health.body.weightRange'));
    expect(message({ kind: 'waist', value: 251, measured_at: at })).toBe(msg('health.body.waistRange'));
    expect(message({ kind: 'body_fat', value: 1, measured_at: at })).toBe(msg('health.body.bodyFatRange'));
    expect(ok({ kind: 'weight', value: Number.NaN, measured_at: at })).toBe(false);
    expect(ok({ kind: 'weight', value: Infinity, measured_at: at })).toBe(false);
    expect(ok({ kind: 'weight', value: 1e308, measured_at: at })).toBe(false);
    expect(ok({ kind: 'weight', value: '80', measured_at: at })).toBe(false);
    expect(ok({ kind: 'weight', value: 80.001, measured_at: at })).toBe(false);
    expect(ok({ kind: 'height', value: 170, measured_at: at })).toBe(false);
    expect(ok({ kind: 'weight', value: 80, measured_at: 'yesterday' })).toBe(false);
    expect(ok({ kind: 'weight', value: 80, measured_at: at, extra: 1 })).toBe(false);
  });

  it('takes a height within 100-250 cm, or null', () => {
    expect(bodyHeightBodySchema.safeParse({ height_cm: 175.3 }).success).toBe(true);
    expect(bodyHeightBodySchema.safeParse({ height_cm: null }).success).toBe(true);
    expect(bodyHeightBodySchema.safeParse({ height_cm: 99 }).success).toBe(false);
    expect(bodyHeightBodySchema.safeParse({ height_cm: 1750 }).success).toBe(false);
  });
});

describe('weight change (decision 0092)', () => {
  const w = (kg: number, day: string) => ({ kg, measured_at: `${day}T08:00:00.000Z` });

  it('measures the latest against the first weight, and against the newest weight at least 30 and 90 days older', () => {
    const c = weightChanges([w(100, '2026-06-01'), w(98, '2026-08-20'), w(97, '2026-10-01'), w(95.5, '2026-10-31'), w(95, '2026-11-28')]);
    expect(c.latest).toEqual(w(95, '2026-11-28'));
    expect(c.sinceStart).toEqual({ from: w(100, '2026-06-01'), kg: -5, percent: -5 });
    // 30 days before 2026-11-28 is 2026-10-29: the newest weight on or before it is 97 kg of 2026-10-01.
    expect(c.days30).toEqual({ from: w(97, '2026-10-01'), kg: -2, percent: -2.1 });
    // 90 days before is 2026-08-30: 98 kg of 2026-08-20.
    expect(c.days90).toEqual({ from: w(98, '2026-08-20'), kg: -3, percent: -3.1 });
  });

  it('counts a weight exactly 30 days older, not one a day short', () => {
    expect(weightChanges([w(80, '2026-10-29'), w(79, '2026-11-28')]).days30).toMatchObject({ kg: -1 });
    expect(weightChanges([w(80, '2026-10-30'), w(79, '2026-11-28')]).days30).toBeNull();
  });

  it('has no change with one weight or none, and reads a gain as positive', () => {
    expect(weightChanges([])).toEqual({ latest: null, sinceStart: null, days30: null, days90: null });
    expect(weightChanges([w(80, '2026-11-01')]).sinceStart).toBeNull();
    expect(weightChanges([w(80, '2026-11-01'), w(81.2, '2026-11-20')]).sinceStart).toMatchObject({ kg: 1.2, percent: 1.5 });
  });

  it('gives the progress toward a goal from the start: none without a loss to make', () => {
    expect(weightGoalProgress(100, 97.5, 95)).toBe(0.5);
    expect(weightGoalProgress(100, 101, 95)).toBe(0);
    expect(weightGoalProgress(100, 94, 95)).toBeCloseTo(1.2);
    expect(weightGoalProgress(90, 90, 92)).toBeNull();
  });
});
