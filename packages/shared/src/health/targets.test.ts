import { describe, expect, it } from 'vitest';
import {
  ldlGroup,
  readTarget,
  setTargetBodySchema,
  shownTargetNumber,
  targetDefaults,
  targetStatus,
  targetValueOf,
  weightGoalFrom,
  type TargetValue,
} from './targets.js';

const v = (value: number, diastolic: number | null = null): TargetValue => ({ value, diastolic });

describe('the LDL group (CCS 2021, from what the heart risk works out)', () => {
  it.each([
    'heart_disease_or_stroke',
    'chronic_kidney_disease',
    'kidney_disease_from_egfr',
    'diabetes_40_or_older',
    'ldl_5_or_more',
  ] as const)('%s is statin indicated whatever the category', (reason) => {
    expect(ldlGroup({ notApplicable: reason, diabetes: null, category: null })).toBe('statin_indicated');
  });

  it('diabetes at any age is statin indicated, as the LDL bands read it', () => {
    expect(ldlGroup({ notApplicable: 'age_below_30', diabetes: true, category: null })).toBe('statin_indicated');
    expect(ldlGroup({ notApplicable: null, diabetes: true, category: 'low' })).toBe('statin_indicated');
  });

  it('an age outside the model is not a condition', () => {
    expect(ldlGroup({ notApplicable: 'age_below_30', diabetes: false, category: null })).toBe('other');
    expect(ldlGroup({ notApplicable: 'age_above_74', diabetes: null, category: null })).toBe('other');
  });

  it('high risk is its own group; intermediate, low and unknown are the others', () => {
    expect(ldlGroup({ notApplicable: null, diabetes: false, category: 'high' })).toBe('high');
    expect(ldlGroup({ notApplicable: null, diabetes: false, category: 'intermediate' })).toBe('other');
    expect(ldlGroup({ notApplicable: null, diabetes: false, category: 'low' })).toBe('other');
    // Not worked out for want of an input, and nothing that indicates treatment: no group (amended).
    expect(ldlGroup({ notApplicable: null, diabetes: null, category: null })).toBeNull();
    expect(ldlGroup({ notApplicable: null, diabetes: false, category: null })).toBeNull();
  });
});

describe('the guideline defaults', () => {
  const base = { ldlGroup: 'other' as const, diabetes: false, startingWeightKg: 100 };

  it('blood pressure under 130/80 (Hypertension Canada 2025), activity 150 minutes', () => {
    const d = targetDefaults(base);
    expect(d.blood_pressure).toEqual({ target: v(130, 80), source: 'hypertension_canada_2025' });
    expect(d.activity).toEqual({ target: v(150), source: 'movement_guidelines' });
  });

  it.each([
    ['statin_indicated', 1.8, 'ccs_2021_statin_indicated'],
    ['high', 2.0, 'ccs_2021_high_risk'],
    ['other', 3.5, 'ccs_2021_other'],
  ] as const)('LDL for %s: under %s', (group, value, source) => {
    expect(targetDefaults({ ...base, ldlGroup: group }).ldl).toEqual({ target: v(value), source });
  });

  it('HbA1c 7.0 % or less with diabetes; no default without it or when unknown', () => {
    expect(targetDefaults({ ...base, diabetes: true }).hba1c).toEqual({ target: v(7.0), source: 'diabetes_canada_2018' });
    expect(targetDefaults({ ...base, diabetes: false }).hba1c).toBeNull();
    expect(targetDefaults({ ...base, diabetes: null }).hba1c).toBeNull();
  });

  it('the weight goal is 5 % under the starting weight; none without a weight', () => {
    expect(targetDefaults(base).weight).toEqual({ target: v(95), source: 'diabetes_prevention_program' });
    expect(targetDefaults({ ...base, startingWeightKg: null }).weight).toBeNull();
  });

  it('rounds the weight goal down to a tenth, so it is never less than a 5 % loss', () => {
    expect(weightGoalFrom(83.33)).toBe(79.1); // 79.1635
    expect(weightGoalFrom(80)).toBe(76);
    expect(weightGoalFrom(62.2)).toBe(59); // 59.09
    expect((83.33 - weightGoalFrom(83.33)) / 83.33).toBeGreaterThanOrEqual(0.05);
  });
});

describe('whether the current value meets the target', () => {
  it('blood pressure: both numbers under, at the threshold is not met', () => {
    expect(targetStatus('blood_pressure', v(130, 80), v(129, 79))).toBe('met');
    expect(targetStatus('blood_pressure', v(130, 80), v(130, 79))).toBe('not_met');
    expect(targetStatus('blood_pressure', v(130, 80), v(129, 80))).toBe('not_met');
    expect(targetStatus('blood_pressure', v(140, 90), v(139, 89))).toBe('met');
    expect(targetStatus('blood_pressure', v(140, 90), v(140, 85))).toBe('not_met');
  });

  it('LDL under: 1.7 meets 1.8, 1.8 does not', () => {
    expect(targetStatus('ldl', v(1.8), v(1.7))).toBe('met');
    expect(targetStatus('ldl', v(1.8), v(1.8))).toBe('not_met');
  });

  it('reads the value as shown: an LDL of 1.75 to 1.79 shows as 1.8 and is not below 1.8; 1.74 shows as 1.7 and is', () => {
    for (const ldl of [1.75, 1.76, 1.79]) expect(targetStatus('ldl', v(1.8), v(ldl))).toBe('not_met');
    expect(targetStatus('ldl', v(1.8), v(1.74))).toBe('met');
    expect(shownTargetNumber('ldl', 1.75)).toBe(1.8);
    // A stored target of 1.7999999 (PostgreSQL real) is the 1.8 it shows.
    expect(targetStatus('ldl', v(1.7999999), v(1.7))).toBe('met');
    expect(targetStatus('hba1c', v(7.0), v(7.04))).toBe('met');
    expect(targetStatus('hba1c', v(7.0), v(7.05))).toBe('not_met');
    expect(targetStatus('weight', v(95), v(95.04))).toBe('met');
    expect(targetStatus('blood_pressure', v(130, 80), v(129.6, 70))).toBe('not_met');
  });

  it('HbA1c and weight at most: the target itself meets it', () => {
    expect(targetStatus('hba1c', v(7.0), v(7.0))).toBe('met');
    expect(targetStatus('hba1c', v(7.0), v(7.1))).toBe('not_met');
    expect(targetStatus('weight', v(95), v(95))).toBe('met');
    expect(targetStatus('weight', v(95), v(95.1))).toBe('not_met');
  });

  it('activity at least: 150 meets 150, 149 does not', () => {
    expect(targetStatus('activity', v(150), v(150))).toBe('met');
    expect(targetStatus('activity', v(150), v(149))).toBe('not_met');
  });

  it('without a current value, unknown', () => {
    expect(targetStatus('ldl', v(1.8), null)).toBe('unknown');
    expect(targetStatus('blood_pressure', v(130, 80), v(120, null))).toBe('unknown');
  });
});

describe("a target read on the member's day", () => {
  const today = '2026-11-21';
  const read = (kind: 'ldl' | 'hba1c' | 'weight' | 'activity', date: string, heartRiskMissing = false) =>
    readTarget({ kind, target: v(kind === 'activity' ? 150 : 3.5), current: { value: v(1.0), date }, today, heartRiskMissing });

  it('a lab result of the last 12 months is read; an older one is unknown, needs a recent result', () => {
    expect(read('ldl', '2025-11-21')).toEqual({ status: 'met', needs: null });
    expect(read('ldl', '2025-11-20')).toEqual({ status: 'unknown', needs: 'recent_result' });
    expect(read('hba1c', '2025-11-20')).toEqual({ status: 'unknown', needs: 'recent_result' });
  });

  it('a weight of the last 90 days is read; an older one is unknown', () => {
    expect(read('weight', '2026-08-23T08:00:00.000Z')).toEqual({ status: 'met', needs: null });
    expect(read('weight', '2026-08-22T08:00:00.000Z')).toEqual({ status: 'unknown', needs: 'recent_result' });
  });

  it('without an LDL target because the heart risk is not worked out: unknown, needs the heart-risk questions', () => {
    expect(readTarget({ kind: 'ldl', target: null, current: { value: v(1.0), date: today }, today, heartRiskMissing: true })).toEqual({
      status: 'unknown',
      needs: 'heart_risk',
    });
    expect(readTarget({ kind: 'hba1c', target: null, current: null, today, heartRiskMissing: true })).toEqual({
      status: 'unknown',
      needs: null,
    });
  });

  it('no LDL default without a group', () => {
    expect(targetDefaults({ ldlGroup: null, diabetes: null, startingWeightKg: 100 }).ldl).toBeNull();
  });
});

describe('a target as a clinician sends it', () => {
  const parse = (body: unknown) => setTargetBodySchema.safeParse(body);

  it('takes blood pressure as one of the two guideline choices', () => {
    const r = parse({ kind: 'blood_pressure', choice: 'relaxed', note: 'Dizzy at lower pressures.' });
    expect(r.success).toBe(true);
    if (r.success) expect(targetValueOf(r.data)).toEqual(v(140, 90));
    expect(parse({ kind: 'blood_pressure', choice: 'lower', note: 'x' }).success).toBe(false);
    expect(parse({ kind: 'blood_pressure', value: 120, note: 'x' }).success).toBe(false);
  });

  it('bounds each value at its limits', () => {
    expect(parse({ kind: 'ldl', value: 0.5, note: 'n' }).success).toBe(true);
    expect(parse({ kind: 'ldl', value: 0.4, note: 'n' }).success).toBe(false);
    expect(parse({ kind: 'ldl', value: 5.1, note: 'n' }).success).toBe(false);
    expect(parse({ kind: 'hba1c', value: 10, note: 'n' }).success).toBe(true);
    expect(parse({ kind: 'hba1c', value: 6.55, note: 'n' }).success).toBe(false);
    expect(parse({ kind: 'weight', value: 29.9, note: 'n' }).success).toBe(false);
    expect(parse({ kind: 'activity', value: 150.5, note: 'n' }).success).toBe(false);
    expect(parse({ kind: 'activity', value: 1500, note: 'n' }).success).toBe(true);
  });

  it('refuses NaN, Infinity, text, a missing or blank note, extra fields and unknown kinds', () => {
    expect(parse({ kind: 'ldl', value: Number.NaN, note: 'n' }).success).toBe(false);
    expect(parse({ kind: 'ldl', value: Number.POSITIVE_INFINITY, note: 'n' }).success).toBe(false);
    expect(parse({ kind: 'ldl', value: '2', note: 'n' }).success).toBe(false);
    expect(parse({ kind: 'ldl', value: 2 }).success).toBe(false);
    expect(parse({ kind: 'ldl', value: 2, note: '   ' }).success).toBe(false);
    expect(parse({ kind: 'ldl', value: 2, note: 'x'.repeat(501) }).success).toBe(false);
    expect(parse({ kind: 'ldl', value: 2, note: 'n', set_by: 'me' }).success).toBe(false);
    expect(parse({ kind: 'waist', value: 80, note: 'n' }).success).toBe(false);
  });
});
