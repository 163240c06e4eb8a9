/**
 * 10-year cardiovascular risk with the Framingham general CVD model (D'Agostino et al., Circulation
 * 2008;117:743), as the Canadian Cardiovascular Society's 2021 dyslipidemia guideline uses it: the
 * risk is doubled for a family history of premature cardiovascular disease, and read against the CCS
 * categories (low < 10 %, intermediate 10-19.9 %, high >= 20 %). The coefficients are the paper's
 * (sex-specific, cholesterol in mg/dL), as listed in the programme's clinical reference.
 */

import { msg } from '../i18n/message.js';

export type Sex = 'female' | 'male';
export type RiskCategory = 'low' | 'intermediate' | 'high';

interface Coefficients {
  lnAge: number;
  lnTotal: number;
  lnHdl: number;
  lnSbpUntreated: number;
  lnSbpTreated: number;
  smoker: number;
  diabetes: number;
  baselineSurvival: number;
  mean: number;
}

const COEFFICIENTS: Record<Sex, Coefficients> = {
  male: {
    lnAge: 3.06117,
    lnTotal: 1.1237,
    lnHdl: -0.93263,
    lnSbpUntreated: 1.93303,
    lnSbpTreated: 1.99881,
    smoker: 0.65451,
    diabetes: 0.57367,
    baselineSurvival: 0.88936,
    mean: 23.9802,
  },
  female: {
    lnAge: 2.32888,
    lnTotal: 1.20904,
    lnHdl: -0.70833,
    lnSbpUntreated: 2.76157,
    lnSbpTreated: 2.82263,
    smoker: 0.52873,
    diabetes: 0.69154,
    baselineSurvival: 0.95012,
    mean: 26.1931,
  },
};

/** mmol/L x 38.67 = mg/dL (cholesterol, reference table). */
export const CHOLESTEROL_MG_PER_MMOL = 38.67;
export const MODEL_MIN_AGE = 30;
export const MODEL_MAX_AGE = 74;

/**
 * The "normal" risk factors the paper uses for the heart (vascular) age: untreated systolic 125,
 * total cholesterol 180 mg/dL, HDL 45 mg/dL, no smoking, no diabetes.
 */
const NORMAL = { sbp: 125, totalMgDl: 180, hdlMgDl: 45 };
/** The paper's "optimal" levels: what the cholesterol scenario aims for (total 160, HDL 60 mg/dL). */
export const CHOLESTEROL_TARGET = { totalMgDl: 160, hdlMgDl: 60 };
/** The systolic the blood-pressure scenario aims for (Hypertension Canada 2025: below 130; 120 as in SPRINT). */
export const SYSTOLIC_TARGET = 120;

export interface RiskInputs {
  sex: Sex;
  age: number;
  totalCholesterolMgDl: number;
  hdlMgDl: number;
  systolic: number;
  treatedForBloodPressure: boolean;
  smoker: boolean;
  diabetes: boolean;
  /** First-degree relative with premature cardiovascular disease (men < 55, women < 65). */
  familyHistory: boolean;
}

function linearPredictor(x: RiskInputs): number {
  const c = COEFFICIENTS[x.sex];
  return (
    c.lnAge * Math.log(x.age) +
    c.lnTotal * Math.log(x.totalCholesterolMgDl) +
    c.lnHdl * Math.log(x.hdlMgDl) +
    (x.treatedForBloodPressure ? c.lnSbpTreated : c.lnSbpUntreated) * Math.log(x.systolic) +
    (x.smoker ? c.smoker : 0) +
    (x.diabetes ? c.diabetes : 0)
  );
}

/** The model's own 10-year risk, 0-1, before the family-history doubling. */
export function framinghamRisk(x: RiskInputs): number {
  const c = COEFFICIENTS[x.sex];
  return 1 - c.baselineSurvival ** Math.exp(linearPredictor(x) - c.mean);
}

/** CCS 2021: the Framingham risk doubled for a premature family history, capped below 100 %. */
export function modifiedRiskPercent(x: RiskInputs): number {
  const risk = framinghamRisk(x) * (x.familyHistory ? 2 : 1);
  return Math.min(99.9, risk * 100);
}

export function riskCategory(percent: number): RiskCategory {
  if (percent >= 20) return 'high';
  if (percent >= 10) return 'intermediate';
  return 'low';
}

/**
 * Rounds half up (away from zero) at `decimals` places, with numbers only: no text in exponent form
 * (1e-7 stays 0 at two places, never NaN). The product by 10^decimals carries the binary error of the
 * value (13.565 x 100 = 1356.4999999999998): a fraction within a few units of that error below one
 * half is taken for the half it stands for.
 */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const scale = 10 ** decimals;
  const shifted = Math.abs(value) * scale;
  const whole = Math.floor(shifted);
  const tolerance = shifted * Number.EPSILON * 4;
  const rounded = shifted - whole + tolerance >= 0.5 ? whole + 1 : whole;
  return (Math.sign(value) * rounded) / scale;
}

/**
 * A risk as the app gives it: `riskPercent` to two decimals, rounded half up; `shownPercent`, that
 * figure to one decimal as the screens write it; and the CCS category of the figure shown, so a
 * screen never writes a number beside the name of another category (9.96 % shows as 10.0 %,
 * intermediate). The CCS ranges are written to one decimal ("10 to 19.9 %"): a risk that reads 10.0 %
 * is read against them as 10.0 %.
 */
export function presentedRisk(percent: number): { riskPercent: number; shownPercent: number; category: RiskCategory } {
  const riskPercent = roundHalfUp(percent, 2);
  const shownPercent = roundHalfUp(riskPercent, 1);
  return { riskPercent, shownPercent, category: riskCategory(shownPercent) };
}

/** A cholesterol result as entered (value and unit) in mg/dL, the model's unit; null for another unit or a value that is not a positive number. */
export function cholesterolMgDl(value: number, unit: string): number | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  const u = unit.trim().toLowerCase().replace(/\s+/g, '');
  if (u === 'mg/dl') return value;
  if (u === 'mmol/l') return value * CHOLESTEROL_MG_PER_MMOL;
  return null;
}

/**
 * The age at which someone of the same sex with normal risk factors has the same (modified) risk:
 * the paper's "vascular age". Rounded to a whole year and shown within 30 to 80 ("over 80").
 */
export function heartAge(x: RiskInputs): number {
  const c = COEFFICIENTS[x.sex];
  const targetRisk = Math.min(0.999, modifiedRiskPercent(x) / 100);
  // Solve 1 - S0^exp(L - mean) = risk for L, then L = lnAge*ln(age) + the normal factors' terms.
  const l = Math.log(Math.log(1 - targetRisk) / Math.log(c.baselineSurvival)) + c.mean;
  const rest = c.lnTotal * Math.log(NORMAL.totalMgDl) + c.lnHdl * Math.log(NORMAL.hdlMgDl) + c.lnSbpUntreated * Math.log(NORMAL.sbp);
  return Math.exp((l - rest) / c.lnAge);
}

export interface RiskScenario {
  key: 'systolic' | 'smoking' | 'cholesterol';
  /** What changes, in words: a message of the shared catalogue (the server puts it into the reader's language). */
  label: string;
  riskPercent: number;
}

/**
 * What would change the number: the same model with one factor at target, each on its own line, only
 * for factors not already there.
 */
export function riskScenarios(x: RiskInputs): RiskScenario[] {
  const out: RiskScenario[] = [];
  if (x.systolic > SYSTOLIC_TARGET) {
    out.push({
      key: 'systolic',
      label: msg('health.scenario.systolic', { systolic: SYSTOLIC_TARGET }),
      riskPercent: modifiedRiskPercent({ ...x, systolic: SYSTOLIC_TARGET }),
    });
  }
  if (x.smoker)
    out.push({ key: 'smoking', label: msg('health.scenario.smoking'), riskPercent: modifiedRiskPercent({ ...x, smoker: false }) });
  const total = Math.min(x.totalCholesterolMgDl, CHOLESTEROL_TARGET.totalMgDl);
  const hdl = Math.max(x.hdlMgDl, CHOLESTEROL_TARGET.hdlMgDl);
  if (total !== x.totalCholesterolMgDl || hdl !== x.hdlMgDl) {
    out.push({
      key: 'cholesterol',
      label: msg('health.scenario.cholesterol', {
        total: round1(total / CHOLESTEROL_MG_PER_MMOL),
        hdl: round1(hdl / CHOLESTEROL_MG_PER_MMOL),
      }),
      riskPercent: modifiedRiskPercent({ ...x, totalCholesterolMgDl: total, hdlMgDl: hdl }),
    });
  }
  return out;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * Why a score does not apply: treatment is already indicated without it (CCS 2021: heart disease or
 * stroke, chronic kidney disease on record or from eGFR, diabetes at 40 or older, LDL of 5.0 mmol/L or
 * more), or the age is outside the model.
 */
export type NotApplicableReason =
  | 'age_below_30'
  | 'age_above_74'
  | 'heart_disease_or_stroke'
  | 'diabetes_40_or_older'
  | 'chronic_kidney_disease'
  | 'kidney_disease_from_egfr'
  | 'ldl_5_or_more';

/** Why, in words: messages of the shared catalogue (the server puts them into the reader's language). */
export const NOT_APPLICABLE_MESSAGES: Record<NotApplicableReason, string> = {
  age_below_30: msg('health.notApplicable.ageBelow30'),
  age_above_74: msg('health.notApplicable.ageAbove74'),
  heart_disease_or_stroke: msg('health.notApplicable.heartDiseaseOrStroke'),
  diabetes_40_or_older: msg('health.notApplicable.diabetes40OrOlder'),
  chronic_kidney_disease: msg('health.notApplicable.chronicKidneyDisease'),
  kidney_disease_from_egfr: msg('health.notApplicable.kidneyDiseaseFromEgfr'),
  ldl_5_or_more: msg('health.notApplicable.ldl5OrMore'),
};

/** Diabetes at 40 or older known from a lab result only: said so, as one result is not a diagnosis on its own. */
export const DIABETES_FROM_LAB_MESSAGE = msg('health.notApplicable.diabetesFromLab40OrOlder');

export function notApplicableReason(x: {
  age: number | null;
  diabetes: boolean | null;
  heartDiseaseOrStroke: boolean;
  chronicKidneyDisease: boolean;
  /** eGFR below 60 for 3 months or more (lab-evidence.ts, ckdFromEgfr). */
  kidneyDiseaseFromEgfr: boolean;
  /** An LDL cholesterol of 5.0 mmol/L or more on file (lab-evidence.ts, ldlStatinIndicated). */
  ldlStatinIndicated: boolean;
}): NotApplicableReason | null {
  if (x.heartDiseaseOrStroke) return 'heart_disease_or_stroke';
  if (x.chronicKidneyDisease) return 'chronic_kidney_disease';
  if (x.kidneyDiseaseFromEgfr) return 'kidney_disease_from_egfr';
  if (x.diabetes && x.age !== null && x.age >= 40) return 'diabetes_40_or_older';
  if (x.ldlStatinIndicated) return 'ldl_5_or_more';
  if (x.age !== null && x.age < MODEL_MIN_AGE) return 'age_below_30';
  if (x.age !== null && x.age > MODEL_MAX_AGE) return 'age_above_74';
  return null;
}

// --- The office-based model without lipids (D'Agostino et al. 2008, the same paper; decision 0092's
// sibling, issue 35): BMI in place of total and HDL cholesterol, for when a lipid result is missing.
// Coefficients as printed in the paper's BMI model (the programme's clinical reference), tested
// against worked examples computed by hand to two decimals. Labelled everywhere as the version
// without blood tests; the CCS family-history doubling and categories apply as to the full model.

interface OfficeCoefficients {
  lnAge: number;
  lnBmi: number;
  lnSbpUntreated: number;
  lnSbpTreated: number;
  smoker: number;
  diabetes: number;
  baselineSurvival: number;
  mean: number;
}

const OFFICE_COEFFICIENTS: Record<Sex, OfficeCoefficients> = {
  male: {
    lnAge: 3.11296,
    lnBmi: 0.79277,
    lnSbpUntreated: 1.85508,
    lnSbpTreated: 1.92672,
    smoker: 0.70953,
    diabetes: 0.5316,
    baselineSurvival: 0.88431,
    mean: 23.9388,
  },
  female: {
    lnAge: 2.72107,
    lnBmi: 0.51125,
    lnSbpUntreated: 2.81291,
    lnSbpTreated: 2.88267,
    smoker: 0.61868,
    diabetes: 0.77763,
    baselineSurvival: 0.94833,
    mean: 26.0145,
  },
};

/** What the office-based model reads: the full model's inputs with the BMI in place of the cholesterol. */
export type OfficeRiskInputs = Omit<RiskInputs, 'totalCholesterolMgDl' | 'hdlMgDl'> & { bmi: number };

/** The office-based model's own 10-year risk, 0-1, before the family-history doubling. */
export function framinghamOfficeRisk(x: OfficeRiskInputs): number {
  const c = OFFICE_COEFFICIENTS[x.sex];
  const l =
    c.lnAge * Math.log(x.age) +
    c.lnBmi * Math.log(x.bmi) +
    (x.treatedForBloodPressure ? c.lnSbpTreated : c.lnSbpUntreated) * Math.log(x.systolic) +
    (x.smoker ? c.smoker : 0) +
    (x.diabetes ? c.diabetes : 0);
  return 1 - c.baselineSurvival ** Math.exp(l - c.mean);
}

/** As modifiedRiskPercent, with the office-based model: doubled for a premature family history, capped below 100 %. */
export function modifiedOfficeRiskPercent(x: OfficeRiskInputs): number {
  return Math.min(99.9, framinghamOfficeRisk(x) * (x.familyHistory ? 2 : 1) * 100);
}
