import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { boundedNumber } from '../numbers.js';
import { healthNotesSchema } from './notes.js';
import { addDays, weekStart } from '../programs/progress.js';
import { parseCalendarDay } from '../user/age.js';

export const ACTIVITY_TYPES = [
  'walking',
  'running',
  'cycling',
  'swimming',
  'strength',
  'yoga',
  'dance',
  'sports',
  'hiking',
  'other',
] as const;
export const ACTIVITY_INTENSITIES = ['light', 'moderate', 'vigorous'] as const;
/** Canadian 24-Hour Movement Guidelines for adults. */
export const WEEKLY_MVPA_TARGET = 150;
export const WEEKLY_STRENGTH_DAYS_TARGET = 2;

export const activityBodySchema = z.object({
  date: z
    .string({ error: msg('health.activityDateRequired') })
    .refine((v) => parseCalendarDay(v) !== null, msg('health.activityDateInvalid')),
  type: z.enum(ACTIVITY_TYPES, { error: msg('health.activityTypeInvalid', { types: ACTIVITY_TYPES.join(', ') }) }),
  minutes: boundedNumber({
    min: 1,
    max: 1440,
    whole: true,
    messages: { number: msg('health.minutesNumber'), whole: msg('health.minutesWhole'), range: msg('health.minutesRange') },
  }),
  intensity: z.enum(ACTIVITY_INTENSITIES, { error: msg('health.intensityInvalid') }),
  /** Muscle-strengthening work (counts towards the two strength days), whatever the type. */
  strength: z.boolean().optional(),
  notes: healthNotesSchema,
});
export type ActivityBody = z.infer<typeof activityBodySchema>;

export interface WeekSummary {
  week_start: string;
  mvpa_minutes: number;
  total_minutes: number;
  strength_days: number;
  sessions: number;
}

/**
 * Per week (Monday to Sunday), moderate-to-vigorous minutes, all minutes and distinct days with
 * muscle-strengthening activity, for the `weeks` weeks up to the one holding `today`, oldest first.
 */
export function weeklySummaries(
  activities: ReadonlyArray<{ date: string; minutes: number; intensity: string; type: string; strength?: boolean }>,
  today: string,
  weeks: number,
): WeekSummary[] {
  const lastWeek = weekStart(today);
  const out: WeekSummary[] = [];
  for (let i = weeks - 1; i >= 0; i--) {
    const start = addDays(lastWeek, -7 * i);
    const end = addDays(start, 6);
    const inWeek = activities.filter((a) => a.date >= start && a.date <= end);
    out.push({
      week_start: start,
      mvpa_minutes: inWeek.filter((a) => a.intensity === 'moderate' || a.intensity === 'vigorous').reduce((s, a) => s + a.minutes, 0),
      total_minutes: inWeek.reduce((s, a) => s + a.minutes, 0),
      strength_days: new Set(inWeek.filter((a) => a.strength || a.type === 'strength').map((a) => a.date)).size,
      sessions: inWeek.length,
    });
  }
  return out;
}
