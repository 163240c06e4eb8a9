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

type ActivityType = (typeof ACTIVITY_TYPES)[number];
type ActivityIntensity = (typeof ACTIVITY_INTENSITIES)[number];

/** Minutes of physical activity one day of a programme's tracking holds (decision 0074). */
export interface ProgrammeMinutes {
  /** The programme whose tracking holds them (two programmes tracking walking on one day may tell of one walk). */
  program_id?: string;
  date: string;
  type: ActivityType;
  intensity: ActivityIntensity;
  minutes: number;
}

/** What a programme says of its tracked minutes: its content, in the shape the database keeps it. */
export interface ProgrammeMinutesSource {
  action_items: ReadonlyArray<{
    type: string;
    options?: readonly string[];
    activity?:
      | { type: ActivityType; intensity: ActivityIntensity }
      | { type: ActivityType; intensity_from: number; intensities: readonly ActivityIntensity[] };
  }>;
  /** By the exercise id the tracking names. */
  exercises: ReadonlyArray<{ exercise_id: string; unit: string; activity?: { type: ActivityType; intensity: ActivityIntensity } }>;
}

const isMvpa = (intensity: string) => intensity === 'moderate' || intensity === 'vigorous';

/**
 * The activity minutes of one tracked day of a programme: each number item its content marks as
 * activity minutes (at the intensity it names, or the one the member's answer to the item it reads
 * gives; light without an answer), and each marked exercise's completed sets in minutes.
 */
export function programmeMinutes(
  program: ProgrammeMinutesSource,
  entry: {
    date: string;
    item_values: Readonly<Record<string, string | number>>;
    exercise_tracking: ReadonlyArray<{
      exercise_id: string;
      sets_completed: ReadonlyArray<{ amount: number; unit: string; completed: boolean }>;
    }>;
  },
): ProgrammeMinutes[] {
  const out: ProgrammeMinutes[] = [];
  program.action_items.forEach((item, i) => {
    const value = entry.item_values[String(i)];
    if (!item.activity || typeof value !== 'number' || value <= 0) return;
    let intensity: ActivityIntensity = 'light';
    if ('intensity' in item.activity) intensity = item.activity.intensity;
    else {
      const source = program.action_items[item.activity.intensity_from];
      const answer = entry.item_values[String(item.activity.intensity_from)];
      const option = typeof answer === 'string' ? (source?.options?.indexOf(answer) ?? -1) : -1;
      intensity = item.activity.intensities[option] ?? 'light';
    }
    out.push({ date: entry.date, type: item.activity.type, intensity, minutes: value });
  });
  for (const e of program.exercises) {
    if (!e.activity) continue;
    const tracked = entry.exercise_tracking.find((t) => t.exercise_id === e.exercise_id);
    const minutes = (tracked?.sets_completed ?? [])
      .filter((set) => set.completed && set.unit === 'minutes' && set.amount > 0)
      .reduce((sum, set) => sum + set.amount, 0);
    if (minutes > 0) out.push({ date: entry.date, type: e.activity.type, intensity: e.activity.intensity, minutes });
  }
  return out;
}

interface Minutes {
  mvpa: number;
  total: number;
}

/** Minutes by day and type: `${date}|${type}`. */
function byDayAndType(list: ReadonlyArray<{ date: string; type: string; minutes: number; intensity: string }>): Map<string, Minutes> {
  const out = new Map<string, Minutes>();
  for (const a of list) {
    const key = `${a.date}|${a.type}`;
    const m = out.get(key) ?? { mvpa: 0, total: 0 };
    m.total += a.minutes;
    if (isMvpa(a.intensity)) m.mvpa += a.minutes;
    out.set(key, m);
  }
  return out;
}

/** Programme minutes by day and type, the larger programme's where two tracked the same type on one day. */
function largestOfEach(programme: ReadonlyArray<ProgrammeMinutes>): Map<string, Minutes> {
  const byProgramme = new Map<string, ProgrammeMinutes[]>();
  for (const p of programme) byProgramme.set(p.program_id ?? '', [...(byProgramme.get(p.program_id ?? '') ?? []), p]);
  const out = new Map<string, Minutes>();
  for (const list of byProgramme.values()) {
    for (const [key, m] of byDayAndType(list)) {
      const kept = out.get(key);
      out.set(key, kept ? { mvpa: Math.max(kept.mvpa, m.mvpa), total: Math.max(kept.total, m.total) } : m);
    }
  }
  return out;
}

/**
 * Logged minutes by day and type, the larger source's where two sources hold the same type on one day
 * (the member's own log, each app imported): a walk recorded by the phone and logged by hand, or
 * imported from two apps, is one walk (issue 36). Within one source each activity counts. `sessions`:
 * the kept source's activities of that day and type.
 */
function largestSourceOfEach(
  list: ReadonlyArray<{ date: string; type: string; minutes: number; intensity: string; source?: string }>,
): Map<string, Minutes & { sessions: number }> {
  const bySource = new Map<string, typeof list>();
  for (const a of list) bySource.set(a.source ?? 'manual', [...(bySource.get(a.source ?? 'manual') ?? []), a]);
  const out = new Map<string, Minutes & { sessions: number }>();
  for (const rows of bySource.values()) {
    for (const [key, m] of byDayAndType(rows)) {
      const sessions = rows.filter((a) => `${a.date}|${a.type}` === key).length;
      const kept = out.get(key);
      if (!kept) out.set(key, { ...m, sessions });
      else {
        const larger = m.total > kept.total ? sessions : kept.sessions;
        out.set(key, { mvpa: Math.max(kept.mvpa, m.mvpa), total: Math.max(kept.total, m.total), sessions: larger });
      }
    }
  }
  return out;
}

/**
 * The days and types on which the member logged an activity of the same type as a programme's
 * minutes: there the two are one activity told twice, and only the larger counts (weeklySummaries).
 */
export function overlapsLog(programme: { date: string; type: string }, logged: ReadonlyArray<{ date: string; type: string }>): boolean {
  return logged.some((a) => a.date === programme.date && a.type === programme.type);
}

/**
 * Per week (Monday to Sunday), moderate-to-vigorous minutes, all minutes and distinct days with
 * muscle-strengthening activity, for the `weeks` weeks up to the one holding `today`, oldest first.
 * Minutes tracked in programmes count too, once (decision 0074): on a day the member also logged an
 * activity of the same type, the larger of the two counts (moderate-to-vigorous and all minutes
 * each), never their sum, since a walk tracked in Walk to 150 and logged on Activities is one walk;
 * the same between two programmes tracking the same type on one day, and between two sources of
 * logged activities (the member's log and each imported app).
 */
export function weeklySummaries(
  activities: ReadonlyArray<{ date: string; minutes: number; intensity: string; type: string; strength?: boolean; source?: string }>,
  today: string,
  weeks: number,
  programme: ReadonlyArray<ProgrammeMinutes> = [],
): WeekSummary[] {
  const lastWeek = weekStart(today);
  const out: WeekSummary[] = [];
  for (let i = weeks - 1; i >= 0; i--) {
    const start = addDays(lastWeek, -7 * i);
    const end = addDays(start, 6);
    const inWeek = activities.filter((a) => a.date >= start && a.date <= end);
    const logged = largestSourceOfEach(inWeek);
    const tracked = largestOfEach(programme.filter((p) => p.date >= start && p.date <= end));
    let mvpa = 0;
    let total = 0;
    let sessions = [...logged.values()].reduce((sum, m) => sum + m.sessions, 0);
    for (const key of new Set([...logged.keys(), ...tracked.keys()])) {
      const l = logged.get(key) ?? { mvpa: 0, total: 0 };
      const p = tracked.get(key);
      mvpa += Math.max(l.mvpa, p?.mvpa ?? 0);
      total += Math.max(l.total, p?.total ?? 0);
      if (p && !logged.has(key)) sessions += 1;
    }
    out.push({
      week_start: start,
      mvpa_minutes: mvpa,
      total_minutes: total,
      strength_days: new Set(inWeek.filter((a) => a.strength || a.type === 'strength').map((a) => a.date)).size,
      sessions,
    });
  }
  return out;
}
