import { z } from 'zod';

// The daily "taken" check and its adherence figure (issue 35, decision 0112). The app records what
// the member ticks; it never says what to take or when (no dosing advice anywhere).

/** Days of the adherence figure, and how far back a day can be ticked. */
export const ADHERENCE_DAYS = 30;
const DAY_MS = 86_400_000;

/** `day` moved by `n` days (calendar days, YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export interface AdherenceInput {
  started_on: string | null;
  stopped_on: string | null;
  /** The member's day the daily check was turned on. */
  track_since: string;
  /** The days ticked "taken". */
  taken: readonly string[];
}

export const adherenceSchema = z.object({
  /** The first day counted: the latest of the start, the day the check was turned on and 29 days before today. */
  from: z.string(),
  /** Days counted: from `from` to yesterday, and today once ticked (a day not over is not missed); none after a stop. */
  tracked_days: z.number().int(),
  taken_days: z.number().int(),
  /** Whole per cent of the days counted; null with none counted yet. */
  percent: z.number().int().nullable(),
  /** Ticked on `today`. */
  taken_today: z.boolean(),
  /** The days ticked within the last 30 (for the check of any of them). */
  taken_on: z.array(z.string()),
});
export type Adherence = z.infer<typeof adherenceSchema>;

/**
 * Days taken over days tracked in the last 30 days (today included): counted from the latest of
 * the medication's start, the day the check was turned on and 29 days before today, to the day
 * before its stop; today counts only once ticked.
 */
export function medicationAdherence(m: AdherenceInput, today: string): Adherence {
  const candidates = [addDays(today, -(ADHERENCE_DAYS - 1)), m.track_since, ...(m.started_on ? [m.started_on] : [])];
  const from = candidates.reduce((a, b) => (b > a ? b : a));
  const lastTaken = m.stopped_on !== null && m.stopped_on <= today ? addDays(m.stopped_on, -1) : today;
  const window = (d: string) => d >= from && d <= lastTaken;
  const takenOn = [...new Set(m.taken)].filter(window).sort();
  const takenToday = takenOn.includes(today);
  const until = lastTaken === today && !takenToday ? addDays(today, -1) : lastTaken;
  const tracked = until < from ? 0 : Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  const taken = takenOn.filter((d) => d <= until).length;
  return {
    from,
    tracked_days: tracked,
    taken_days: taken,
    percent: tracked === 0 ? null : Math.round((taken / tracked) * 100),
    taken_today: takenToday,
    taken_on: takenOn,
  };
}
