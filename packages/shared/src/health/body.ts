import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { boundedNumber, type NumberBounds } from '../numbers.js';
import { MINIMUM_AGE } from '../user/age.js';
import { bmiCategory, bmiValue, type BmiCategory } from './bmi.js';

// Body measurements (issue 35, decision 0084): stored in SI (kg, cm, %), whatever unit the member
// typed; the bounds are what a person can plausibly measure, so a slip (a weight in grams, a waist
// in mm) is refused with a sentence instead of being stored and drawn on a chart.

export const BODY_KINDS = ['weight', 'waist', 'body_fat'] as const;
export type BodyKind = (typeof BODY_KINDS)[number];

/** The unit each kind is stored and answered in. */
export const BODY_UNITS: Record<BodyKind, 'kg' | 'cm' | '%'> = { weight: 'kg', waist: 'cm', body_fat: '%' };

/** Plausible ranges; two decimals so a weight typed in pounds keeps its precision in kg. */
export const BODY_BOUNDS: Record<BodyKind | 'height', Pick<NumberBounds, 'min' | 'max' | 'decimals'>> = {
  weight: { min: 20, max: 400, decimals: 2 },
  waist: { min: 40, max: 250, decimals: 2 },
  body_fat: { min: 2, max: 75, decimals: 1 },
  height: { min: 100, max: 250, decimals: 1 },
};

const weightValue = boundedNumber({
  ...BODY_BOUNDS.weight,
  label: msg('health.body.weight'),
  messages: { number: msg('health.body.weightNumber'), range: msg('health.body.weightRange') },
});
const waistValue = boundedNumber({
  ...BODY_BOUNDS.waist,
  label: msg('health.body.waist'),
  messages: { number: msg('health.body.waistNumber'), range: msg('health.body.waistRange') },
});
const bodyFatValue = boundedNumber({
  ...BODY_BOUNDS.body_fat,
  label: msg('health.body.bodyFat'),
  messages: { number: msg('health.body.bodyFatNumber'), range: msg('health.body.bodyFatRange') },
});

const measuredAt = z.iso.datetime({ offset: true, message: msg('health.measuredAtInvalid') });

/** One measurement as the member sends it: its kind, its value in the kind's SI unit and when. */
export const bodyMeasurementBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('weight'), value: weightValue, measured_at: measuredAt }),
    z.strictObject({ kind: z.literal('waist'), value: waistValue, measured_at: measuredAt }),
    z.strictObject({ kind: z.literal('body_fat'), value: bodyFatValue, measured_at: measuredAt }),
  ],
  { error: msg('health.body.kindInvalid') },
);
export type BodyMeasurementBody = z.infer<typeof bodyMeasurementBodySchema>;

/** The member's height in cm, kept on the profile; null forgets it. */
export const bodyHeightBodySchema = z.strictObject({
  height_cm: boundedNumber({
    ...BODY_BOUNDS.height,
    label: msg('health.body.height'),
    messages: { number: msg('health.body.heightNumber'), range: msg('health.body.heightRange') },
  }).nullable(),
});

/**
 * A stored measurement to two decimals: PostgreSQL's `real` keeps 82.35 as 82.3499984..., which some
 * drivers answer as it is; the bounds allow no more than two decimals, so this is the value sent.
 */
export function storedBodyValue(value: number | string): number {
  return Math.round(Number(value) * 100) / 100;
}

// --- Units the member may type in (the web converts; the server only sees SI) ---

export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

/** Pounds to kg, to two decimals (what the server keeps). */
export function lbToKg(lb: number): number {
  return Math.round(lb * KG_PER_LB * 100) / 100;
}
export function kgToLb(kg: number): number {
  return Math.round((kg / KG_PER_LB) * 10) / 10;
}
export function inToCm(inches: number): number {
  return Math.round(inches * CM_PER_IN * 100) / 100;
}
export function cmToIn(cm: number): number {
  return Math.round((cm / CM_PER_IN) * 10) / 10;
}
/** Feet and inches to cm, to one decimal. */
export function feetInchesToCm(feet: number, inches: number): number {
  return Math.round((feet * 12 + inches) * CM_PER_IN * 10) / 10;
}
/** cm to whole feet and inches rounded to the nearest inch (5 ft 12 in never shows: it is 6 ft 0 in). */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const total = Math.round(cm / CM_PER_IN);
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

// --- BMI (Health Canada 2003): bmi.ts ---

export { BMI_CATEGORIES, bmiCategory, bmiValue, type BmiCategory } from './bmi.js';

/** Why no BMI is shown: under 18 (adult bands do not apply), no height, no weight, or no date of birth to tell. */
export type BmiUnavailable = 'under_18' | 'no_height' | 'no_weight' | 'no_age';

export type BmiResult =
  | { shown: true; value: number; category: BmiCategory; weight_kg: number; height_cm: number; measured_at: string }
  | { shown: false; reason: BmiUnavailable };

/** The BMI of the latest weight and the height, or why there is none; `age` in full years (null when unknown). */
export function bmiFor(input: {
  latestWeight: { value: number; measured_at: string } | null;
  heightCm: number | null;
  age: number | null;
}): BmiResult {
  if (input.age === null) return { shown: false, reason: 'no_age' };
  if (input.age < MINIMUM_AGE) return { shown: false, reason: 'under_18' };
  if (input.heightCm === null) return { shown: false, reason: 'no_height' };
  if (!input.latestWeight) return { shown: false, reason: 'no_weight' };
  const value = bmiValue(input.latestWeight.value, input.heightCm);
  return {
    shown: true,
    value,
    category: bmiCategory(value),
    weight_kg: input.latestWeight.value,
    height_cm: input.heightCm,
    measured_at: input.latestWeight.measured_at,
  };
}

// --- Waist (Health Canada: >= 102 cm men, >= 88 cm women, increased risk) ---

export const WAIST_THRESHOLDS_CM = { male: 102, female: 88 } as const;

export type WaistResult =
  | { known: true; value: number; measured_at: string; threshold_cm: number; increased_risk: boolean }
  | { known: false; reason: 'no_waist' | 'no_sex' };

/** The latest waist against the threshold for the member's sex; without a sex on the profile no threshold is chosen. */
export function waistFor(latestWaist: { value: number; measured_at: string } | null, sex: 'female' | 'male' | null): WaistResult {
  if (!latestWaist) return { known: false, reason: 'no_waist' };
  if (!sex) return { known: false, reason: 'no_sex' };
  const threshold = WAIST_THRESHOLDS_CM[sex];
  return {
    known: true,
    value: latestWaist.value,
    measured_at: latestWaist.measured_at,
    threshold_cm: threshold,
    increased_risk: latestWaist.value >= threshold,
  };
}

// --- Weight change (issue 35, decision 0092) ---

/** A weight in kg with when it was measured (ISO 8601). */
export interface DatedKg {
  kg: number;
  measured_at: string;
}

/** A change from a weight to the latest: kg (negative is a loss) and % of the weight it is from, each to one decimal. */
export interface WeightChange {
  from: DatedKg;
  kg: number;
  percent: number;
}

const DAY_MS = 86_400_000;

/**
 * The programme's baseline weight is the first from this many days before joining on (decision 0092
 * amended, as the outcomes' baseline of decision 0098): older history is not the programme's start.
 */
export const BASELINE_DAYS_BEFORE_JOINING = 30;

/** The moment (ISO 8601) from which a weight can be the baseline, for a member who joined at `joinedAt`. */
export function baselineSince(joinedAt: string): string {
  return new Date(Date.parse(joinedAt) - BASELINE_DAYS_BEFORE_JOINING * DAY_MS).toISOString();
}

function changeFrom(from: DatedKg, latest: DatedKg): WeightChange {
  const kg = Math.round((latest.kg - from.kg) * 10) / 10;
  return { from, kg, percent: Math.round(((latest.kg - from.kg) / from.kg) * 1000) / 10 };
}

/**
 * The change of the latest weight since the programme's start (the first weight on record) and since
 * 30 and 90 days before the latest: each from the newest weight measured at least that many days
 * before the latest one; null where there is none (a 30-day change needs a weight 30 days older).
 */
export function weightChanges(weights: readonly DatedKg[]): {
  latest: DatedKg | null;
  sinceStart: WeightChange | null;
  days30: WeightChange | null;
  days90: WeightChange | null;
} {
  const sorted = [...weights].sort((a, b) => Date.parse(a.measured_at) - Date.parse(b.measured_at));
  const latest = sorted[sorted.length - 1];
  if (!latest) return { latest: null, sinceStart: null, days30: null, days90: null };
  const first = sorted[0]!;
  const before = (days: number) => {
    const limit = Date.parse(latest.measured_at) - days * DAY_MS;
    const found = sorted.filter((w) => Date.parse(w.measured_at) <= limit).pop();
    return found ? changeFrom(found, latest) : null;
  };
  return { latest, sinceStart: first === latest ? null : changeFrom(first, latest), days30: before(30), days90: before(90) };
}

/** How far the member is toward a weight goal from their starting weight, 0 to 1 (more than 1 past it); null without a loss to make. */
export function weightGoalProgress(startKg: number, latestKg: number, goalKg: number): number | null {
  if (goalKg >= startKg) return null;
  return Math.max(0, (startKg - latestKg) / (startKg - goalKg));
}
