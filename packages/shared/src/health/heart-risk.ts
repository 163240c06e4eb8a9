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

/** Why a score does not apply: treatment is already indicated without it (CCS 2021), or the age is outside the model. */
export type NotApplicableReason =
  'age_below_30' | 'age_above_74' | 'heart_disease_or_stroke' | 'diabetes_40_or_older' | 'chronic_kidney_disease';

/** Why, in words: messages of the shared catalogue (the server puts them into the reader's language). */
export const NOT_APPLICABLE_MESSAGES: Record<NotApplicableReason, string> = {
  age_below_30: msg('health.notApplicable.ageBelow30'),
  age_above_74: msg('health.notApplicable.ageAbove74'),
  heart_disease_or_stroke: msg('health.notApplicable.heartDiseaseOrStroke'),
  diabetes_40_or_older: msg('health.notApplicable.diabetes40OrOlder'),
  chronic_kidney_disease: msg('health.notApplicable.chronicKidneyDisease'),
};

export function notApplicableReason(x: {
  age: number | null;
  diabetes: boolean | null;
  heartDiseaseOrStroke: boolean;
  chronicKidneyDisease: boolean;
}): NotApplicableReason | null {
  if (x.heartDiseaseOrStroke) return 'heart_disease_or_stroke';
  if (x.chronicKidneyDisease) return 'chronic_kidney_disease';
  if (x.diabetes && x.age !== null && x.age >= 40) return 'diabetes_40_or_older';
  if (x.age !== null && x.age < MODEL_MIN_AGE) return 'age_below_30';
  if (x.age !== null && x.age > MODEL_MAX_AGE) return 'age_above_74';
  return null;
}
