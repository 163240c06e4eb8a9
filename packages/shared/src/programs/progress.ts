/** Calendar arithmetic on YYYY-MM-DD days, in UTC so no time zone shifts a day. */
function toUtc(day: string): Date {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}
function fromUtc(d: Date): string {
  return d.toISOString().slice(0, 10);
}
export function addDays(day: string, n: number): string {
  const d = toUtc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return fromUtc(d);
}
/** The Monday that starts the week (Monday to Sunday) of a day. */
export function weekStart(day: string): string {
  const offset = (toUtc(day).getUTCDay() + 6) % 7;
  return addDays(day, -offset);
}
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

export type DurationUnit = 'days' | 'weeks' | 'months';

/** §4: end = start + duration in days, weeks (x7) or calendar months (clamped to the month's last day). */
export function programEndDate(startDay: string, duration: number, unit: DurationUnit): string {
  if (unit === 'days') return addDays(startDay, duration);
  if (unit === 'weeks') return addDays(startDay, duration * 7);
  const start = toUtc(startDay);
  const targetMonth = start.getUTCMonth() + duration;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), targetMonth + 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(start.getUTCFullYear(), targetMonth, Math.min(start.getUTCDate(), lastDay))));
}

/** §4: time-based percentage from the start date and duration, clamped to 0-100. */
export function timeProgressPercent(startedAt: string, duration: number, unit: DurationUnit, now: Date): number {
  const start = new Date(startedAt).getTime();
  const end = toUtc(programEndDate(startedAt.slice(0, 10), duration, unit)).getTime() + (start - toUtc(startedAt.slice(0, 10)).getTime());
  if (end <= start) return 100;
  const pct = ((now.getTime() - start) / (end - start)) * 100;
  return Math.min(100, Math.max(0, pct));
}

/**
 * The latest calendar day anywhere on Earth (UTC+14): a tracking date after it is in the future for
 * every member, whatever their time zone.
 */
export function latestPossibleToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** The earliest calendar day anywhere on Earth (UTC-12) at a given instant. */
export function earliestPossibleDay(at: Date): string {
  return new Date(at.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * How many days of tracking (today included) the lists of runs carry: the current week and the five
 * before it, enough for every "today" and "this week" view; a programme's own page loads the rest.
 */
export const RECENT_TRACKING_DAYS = 42;
