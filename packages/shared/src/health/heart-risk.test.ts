import { describe, expect, it } from 'vitest';
import {
  CHOLESTEROL_MG_PER_MMOL,
  cholesterolMgDl,
  framinghamOfficeRisk,
  framinghamRisk,
  heartAge,
  modifiedOfficeRiskPercent,
  modifiedRiskPercent,
  notApplicableReason,
  presentedRisk,
  riskCategory,
  roundHalfUp,
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

  it("answers the paper's worked examples to two decimals, and shows them to one, rounded", () => {
    expect(presentedRisk(modifiedRiskPercent(WOMAN))).toEqual({ riskPercent: 10.48, shownPercent: 10.5, category: 'intermediate' });
    expect(presentedRisk(modifiedRiskPercent(MAN))).toEqual({ riskPercent: 15.62, shownPercent: 15.6, category: 'intermediate' });
  });

  it('reads cholesterol as entered: mg/dL as it is, mmol/L times 38.67', () => {
    expect(cholesterolMgDl(180, 'mg/dL')).toBe(180);
    expect(cholesterolMgDl(47, ' MG/DL ')).toBe(47);
    expect(cholesterolMgDl(4.655, 'mmol/L')).toBeCloseTo(180.00885, 10);
    expect(cholesterolMgDl(4.65, 'g/L')).toBeNull();
    expect(cholesterolMgDl(Number.NaN, 'mg/dL')).toBeNull();
    expect(cholesterolMgDl(0, 'mg/dL')).toBeNull();
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

describe('rounding the risk', () => {
  it.each([
    [13.566, 2, 13.57],
    [13.566, 1, 13.6],
    [13.565, 2, 13.57],
    [13.564, 2, 13.56],
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [10.445, 2, 10.45],
    [9.949, 1, 9.9],
    [9.95, 1, 10],
    [0.125, 2, 0.13],
    [14.7, 1, 14.7],
    [1e-7, 2, 0],
    [5e-7, 6, 0.000001],
    [99.9, 2, 99.9],
    [-2.5, 0, -3],
    [0, 2, 0],
  ])('rounds %f at %i decimals half up to %f', (value, decimals, rounded) => {
    expect(roundHalfUp(value, decimals)).toBe(rounded);
  });

  it('leaves what is not a finite number as it is (never a number made up)', () => {
    expect(roundHalfUp(Number.NaN, 2)).toBeNaN();
    expect(roundHalfUp(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([
    [13.566, 13.57, 13.6, 'intermediate'],
    [9.94, 9.94, 9.9, 'low'],
    [9.949, 9.95, 10, 'intermediate'],
    [9.96, 9.96, 10, 'intermediate'],
    [9.9999999, 10, 10, 'intermediate'],
    [19.94, 19.94, 19.9, 'intermediate'],
    [19.95, 19.95, 20, 'high'],
    [0.004, 0, 0, 'low'],
  ] as const)(
    'gives a risk of %f %% as %f, shown %f: %s, the category of the figure shown',
    (percent, riskPercent, shownPercent, category) => {
      expect(presentedRisk(percent)).toEqual({ riskPercent, shownPercent, category });
    },
  );
});

describe('when the score does not apply', () => {
  const base = {
    age: 50,
    diabetes: false,
    heartDiseaseOrStroke: false,
    chronicKidneyDisease: false,
    kidneyDiseaseFromEgfr: false,
    ldlStatinIndicated: false,
  };
  it.each([
    [{ ...base, age: 29 }, 'age_below_30'],
    [{ ...base, age: 30 }, null],
    [{ ...base, age: 74 }, null],
    [{ ...base, age: 75 }, 'age_above_74'],
    [{ ...base, heartDiseaseOrStroke: true }, 'heart_disease_or_stroke'],
    [{ ...base, chronicKidneyDisease: true }, 'chronic_kidney_disease'],
    [{ ...base, diabetes: true, age: 40 }, 'diabetes_40_or_older'],
    [{ ...base, diabetes: true, age: 39 }, null],
    [{ ...base, kidneyDiseaseFromEgfr: true }, 'kidney_disease_from_egfr'],
    [{ ...base, ldlStatinIndicated: true }, 'ldl_5_or_more'],
    [{ ...base, ldlStatinIndicated: true, age: 25 }, 'ldl_5_or_more'],
    [{ ...base, ldlStatinIndicated: true, diabetes: true }, 'diabetes_40_or_older'],
    [{ ...base, kidneyDiseaseFromEgfr: true, chronicKidneyDisease: true }, 'chronic_kidney_disease'],
    [{ ...base, kidneyDiseaseFromEgfr: true, heartDiseaseOrStroke: true }, 'heart_disease_or_stroke'],
  ])('%o -> %s', (input, reason) => {
    expect(notApplicableReason(input)).toBe(reason);
  });
});

describe('the office-based model without lipids (BMI in place of cholesterol)', () => {
  // Worked by hand from the paper's BMI-model coefficients: L = sum(beta x X), risk = 1 - S0^exp(L - mean).
  // Man 50, BMI 27, SBP 130 untreated: L = 3.11296 ln 50 + 0.79277 ln 27 + 1.85508 ln 130 = 23.8205;
  // 1 - 0.88431^exp(23.8205 - 23.9388) = 10.35 %.
  it.each([
    [{ sex: 'male', age: 50, bmi: 27, systolic: 130, treatedForBloodPressure: false, smoker: false, diabetes: false }, 10.35],
    [{ sex: 'female', age: 60, bmi: 31, systolic: 145, treatedForBloodPressure: true, smoker: true, diabetes: true }, 51.91],
    [{ sex: 'male', age: 45, bmi: 24, systolic: 125, treatedForBloodPressure: false, smoker: true, diabetes: false }, 12.67],
    [{ sex: 'female', age: 40, bmi: 22, systolic: 118, treatedForBloodPressure: false, smoker: false, diabetes: false }, 1.98],
    [{ sex: 'male', age: 62, bmi: 33.5, systolic: 150, treatedForBloodPressure: true, smoker: false, diabetes: true }, 55.26],
  ] as const)('%o: %s %%', (x, percent) => {
    const inputs = { ...x, familyHistory: false };
    expect(roundHalfUp(framinghamOfficeRisk(inputs) * 100, 2)).toBe(percent);
    expect(presentedRisk(modifiedOfficeRiskPercent(inputs)).riskPercent).toBe(percent);
  });

  it('doubles for a premature family history, as the full model does, below 100 %', () => {
    const x = { sex: 'male', age: 50, bmi: 27, systolic: 130, treatedForBloodPressure: false, smoker: false, diabetes: false } as const;
    expect(roundHalfUp(modifiedOfficeRiskPercent({ ...x, familyHistory: true }), 2)).toBe(20.69);
    expect(modifiedOfficeRiskPercent({ ...x, age: 74, systolic: 200, smoker: true, diabetes: true, familyHistory: true })).toBe(99.9);
  });

  it('rises with the BMI and the systolic, and with treatment at the same systolic', () => {
    const x = {
      sex: 'female',
      age: 55,
      bmi: 25,
      systolic: 130,
      treatedForBloodPressure: false,
      smoker: false,
      diabetes: false,
      familyHistory: false,
    } as const;
    expect(framinghamOfficeRisk({ ...x, bmi: 35 })).toBeGreaterThan(framinghamOfficeRisk(x));
    expect(framinghamOfficeRisk({ ...x, systolic: 150 })).toBeGreaterThan(framinghamOfficeRisk(x));
    expect(framinghamOfficeRisk({ ...x, treatedForBloodPressure: true })).toBeGreaterThan(framinghamOfficeRisk(x));
  });
});
