import { z } from 'zod';
import { EXERCISE_UNITS, type ActionItem, type ExerciseUnit } from './definition.js';
import { parseCalendarDay } from '../user/age.js';
import { msg } from '../i18n/message.js';
import { LIMITS } from '../limits.js';

const day = z
  .string({ error: 'date is required (YYYY-MM-DD)' })
  .refine((v) => parseCalendarDay(v) !== null, 'date must be a calendar day (YYYY-MM-DD)');

const itemKey = z.union([z.number().int().min(0).max(999), z.string().max(20)]);
const itemValue = z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]);

export const exerciseSetSchema = z.object({
  amount: z.union([z.number(), z.string().max(20)]).optional(),
  weight: z.union([z.number(), z.string().max(20), z.null()]).optional(),
  notes: z.string().max(LIMITS.setNotes, `Set notes must be at most ${LIMITS.setNotes} characters`).optional().default(''),
  unit: z.enum(EXERCISE_UNITS, { error: `unit must be one of ${EXERCISE_UNITS.join(', ')}` }).optional(),
  completed: z.boolean().optional().default(false),
});

/** §7 track payload: standard programmes send completed_items as indexes; exercise programmes as action_N keys. */
export const trackBodySchema = z.object({
  date: day,
  completed_items: z
    .union([z.array(itemKey).max(200), z.record(z.string().max(20), z.boolean())])
    .optional()
    .default([]),
  item_values: z.record(z.string().max(20), itemValue).optional().default({}),
  exercise_tracking: z
    .array(z.object({ exercise_id: z.string().min(1).max(100), sets_completed: z.array(exerciseSetSchema).max(50) }))
    .max(100)
    .optional()
    .default([]),
});
export type TrackBody = z.infer<typeof trackBodySchema>;

export interface ExerciseSetRecord {
  amount: number;
  weight: number | null;
  notes: string;
  unit: ExerciseUnit;
  completed: boolean;
}
export interface NormalizedTracking {
  date: string;
  completed_items: number[];
  item_values: Record<string, string | number>;
  exercise_tracking: Array<{ exercise_id: string; sets_completed: ExerciseSetRecord[] }>;
}

/**
 * A tracked day's values as stored (the JSON columns of `tracking_entries`), as normalizeTracking
 * wrote them: read back through these (decision 0082).
 */
export const storedTrackingSchema = {
  completed_items: z.array(z.number().int().min(0)),
  item_values: z.record(z.string(), z.union([z.string(), z.number()])),
  exercise_tracking: z.array(
    z.object({
      exercise_id: z.string(),
      sets_completed: z.array(
        z.object({
          amount: z.number(),
          weight: z.number().nullable(),
          notes: z.string(),
          unit: z.enum(EXERCISE_UNITS),
          completed: z.boolean(),
        }),
      ),
    }),
  ),
} satisfies { [K in 'completed_items' | 'item_values' | 'exercise_tracking']: z.ZodType<NormalizedTracking[K]> };

export interface TrackingTarget {
  action_items: ActionItem[];
  exercises: Array<{ exercise_id: string; sets: number; unit: ExerciseUnit }>;
}

/** "action_3", "3" or 3 -> 3; anything else -> null. */
export function itemIndex(key: string | number): number | null {
  if (typeof key === 'number') return Number.isInteger(key) && key >= 0 ? key : null;
  const m = /^(?:action_)?(\d{1,3})$/.exec(key);
  return m ? Number(m[1]) : null;
}

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/**
 * §5: amount is an integer (default 0); weight a decimal or null. A decimal amount is not an
 * integer: it is refused (null), never cut to the whole number below without a word.
 */
export function parseAmount(v: unknown): number | null {
  if (isEmpty(v)) return 0;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isInteger(n) ? n : null;
}
export function parseWeight(v: unknown): number | null | 'invalid' {
  if (isEmpty(v)) return null;
  const n = typeof v === 'number' ? v : Number(String(v).trim().replace(',', '.'));
  return Number.isFinite(n) ? n : 'invalid';
}

/**
 * Checks a tracking entry against its programme and turns it into one stored shape. Returns the
 * problems (one sentence each) or the normalised entry.
 */
export function normalizeTracking(
  body: TrackBody,
  target: TrackingTarget,
  window: { startDay: string; latestToday: string },
): { errors: string[] } | { entry: NormalizedTracking } {
  const errors: string[] = [];
  if (body.date < window.startDay) errors.push(msg('programs.dateBeforeStart', { startDay: window.startDay }));
  if (body.date > window.latestToday) errors.push(msg('programs.dateInFuture'));

  const items = target.action_items;
  const completedKeys = Array.isArray(body.completed_items)
    ? body.completed_items
    : Object.entries(body.completed_items)
        .filter(([, on]) => on)
        .map(([k]) => k);
  const completed = new Set<number>();
  for (const k of completedKeys) {
    const i = itemIndex(k);
    if (i === null || i >= items.length) errors.push(msg('programs.notAnItem', { key: String(k) }));
    else completed.add(i);
  }

  const values: Record<string, string | number> = {};
  for (const [k, raw] of Object.entries(body.item_values)) {
    if (isEmpty(raw)) continue;
    const i = itemIndex(k);
    const item = i === null ? undefined : items[i];
    if (i === null || !item) {
      errors.push(msg('programs.notAnItem', { key: k }));
      continue;
    }
    const label = item.title;
    if (item.type === 'checkmark') {
      if (typeof raw === 'boolean') {
        if (raw) completed.add(i);
      } else errors.push(msg('programs.itemTakesNoValue', { label }));
    } else if (item.type === 'number') {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
      if (!Number.isInteger(n)) errors.push(msg('programs.itemWholeNumber', { label }));
      else if (n < item.min || n > item.max) errors.push(msg('programs.itemBetween', { label, min: item.min, max: item.max }));
      else values[String(i)] = n;
    } else if (item.type === 'radio') {
      if (typeof raw !== 'string' || !item.options.includes(raw))
        errors.push(msg('programs.itemOneOf', { label, options: item.options.join(', ') }));
      else values[String(i)] = raw;
    } else {
      if (typeof raw !== 'string') errors.push(msg('programs.itemText', { label }));
      else if (raw.length > item.max_length) errors.push(msg('programs.itemTooLong', { label, max: item.max_length }));
      else values[String(i)] = raw.trim();
    }
  }

  const exercise_tracking: NormalizedTracking['exercise_tracking'] = [];
  const seen = new Set<string>();
  for (const e of body.exercise_tracking) {
    const planned = target.exercises.find((x) => x.exercise_id === e.exercise_id);
    if (!planned) {
      errors.push(msg('programs.notAnExercise', { exercise: e.exercise_id }));
      continue;
    }
    if (seen.has(e.exercise_id)) {
      errors.push(msg('programs.exerciseTwice', { exercise: e.exercise_id }));
      continue;
    }
    seen.add(e.exercise_id);
    if (e.sets_completed.length > planned.sets) errors.push(msg('programs.tooManySets', { sets: planned.sets }));
    const sets: ExerciseSetRecord[] = [];
    e.sets_completed.slice(0, planned.sets).forEach((s, n) => {
      const amount = parseAmount(s.amount);
      const weight = parseWeight(s.weight);
      if (amount === null || amount < 0 || amount > 100_000) errors.push(msg('programs.setAmount', { set: n + 1 }));
      if (weight === 'invalid' || (typeof weight === 'number' && (weight < 0 || weight > LIMITS.setWeightKg)))
        errors.push(msg('programs.setWeight', { set: n + 1, max: LIMITS.setWeightKg }));
      sets.push({
        amount: amount ?? 0,
        weight: weight === 'invalid' ? null : weight,
        notes: s.notes.trim(),
        unit: s.unit ?? planned.unit,
        completed: s.completed,
      });
    });
    exercise_tracking.push({ exercise_id: e.exercise_id, sets_completed: sets });
  }
  if (errors.length) return { errors };
  return { entry: { date: body.date, completed_items: [...completed].sort((a, b) => a - b), item_values: values, exercise_tracking } };
}

/** The spec's key form for an exercise programme's items. */
export function actionKey(index: number): string {
  return `action_${index}`;
}
