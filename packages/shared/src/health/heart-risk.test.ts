import { describe, expect, it } from 'vitest';
import {
  CHOLESTEROL_MG_PER_MMOL,
  framinghamRisk,
  heartAge,
  modifiedRiskPercent,
  notApplicableReason,
  riskCategory,
  riskScenarios,
  type RiskInputs,
} from './heart-risk.js';

// The worked examples of D'Agostino et al. 2008 (general CVD, lipid model): 10.48 % and 15.62 %.
const WOMAN: RiskInputs = {
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
const MAN: RiskInputs = {
  sex: 'male',
  age: 53,
  totalCholesterolMgDl: 161,
  hdlMgDl: 55,
  systolic: 125,
  treatedForBloodPressure: true,
  smoker: false,
  diabetes: true,
  familyHistory: false,
};

describe("Framingham general CVD risk (D'Agostino 2008)", () => {
  it("gives the paper's worked example for a woman (untreated, smoker): 10.48 %", () => {
    expect((framinghamRisk(WOMAN) * 100).toFixed(2)).toBe('10.48');
    expect(modifiedRiskPercent(WOMAN).toFixed(2)).toBe('10.48');
  });

  it("gives the paper's worked example for a man (treated, diabetes): 15.62 %", () => {
    expect(modifiedRiskPercent(MAN).toFixed(2)).toBe('15.62');
  });

  it('reads the same from mmol/L as from mg/dL', () => {
    const fromMmol = { ...WOMAN, totalCholesterolMgDl: 4.655 * CHOLESTEROL_MG_PER_MMOL, hdlMgDl: 1.2154 * CHOLESTEROL_MG_PER_MMOL };
    expect(modifiedRiskPercent(fromMmol)).toBeCloseTo(modifiedRiskPercent(WOMAN), 1);
  });

  it('uses the treated systolic coefficient when blood pressure is treated', () => {
    expect(modifiedRiskPercent({ ...WOMAN, treatedForBloodPressure: true })).toBeGreaterThan(modifiedRiskPercent(WOMAN));
    expect(modifiedRiskPercent({ ...MAN, treatedForBloodPressure: false })).toBeLessThan(modifiedRiskPercent(MAN));
  });

  it('doubles the risk for a premature family history (CCS 2021)', () => {
    expect(modifiedRiskPercent({ ...WOMAN, familyHistory: true })).toBeCloseTo(2 * modifiedRiskPercent(WOMAN), 6);
  });

  it.each([
    [0, 'low'],
    [9.99, 'low'],
    [10, 'intermediate'],
    [19.99, 'intermediate'],
    [20, 'high'],
    [64, 'high'],
  ] as const)('puts %f %% in the %s category', (percent, category) => {
    expect(riskCategory(percent)).toBe(category);
  });

  it('gives a heart age equal to the real age for normal risk factors, and older for more risk', () => {
    const normal: RiskInputs = { ...WOMAN, age: 50, totalCholesterolMgDl: 180, hdlMgDl: 45, systolic: 125, smoker: false };
    expect(heartAge(normal)).toBeCloseTo(50, 6);
    expect(heartAge(WOMAN)).toBeGreaterThan(61);
    expect(heartAge(MAN)).toBeGreaterThan(53);
    expect(heartAge({ ...WOMAN, smoker: false })).toBeLessThan(heartAge(WOMAN));
  });

  it('re-runs the model with each factor at target, only for factors not already there', () => {
    const lines = riskScenarios(WOMAN);
    expect(lines.map((l) => l.key)).toEqual(['systolic', 'smoking', 'cholesterol']);
    for (const line of lines) expect(line.riskPercent).toBeLessThan(modifiedRiskPercent(WOMAN));
    expect(lines[1]!.riskPercent).toBeCloseTo(modifiedRiskPercent({ ...WOMAN, smoker: false }), 6);
    expect(riskScenarios({ ...MAN, systolic: 118, totalCholesterolMgDl: 150, hdlMgDl: 65 })).toEqual([]);
  });
});

describe('when the score does not apply', () => {
  const base = { age: 50, diabetes: false, heartDiseaseOrStroke: false, chronicKidneyDisease: false };
  it.each([
    [{ ...base, age: 29 }, 'age_below_30'],
    [{ ...base, age: 30 }, null],
    [{ ...base, age: 74 }, null],
    [{ ...base, age: 75 }, 'age_above_74'],
    [{ ...base, heartDiseaseOrStroke: true }, 'heart_disease_or_stroke'],
    [{ ...base, chronicKidneyDisease: true }, 'chronic_kidney_disease'],
    [{ ...base, diabetes: true, age: 40 }, 'diabetes_40_or_older'],
    [{ ...base, diabetes: true, age: 39 }, null],
  ])('%o -> %s', (input, reason) => {
    expect(notApplicableReason(input)).toBe(reason);
  });
});
