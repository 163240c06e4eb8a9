import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { isRecent, LAB_RECENT_DAYS, WAIST_RECENT_DAYS } from './recency.js';

// Metabolic syndrome, the harmonised 2009 definition (Alberti et al., Circulation 2009;120:1640;
// ../shared/clinical/reference.md), decision 0102: three or more of five criteria, each met by its
// value or by drug treatment for it:
// - waist at or above the population's cut-off (the member chooses the population; default the
//   cut-off the reference names, European origin 94/80 cm);
// - triglycerides >= 1.7 mmol/L (or treatment for them: a fibrate);
// - HDL < 1.0 mmol/L (men) / < 1.3 mmol/L (women) (or treatment for it: a fibrate);
// - blood pressure >= 130 systolic and/or >= 85 diastolic, the 7-day home average (or an
//   antihypertensive, on the medication list or answered on the health profile);
// - fasting glucose >= 5.6 mmol/L (or glucose-lowering treatment).
// A criterion with no value and no treatment is unknown. The summary says the criteria are met only
// when three are met; it says they are not met only when they cannot be (fewer than three could
// still be met with every unknown one met); otherwise it says what is missing. It never diagnoses.
// Amended (safety review): each value is read as the screens show it (the waist to 0.1 cm, lab
// results to 0.01 mmol/L, the blood pressure average in whole mm Hg: 93.98 cm shows as 94 and counts
// at 94; an average of 129.6/84.6 shows as 130/85 and counts), and a value older than its recency
// limit (recency.ts: a year for labs and the waist) is unknown, "needs a recent result".

export type Sex = 'female' | 'male';

/**
 * The populations of the harmonised definition's waist table (Alberti 2009, table 2), with the
 * cut-offs in cm at or above which the criterion is met.
 */
export const WAIST_POPULATIONS = {
  europid: { male: 94, female: 80 },
  canada_us: { male: 102, female: 88 },
  middle_east_mediterranean: { male: 94, female: 80 },
  sub_saharan_african: { male: 94, female: 80 },
  central_south_american: { male: 90, female: 80 },
  asian: { male: 90, female: 80 },
  chinese: { male: 85, female: 80 },
  japanese: { male: 85, female: 90 },
} as const satisfies Record<string, Record<Sex, number>>;
export type WaistPopulation = keyof typeof WAIST_POPULATIONS;
export const WAIST_POPULATION_KEYS = Object.keys(WAIST_POPULATIONS) as [WaistPopulation, ...WaistPopulation[]];
/** The cut-off used until the member chooses: the one the clinical reference names (European origin). */
export const DEFAULT_WAIST_POPULATION: WaistPopulation = 'europid';

/** The member's choice; null goes back to the default. */
export const waistPopulationBodySchema = z.strictObject({
  population: z.enum(WAIST_POPULATION_KEYS, { error: msg('health.metabolic.populationInvalid') }).nullable(),
});

export const METABOLIC_THRESHOLDS = {
  triglycerides: 1.7,
  hdl: { male: 1.0, female: 1.3 },
  systolic: 130,
  diastolic: 85,
  fastingGlucose: 5.6,
} as const;

export const METABOLIC_CRITERIA = ['waist', 'triglycerides', 'hdl', 'blood_pressure', 'fasting_glucose'] as const;
export type MetabolicCriterionKey = (typeof METABOLIC_CRITERIA)[number];

export interface DatedValue {
  value: number;
  /** The day (YYYY-MM-DD) or moment (ISO 8601) it is from. */
  date: string;
}

/** What treats a criterion: the names of medications taken today, and whether the health profile says so (blood pressure only). */
export interface Treatment {
  medications: string[];
  healthProfile: boolean;
}

export interface MetabolicInputs {
  /** The member's day (YYYY-MM-DD): values older than their recency limit before it are not read. */
  today: string;
  sex: Sex | null;
  population: WaistPopulation;
  waist: DatedValue | null;
  triglycerides: DatedValue | null;
  hdl: DatedValue | null;
  /** The 7-day average of two or more readings (unrounded), dated by its newest reading. */
  bloodPressure: { systolic: number; diastolic: number; count: number; date: string } | null;
  fastingGlucose: DatedValue | null;
  treatment: { triglyceridesOrHdl: Treatment; bloodPressure: Treatment; glucose: Treatment };
}

export type CriterionState = 'met' | 'not_met' | 'unknown';

export interface MetabolicCriterion {
  key: MetabolicCriterionKey;
  state: CriterionState;
  /** The value it was read from (the systolic for blood pressure), or null. */
  value: number | null;
  /** Blood pressure only: the diastolic of the average. */
  diastolic: number | null;
  /** Blood pressure only: how many readings the average is of. */
  count: number | null;
  unit: 'cm' | 'mmol/L' | 'mm Hg';
  date: string | null;
  /** The cut-off the value is read against (the systolic one for blood pressure), or null when it depends on a sex not given. */
  threshold: number | null;
  /** Met by treatment: what treats it. */
  treatment: Treatment | null;
  /** Why it is unknown: no value (and no treatment), a value too old to read (`stale`), or a value whose cut-off depends on the sex not given. */
  missing: 'value' | 'stale' | 'sex' | null;
}

export type MetabolicStatus = 'criteria_met' | 'criteria_not_met' | 'incomplete';

export interface MetabolicSummary {
  status: MetabolicStatus;
  met: number;
  known: number;
  criteria: MetabolicCriterion[];
}

const treated = (t: Treatment) => t.medications.length > 0 || t.healthProfile;

/** Decimals each unit is shown with, and so read with: the waist to 0.1 cm, lab results to 0.01 mmol/L, the average in whole mm Hg. */
export const METABOLIC_DECIMALS: Record<MetabolicCriterion['unit'], number> = { cm: 1, 'mmol/L': 2, 'mm Hg': 0 };

/** A value as the screens show it (rounded half up to its unit's decimals). */
export function shownMetabolicValue(unit: MetabolicCriterion['unit'], n: number): number {
  const f = 10 ** METABOLIC_DECIMALS[unit];
  return Math.round(n * f + 1e-9) / f;
}

function criterion(
  key: MetabolicCriterionKey,
  unit: MetabolicCriterion['unit'],
  raw: DatedValue | null,
  threshold: number | null,
  isMet: (value: number, threshold: number) => boolean,
  treatment: Treatment | null,
  recent: (date: string) => boolean,
): MetabolicCriterion {
  const from = raw ? { value: shownMetabolicValue(unit, raw.value), date: raw.date } : null;
  const base = { key, unit, diastolic: null, count: null, value: from?.value ?? null, date: from?.date ?? null, threshold };
  if (treatment && treated(treatment)) return { ...base, state: 'met', treatment, missing: null };
  if (!from) return { ...base, state: 'unknown', treatment: null, missing: 'value' };
  if (!recent(from.date)) return { ...base, state: 'unknown', treatment: null, missing: 'stale' };
  if (threshold === null) return { ...base, state: 'unknown', treatment: null, missing: 'sex' };
  return { ...base, state: isMet(from.value, threshold) ? 'met' : 'not_met', treatment: null, missing: null };
}

/** HDL without a sex: below 1.0 is low for both, 1.3 or more for neither; in between needs the sex. */
function hdlCriterion(
  raw: DatedValue | null,
  sex: Sex | null,
  treatment: Treatment,
  recent: (date: string) => boolean,
): MetabolicCriterion {
  const low = (v: number, t: number) => v < t;
  const hdl = raw ? { value: shownMetabolicValue('mmol/L', raw.value), date: raw.date } : null;
  if (sex) return criterion('hdl', 'mmol/L', hdl, METABOLIC_THRESHOLDS.hdl[sex], low, treatment, recent);
  const sure =
    hdl && hdl.value < METABOLIC_THRESHOLDS.hdl.male
      ? METABOLIC_THRESHOLDS.hdl.male
      : hdl && hdl.value >= METABOLIC_THRESHOLDS.hdl.female
        ? METABOLIC_THRESHOLDS.hdl.female
        : null;
  return criterion('hdl', 'mmol/L', hdl, sure, low, treatment, recent);
}

function bloodPressureCriterion(bp: MetabolicInputs['bloodPressure'], treatment: Treatment): MetabolicCriterion {
  // The average as shown, in whole mm Hg (129.6/84.6 shows as 130/85 and counts), as targetStatus reads it.
  const shown = bp
    ? { ...bp, systolic: shownMetabolicValue('mm Hg', bp.systolic), diastolic: shownMetabolicValue('mm Hg', bp.diastolic) }
    : null;
  const base = {
    key: 'blood_pressure' as const,
    unit: 'mm Hg' as const,
    value: shown?.systolic ?? null,
    diastolic: shown?.diastolic ?? null,
    count: bp?.count ?? null,
    date: bp?.date ?? null,
    threshold: METABOLIC_THRESHOLDS.systolic,
  };
  if (treated(treatment)) return { ...base, state: 'met', treatment, missing: null };
  if (!shown) return { ...base, state: 'unknown', treatment: null, missing: 'value' };
  const met = shown.systolic >= METABOLIC_THRESHOLDS.systolic || shown.diastolic >= METABOLIC_THRESHOLDS.diastolic;
  return { ...base, state: met ? 'met' : 'not_met', treatment: null, missing: null };
}

/** The five criteria, each met, not met or unknown with the value and date it came from, and what they add up to. */
export function metabolicSyndrome(x: MetabolicInputs): MetabolicSummary {
  const cutOff = x.sex ? WAIST_POPULATIONS[x.population][x.sex] : null;
  const atLeast = (v: number, t: number) => v >= t;
  const lab = (date: string) => isRecent(date, x.today, LAB_RECENT_DAYS);
  const waist = (date: string) => isRecent(date, x.today, WAIST_RECENT_DAYS);
  const { triglycerides: tg, fastingGlucose: glucose } = METABOLIC_THRESHOLDS;
  const criteria: MetabolicCriterion[] = [
    criterion('waist', 'cm', x.waist, cutOff, atLeast, null, waist),
    criterion('triglycerides', 'mmol/L', x.triglycerides, tg, atLeast, x.treatment.triglyceridesOrHdl, lab),
    hdlCriterion(x.hdl, x.sex, x.treatment.triglyceridesOrHdl, lab),
    bloodPressureCriterion(x.bloodPressure, x.treatment.bloodPressure),
    criterion('fasting_glucose', 'mmol/L', x.fastingGlucose, glucose, atLeast, x.treatment.glucose, lab),
  ];
  const met = criteria.filter((c) => c.state === 'met').length;
  const known = criteria.filter((c) => c.state !== 'unknown').length;
  const unknown = criteria.length - known;
  const status: MetabolicStatus = met >= 3 ? 'criteria_met' : met + unknown < 3 ? 'criteria_not_met' : 'incomplete';
  return { status, met, known, criteria };
}

// --- Wire shape (decision 0102) ---

const treatmentSchema = z.object({ medications: z.array(z.string()), healthProfile: z.boolean() });

export const metabolicSummarySchema = z.object({
  status: z.enum(['criteria_met', 'criteria_not_met', 'incomplete']),
  met: z.number().int(),
  known: z.number().int(),
  criteria: z.array(
    z.object({
      key: z.enum(METABOLIC_CRITERIA),
      state: z.enum(['met', 'not_met', 'unknown']),
      value: z.number().nullable(),
      diastolic: z.number().nullable(),
      count: z.number().int().nullable(),
      unit: z.enum(['cm', 'mmol/L', 'mm Hg']),
      date: z.string().nullable(),
      threshold: z.number().nullable(),
      treatment: treatmentSchema.nullable(),
      missing: z.enum(['value', 'stale', 'sex']).nullable(),
    }),
  ),
  /** The waist cut-off's population: the member's choice, or the default while they have not chosen. */
  population: z.object({ key: z.enum(WAIST_POPULATION_KEYS), chosen: z.boolean() }),
  sex: z.enum(['female', 'male']).nullable(),
});
export type MetabolicSyndrome = z.infer<typeof metabolicSummarySchema>;
