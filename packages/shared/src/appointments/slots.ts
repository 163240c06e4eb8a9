import { z } from 'zod';
import { localMoment, minutesOfDay, zonedInstant } from '../reminders/time-zone.js';
import { timeZoneSchema } from '../reminders/wire.js';
import { WEEKDAYS } from '../staff/care-workflow.js';
import { CELL_MINUTES, SLOT_STEP_MINUTES, type AppointmentType } from './types.js';

// A staff member's bookable times (issue 38, decision 0096). Working hours are kept on the staff
// member's own clock (an IANA time zone), a week at a time with breaks, days off and one-off
// exceptions, and turned into instants day by day with Intl only: a weekly 09:00 stays 09:00 on
// their clock across a daylight-saving change. A visit blocks its own length and the buffers around
// it; no two blocked stretches of one staff member overlap.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A time of day on the 5-minute grid, HH:MM. */
const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time must be HH:MM')
  .refine((t) => minutesOfDay(t) % CELL_MINUTES === 0, `a time must be on a ${CELL_MINUTES}-minute mark`);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const dateSchema = z
  .string()
  .regex(DATE, 'a day must be YYYY-MM-DD')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'not a day of the calendar',
  );

const spanSchema = z
  .strictObject({ start: timeOfDay, end: timeOfDay })
  .refine((s) => minutesOfDay(s.start) < minutesOfDay(s.end), { message: 'a break must start before it ends', path: ['end'] });

/** One day's working hours: from `start` to `end` on the staff member's clock, less the breaks. */
export const dayHoursSchema = z
  .strictObject({ start: timeOfDay, end: timeOfDay, breaks: z.array(spanSchema).max(6).default([]) })
  .refine((d) => minutesOfDay(d.start) < minutesOfDay(d.end), { message: 'the day must start before it ends', path: ['end'] })
  .refine((d) => d.breaks.every((b) => minutesOfDay(b.start) >= minutesOfDay(d.start) && minutesOfDay(b.end) <= minutesOfDay(d.end)), {
    message: 'every break must be inside the working hours',
    path: ['breaks'],
  });
export type DayHours = z.infer<typeof dayHoursSchema>;

const weekShape = Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema.nullable()])) as Record<
  (typeof WEEKDAYS)[number],
  z.ZodNullable<typeof dayHoursSchema>
>;

/** A staff member's usual week: each weekday's hours, or null for a day off. */
export const weeklyHoursSchema = z.strictObject({ time_zone: timeZoneSchema, days: z.strictObject(weekShape) });
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** One day that differs from the usual week: `hours: null` is a day off (a holiday), else that day's hours (a late evening). */
export const hoursExceptionSchema = z.strictObject({
  date: dateSchema,
  hours: dayHoursSchema.nullable(),
  note: z.string().max(200).default(''),
});
export type HoursException = z.infer<typeof hoursExceptionSchema>;

/** A stretch of time, in milliseconds since the epoch, from `from` (included) to `until` (excluded). */
export interface Stretch {
  from: number;
  until: number;
}

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00.000Z`).getUTCDay()]!;

/** The Monday of a day's week (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const dow = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return addDays(date, -((dow + 6) % 7));
}

/** A local day's working stretches in minutes of that day: the hours (the exception's, if any) less the breaks. */
export function workingPeriods(
  date: string,
  hours: WeeklyHours,
  exceptions: readonly HoursException[],
): Array<{ start: number; end: number }> {
  const exception = exceptions.find((e) => e.date === date);
  const day = exception ? exception.hours : hours.days[weekdayOf(date)];
  if (!day) return [];
  const breaks = [...day.breaks].map((b) => ({ start: minutesOfDay(b.start), end: minutesOfDay(b.end) })).sort((a, b) => a.start - b.start);
  const out: Array<{ start: number; end: number }> = [];
  let at = minutesOfDay(day.start);
  const end = minutesOfDay(day.end);
  for (const b of breaks) {
    if (b.start > at) out.push({ start: at, end: Math.min(b.start, end) });
    at = Math.max(at, b.end);
  }
  if (at < end) out.push({ start: at, end });
  return out;
}

/** What a slot needs of its type. */
export type SlotType = Pick<AppointmentType, 'minutes' | 'buffer_before' | 'buffer_after' | 'book_ahead'>;

/** The stretch a visit keeps to itself: its length and the buffers either side. */
export function blockedStretch(start: Date, type: Pick<AppointmentType, 'minutes' | 'buffer_before' | 'buffer_after'>): Stretch {
  const t = start.getTime();
  return { from: t - type.buffer_before * MINUTE_MS, until: t + (type.minutes + type.buffer_after) * MINUTE_MS };
}

/** Every grid cell (its start, ISO) of a blocked stretch: what the database reserves for one visit (decision 0096). */
export function cellsOf(stretch: Stretch): string[] {
  const cell = CELL_MINUTES * MINUTE_MS;
  const out: string[] = [];
  for (let t = Math.floor(stretch.from / cell) * cell; t < stretch.until; t += cell) out.push(new Date(t).toISOString());
  return out;
}

export interface Slot {
  starts_at: string;
  ends_at: string;
}

export interface SlotQuery {
  hours: WeeklyHours;
  exceptions: readonly HoursException[];
  type: SlotType;
  /** The blocked stretches of the staff member's visits already booked. */
  busy: readonly Stretch[];
  /** The times asked about: slots starting from `from` (included) to `until` (excluded). */
  from: Date;
  until: Date;
  now: Date;
  /** Leave out the booking window (the care team books for a member outside it). */
  ignoreWindow?: boolean;
}

/** Whether a visit starting at `start` may be booked now as far as the type's booking window goes. */
export function inBookingWindow(start: Date, type: Pick<AppointmentType, 'book_ahead'>, now: Date): boolean {
  const t = start.getTime();
  return t >= now.getTime() + type.book_ahead.min_hours * 60 * MINUTE_MS && t <= now.getTime() + type.book_ahead.max_days * DAY_MS;
}

/**
 * The free times of one staff member for one type, in order: every start on the 15-minute marks of
 * their working stretches (on their clock) where the visit ends within the stretch, its blocked
 * stretch (with buffers) overlaps no visit already booked, and the booking window allows it. A
 * time the clock skips (the spring-forward night) is not offered.
 */
export function freeSlots(q: SlotQuery): Slot[] {
  const zone = q.hours.time_zone;
  const first = localMoment(new Date(q.from.getTime() - DAY_MS), zone).date;
  const last = localMoment(q.until, zone).date;
  const busy = [...q.busy].sort((a, b) => a.from - b.from);
  const seen = new Set<number>();
  const out: Slot[] = [];
  const length = q.type.minutes * MINUTE_MS;
  for (let date = first; date <= last; date = addDays(date, 1)) {
    for (const period of workingPeriods(date, q.hours, q.exceptions)) {
      const periodEnd = zonedInstant(date, period.end, zone).getTime();
      for (let m = period.start; m + q.type.minutes <= period.end; m += SLOT_STEP_MINUTES) {
        const start = zonedInstant(date, m, zone);
        const t = start.getTime();
        const shown = localMoment(start, zone);
        if (shown.date !== date || shown.minutes !== m) continue; // skipped by the clock
        if (t + length > periodEnd || t < q.from.getTime() || t >= q.until.getTime() || seen.has(t)) continue;
        if (!q.ignoreWindow && !inBookingWindow(start, q.type, q.now)) continue;
        const block = blockedStretch(start, q.type);
        if (busy.some((b) => b.from < block.until && b.until > block.from)) continue;
        seen.add(t);
        out.push({ starts_at: start.toISOString(), ends_at: new Date(t + length).toISOString() });
      }
    }
  }
  return out.sort((a, b) => a.starts_at.localeCompare(b.starts_at));
}

/** Whether `start` is one of the staff member's working times for the type, whatever is booked. */
export function isWorkingSlot(start: Date, q: Omit<SlotQuery, 'busy' | 'from' | 'until'>): boolean {
  const iso = start.toISOString();
  return freeSlots({ ...q, busy: [], from: start, until: new Date(start.getTime() + 1) }).some((s) => s.starts_at === iso);
}

/** The instants a member's week spans on their clock: from Monday 00:00 to the next Monday 00:00. */
export function weekStretch(monday: string, zone: string): { from: Date; until: Date } {
  return { from: zonedInstant(monday, 0, zone), until: zonedInstant(addDays(monday, 7), 0, zone) };
}
