import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { boundedNumber } from '../numbers.js';
import { healthNotesSchema } from './notes.js';

/** AHA/ACC 2017 categories (Whelton et al., Hypertension 2018), from lowest to highest. */
export const BP_CATEGORIES = ['normal', 'elevated', 'stage1', 'stage2', 'crisis'] as const;
export type BpCategory = (typeof BP_CATEGORIES)[number];

/**
 * The categories' names in English only.
 * @deprecated Show `tr(BP_CATEGORY_MESSAGES[category])` instead (still read by the care workspace's member view until it switches).
 */
export const BP_CATEGORY_LABELS: Record<BpCategory, string> = {
  normal: 'Normal',
  elevated: 'Elevated',
  stage1: 'Stage 1 hypertension',
  stage2: 'Stage 2 hypertension',
  crisis: 'Hypertensive crisis',
};

/** The categories' names, as messages of the shared catalogue (put into words with translate / the web's tr). */
export const BP_CATEGORY_MESSAGES: Record<BpCategory, string> = {
  normal: msg('health.bpCategory.normal'),
  elevated: msg('health.bpCategory.elevated'),
  stage1: msg('health.bpCategory.stage1'),
  stage2: msg('health.bpCategory.stage2'),
  crisis: msg('health.bpCategory.crisis'),
};

function systolicCategory(s: number): BpCategory {
  if (s > 180) return 'crisis';
  if (s >= 140) return 'stage2';
  if (s >= 130) return 'stage1';
  if (s >= 120) return 'elevated';
  return 'normal';
}

function diastolicCategory(d: number): BpCategory {
  if (d > 120) return 'crisis';
  if (d >= 90) return 'stage2';
  if (d >= 80) return 'stage1';
  // "Elevated" needs a diastolic below 80, so diastolic alone never raises a reading to it.
  return 'normal';
}

/** The category of a reading or an average; when the two numbers disagree, the higher category applies. */
export function bpCategory(systolic: number, diastolic: number): BpCategory {
  const s = BP_CATEGORIES.indexOf(systolicCategory(systolic));
  const d = BP_CATEGORIES.indexOf(diastolicCategory(diastolic));
  return BP_CATEGORIES[Math.max(s, d)]!;
}

/** Hypertension Canada 2025 (Goupil et al., CMAJ 2025): one threshold, 130/80, for every method. */
export const CANADA_THRESHOLD = { systolic: 130, diastolic: 80 } as const;
export function atOrAboveCanadaThreshold(systolic: number, diastolic: number): boolean {
  return systolic >= CANADA_THRESHOLD.systolic || diastolic >= CANADA_THRESHOLD.diastolic;
}

/** A single reading above 180/120 comes with advice to seek care. */
export function needsUrgentCare(systolic: number, diastolic: number): boolean {
  return systolic > 180 || diastolic > 120;
}

/** A reading under 90/60 (either number below its limit) comes with advice on low blood pressure. */
export const LOW_BP_LIMIT = { systolic: 90, diastolic: 60 } as const;
export function isLowBloodPressure(systolic: number, diastolic: number): boolean {
  return systolic < LOW_BP_LIMIT.systolic || diastolic < LOW_BP_LIMIT.diastolic;
}

/** A resting pulse under 40 or over 120 beats a minute comes with advice to contact the care team. */
export const PULSE_LIMITS = { low: 40, high: 120 } as const;
export type PulseFlag = 'low' | 'high';
export function pulseFlag(pulse: number | null | undefined): PulseFlag | null {
  if (pulse === null || pulse === undefined) return null;
  if (pulse < PULSE_LIMITS.low) return 'low';
  if (pulse > PULSE_LIMITS.high) return 'high';
  return null;
}

/** What a reading raises beside its category, in this order: under 90/60, a pulse under 40, over 120. */
export const BP_FLAGS = ['low', 'pulse_low', 'pulse_high'] as const;
export type BpFlag = (typeof BP_FLAGS)[number];

/** The flags in words, as written beside a reading (shared catalogue messages). */
export const BP_FLAG_MESSAGES: Record<BpFlag, string> = {
  low: msg('health.bpFlag.low'),
  pulse_low: msg('health.bpFlag.pulseLow'),
  pulse_high: msg('health.bpFlag.pulseHigh'),
};

/** A badge that stands for a flag: what to do, not a category. */
export const BP_CHECK_MESSAGES: Record<BpFlag, string> = {
  low: msg('health.bpCheck.low'),
  pulse_low: msg('health.bpCheck.pulseLow'),
  pulse_high: msg('health.bpCheck.pulseHigh'),
};

/** The flags a reading (or an average, without a pulse) raises. */
export function bpFlags(r: { systolic: number; diastolic: number; pulse?: number | null }): BpFlag[] {
  const pulse = pulseFlag(r.pulse);
  const out: BpFlag[] = [];
  if (isLowBloodPressure(r.systolic, r.diastolic)) out.push('low');
  if (pulse === 'low') out.push('pulse_low');
  if (pulse === 'high') out.push('pulse_high');
  return out;
}

/**
 * How much each category asks of the member, and a flag: a flag asks to check how one feels and to
 * contact the care team, more than "elevated" (habits) and as much as stage 1 (talk about it).
 */
const CATEGORY_CONCERN: Record<BpCategory, number> = { normal: 0, elevated: 1, stage1: 2, stage2: 3, crisis: 4 };
const FLAG_CONCERN = 2;

export type BpBadge = { kind: 'category'; category: BpCategory; message: string } | { kind: 'check'; flag: BpFlag; message: string };

/**
 * The badge of a reading or an average: its category, unless a flag beside it asks more, then the
 * first flag as "Low: check". So the badge is never more reassuring than a flag beside it: 84/54 with
 * a pulse of 131 is "Low: check", never a green "Normal".
 */
export function bpBadge(category: BpCategory, flags: readonly BpFlag[]): BpBadge {
  const flag = BP_FLAGS.find((f) => flags.includes(f));
  if (flag && FLAG_CONCERN > CATEGORY_CONCERN[category]) return { kind: 'check', flag, message: BP_CHECK_MESSAGES[flag] };
  return { kind: 'category', category, message: BP_CATEGORY_MESSAGES[category] };
}

type Timed = { systolic: number; diastolic: number; measured_at: string };

/** The reading taken last (the first of the newest time when several share it), or null with none. */
export function newestReading<R extends Timed>(readings: readonly R[]): R | null {
  let newest: R | null = null;
  for (const r of readings) if (!newest || new Date(r.measured_at).getTime() > new Date(newest.measured_at).getTime()) newest = r;
  return newest;
}

/**
 * The reading above 180/120 whose advice stays on screen: the newest reading while it is in crisis,
 * however old it is. Only a newer reading that is not in crisis clears it.
 */
export function standingCrisis<R extends Timed>(readings: readonly R[]): R | null {
  const newest = newestReading(readings);
  return newest && needsUrgentCare(newest.systolic, newest.diastolic) ? newest : null;
}

/**
 * Average of the readings taken in the 7 days up to `now`, or null with fewer than two. Unrounded:
 * classify this mean, and round only to show it (a mean of 129.5 is below 130, though it shows as 130).
 */
export function sevenDayAverage(readings: readonly Timed[], now: Date): { systolic: number; diastolic: number; count: number } | null {
  const since = now.getTime() - 7 * 86_400_000;
  const recent = readings.filter((r) => {
    const t = new Date(r.measured_at).getTime();
    return t > since && t <= now.getTime() + 60_000;
  });
  // The guidelines classify an average of two or more readings, never a single one.
  if (recent.length < 2) return null;
  const mean = (k: 'systolic' | 'diastolic') => recent.reduce((s, r) => s + r[k], 0) / recent.length;
  return { systolic: mean('systolic'), diastolic: mean('diastolic'), count: recent.length };
}

export const bpReadingBodySchema = z
  .object({
    systolic: boundedNumber({
      min: 60,
      max: 260,
      whole: true,
      messages: { number: msg('health.systolicNumber'), whole: msg('health.systolicWhole'), range: msg('health.systolicRange') },
    }),
    diastolic: boundedNumber({
      min: 30,
      max: 160,
      whole: true,
      messages: { number: msg('health.diastolicNumber'), whole: msg('health.diastolicWhole'), range: msg('health.diastolicRange') },
    }),
    pulse: boundedNumber({
      min: 25,
      max: 250,
      whole: true,
      messages: { number: msg('health.pulseNumber'), whole: msg('health.pulseWhole'), range: msg('health.pulseRange') },
    })
      .nullable()
      .optional(),
    measured_at: z.iso.datetime({ offset: true, message: msg('health.measuredAtInvalid') }),
    arm: z
      .enum(['left', 'right'], { error: msg('health.armInvalid') })
      .nullable()
      .optional(),
    notes: healthNotesSchema,
  })
  .refine((r) => r.systolic > r.diastolic, { message: msg('health.systolicAboveDiastolic'), path: ['diastolic'] });
