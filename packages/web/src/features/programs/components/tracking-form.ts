import { t } from '@lingui/core/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { itemIndex, parseAmount, parseWeight, actionKey, type ExerciseSetRecord } from '@wellpath/shared/programs/tracking';
import { unitTakesWeight, type Program, type TrackingEntry } from '@wellpath/shared/programs/wire';
import { formatLongDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';

/** §7 track payload: standard programmes send item indexes; exercise programmes action_N keys and their sets. */
export type TrackPayload =
  | { date: string; completed_items: number[]; item_values: Record<string, string | number> }
  | {
      date: string;
      completed_items: Record<string, true>;
      item_values: Record<string, string | number>;
      exercise_tracking: Array<{ exercise_id: string; sets_completed: ExerciseSetRecord[] }>;
    };

/** One set as the member types it; parsed only when saving (§5). */
export interface SetDraft {
  amount: string;
  weight: string;
  notes: string;
  completed: boolean;
  /** The member ticked or unticked Completed themselves: it no longer follows the amount. */
  completedByHand: boolean;
}

/** The popup's editable state for one day. */
export interface TrackingDraft {
  /** Checkmark items ticked, by item index. */
  checked: Record<number, boolean>;
  /** Number, radio and text answers as typed, by item index. */
  values: Record<number, string>;
  /** Sets recorded per exercise (detailed mode), by exercise_id. */
  sets: Record<string, SetDraft[]>;
  /** Exercises ticked as done (simple mode), by exercise_id. */
  simpleDone: Record<string, boolean>;
}

/** Detailed: set by set. Simple (§4): tick each exercise; done means every target set with the target amount. */
export type TrackingMode = 'detailed' | 'simple';

/** Field id -> message, for messages shown beside the fields. */
export type FieldErrors = Record<string, string>;

type ProgramExercise = Program['exercises'][number];

/** Item indexes an entry marks completed, whichever key form it uses (indexes or action_N). */
export function completedIndexes(entry: Pick<TrackingEntry, 'completed_items'>): Set<number> {
  const keys = Array.isArray(entry.completed_items)
    ? entry.completed_items
    : Object.entries(entry.completed_items)
        .filter(([, on]) => on)
        .map(([key]) => key);
  return new Set(keys.map((key) => itemIndex(key)).filter((i): i is number => i !== null));
}

/** Simple mode's "done": every target set recorded and completed. */
export function setsAreDone(exercise: Pick<ProgramExercise, 'sets'>, sets: ReadonlyArray<{ completed: boolean }>): boolean {
  return sets.length >= exercise.sets && sets.every((s) => s.completed);
}

/** True for an amount above zero as typed (a set with something done). */
function hasAmount(amount: string): boolean {
  const n = Number(amount.trim());
  return amount.trim() !== '' && Number.isFinite(n) && n > 0;
}

/** A new set starts at the target amount and completed, so a set done as planned needs no tick at all. */
export function newSet(exercise: ProgramExercise): SetDraft {
  const amount = String(exercise.reps);
  return { amount, weight: '', notes: '', completed: hasAmount(amount), completedByHand: false };
}

/** The amount typed: until the member sets Completed themselves, a set with an amount is completed and one without is not. */
export function withAmount(set: SetDraft, amount: string): SetDraft {
  return { ...set, amount, completed: set.completedByHand ? set.completed : hasAmount(amount) };
}

/** Completed ticked or unticked by the member: it stays as they set it. */
export function withCompleted(set: SetDraft, completed: boolean): SetDraft {
  return { ...set, completed, completedByHand: true };
}

/** "12.5" for an amount: whole numbers only (§5), said rather than cut to 12. */
function amountError(raw: string): string {
  const typed = raw.trim();
  const n = Number(typed);
  if (typed !== '' && Number.isFinite(n) && n >= 0 && !Number.isInteger(n)) {
    const below = formatNumber(Math.floor(n));
    const above = formatNumber(Math.ceil(n));
    return t`Whole numbers only: enter ${below} or ${above}, not ${typed}.`;
  }
  return t`Enter a whole number of 0 or more.`;
}

/** The form prefilled from the entry of the selected day, or empty when that day has none. */
export function draftFromEntry(program: Program, entry: TrackingEntry | undefined): TrackingDraft {
  const draft: TrackingDraft = { checked: {}, values: {}, sets: {}, simpleDone: {} };
  const completed = entry ? completedIndexes(entry) : new Set<number>();
  program.action_items.forEach((item, i) => {
    if (item.type === 'checkmark') draft.checked[i] = completed.has(i);
  });
  for (const [key, value] of Object.entries(entry?.item_values ?? {})) {
    const i = itemIndex(key);
    if (i !== null && program.action_items[i] && program.action_items[i].type !== 'checkmark') draft.values[i] = String(value);
  }
  for (const exercise of program.exercises) {
    const recorded = entry?.exercise_tracking.find((e) => e.exercise_id === exercise.exercise_id)?.sets_completed ?? [];
    draft.sets[exercise.exercise_id] = recorded.slice(0, exercise.sets).map((s) => ({
      amount: String(s.amount),
      weight: s.weight === null || s.weight === undefined ? '' : String(s.weight),
      notes: s.notes ?? '',
      completed: s.completed,
      // What was saved stays as it was saved.
      completedByHand: true,
    }));
    draft.simpleDone[exercise.exercise_id] = setsAreDone(exercise, recorded);
  }
  return draft;
}

/** §4/§5: the day cannot be in the future, nor before the programme started. */
export function dateError(date: string, today: string, startDay: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return t`Choose the day you want to track.`;
  if (date > today) return t`The date cannot be in the future.`;
  const started = formatLongDate(startDay);
  if (date < startDay) return t`The date cannot be before you started this program (${started}).`;
  return null;
}

export const fieldIds = {
  item: (index: number) => `item-${index}`,
  amount: (exerciseId: string, set: number) => `set-${exerciseId}-${set}-amount`,
  weight: (exerciseId: string, set: number) => `set-${exerciseId}-${set}-weight`,
};

/**
 * Turns the form into the §7 track payload: indexes for standard programmes, action_N keys for
 * exercise programmes. Empty values are left out (§5); amounts are whole numbers (empty = 0; a
 * decimal is refused with a message, never cut) and weights decimals or null, and only for units
 * that take a weight (§9).
 */
export function buildTrackPayload(
  program: Program,
  draft: TrackingDraft,
  date: string,
  mode: TrackingMode,
): { errors: FieldErrors } | { payload: TrackPayload } {
  const errors: FieldErrors = {};
  const completed = new Set<number>();
  const values: Record<number, string | number> = {};

  program.action_items.forEach((item, i) => {
    if (item.type === 'checkmark') {
      if (draft.checked[i]) completed.add(i);
      return;
    }
    const raw = (draft.values[i] ?? '').trim();
    if (raw === '') return;
    if (item.type === 'number') {
      const n = Number(raw);
      const inRange = (item.min === undefined || n >= item.min) && (item.max === undefined || n <= item.max);
      if (!Number.isInteger(n) || !inRange) {
        const min = formatNumber(item.min ?? 0);
        const max = formatNumber(item.max ?? 0);
        errors[fieldIds.item(i)] =
          item.min !== undefined && item.max !== undefined ? t`Enter a whole number from ${min} to ${max}.` : t`Enter a whole number.`;
        return;
      }
      values[i] = n;
    } else if (item.type === 'radio') {
      if (!(item.options ?? []).includes(raw)) return;
      values[i] = raw;
    } else {
      if (item.max_length !== undefined && raw.length > item.max_length) {
        const maxLength = item.max_length;
        errors[fieldIds.item(i)] = t`Keep this to ${maxLength} characters or fewer.`;
        return;
      }
      values[i] = raw;
    }
    // An answered item counts as done for the day.
    completed.add(i);
  });

  const indexes = [...completed].sort((a, b) => a - b);

  if (program.type === 'standard') {
    if (Object.keys(errors).length > 0) return { errors };
    return { payload: { date, completed_items: indexes, item_values: Object.fromEntries(Object.entries(values)) } };
  }

  const exerciseTracking: Array<{ exercise_id: string; sets_completed: ExerciseSetRecord[] }> = [];
  for (const exercise of program.exercises) {
    const recorded = draft.sets[exercise.exercise_id] ?? [];
    if (mode === 'simple') {
      const ticked = draft.simpleDone[exercise.exercise_id] ?? false;
      const recordedDone = setsAreDone(exercise, recorded);
      // Unticking an exercise that was done removes it.
      if (!ticked && recordedDone) continue;
      if (ticked && !recordedDone) {
        exerciseTracking.push({
          exercise_id: exercise.exercise_id,
          sets_completed: Array.from({ length: exercise.sets }, () => ({
            amount: exercise.reps,
            weight: null,
            notes: '',
            unit: exercise.unit,
            completed: true,
          })),
        });
        continue;
      }
      // Otherwise what was recorded set by set stays as it is (done, or partly done and left unticked).
    }
    const sets = recorded.slice(0, exercise.sets);
    if (sets.length === 0) continue;
    const takesWeight = unitTakesWeight(exercise.unit);
    const setsCompleted = sets.map((set, n): ExerciseSetRecord => {
      const amount = parseAmount(set.amount);
      if (amount === null || amount < 0) errors[fieldIds.amount(exercise.exercise_id, n)] = amountError(set.amount);
      const weight = takesWeight ? parseWeight(set.weight) : null;
      if (weight === 'invalid' || (typeof weight === 'number' && (weight < 0 || weight > LIMITS.setWeightKg))) {
        const maxKg = formatNumber(LIMITS.setWeightKg);
        errors[fieldIds.weight(exercise.exercise_id, n)] = t`Enter a weight in kilograms from 0 to ${maxKg}, or leave it empty.`;
      }
      return {
        amount: amount ?? 0,
        weight: weight === 'invalid' ? null : weight,
        notes: set.notes.trim(),
        unit: exercise.unit,
        completed: set.completed,
      };
    });
    exerciseTracking.push({ exercise_id: exercise.exercise_id, sets_completed: setsCompleted });
  }

  if (Object.keys(errors).length > 0) return { errors };
  return {
    payload: {
      date,
      completed_items: Object.fromEntries(indexes.map((i) => [actionKey(i), true as const])),
      item_values: Object.fromEntries(Object.entries(values).map(([i, v]) => [actionKey(Number(i)), v])),
      exercise_tracking: exerciseTracking,
    },
  };
}
