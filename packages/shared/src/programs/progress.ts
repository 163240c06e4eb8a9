/** Calendar arithmetic on YYYY-MM-DD days, in UTC so no time zone shifts a day. */
function toUtc(day: string): Date {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}
function fromUtc(d: Date): string {
  return d.toISOString().slice(0, 10);
}

// Day numbers (days since 1970-01-01) straight from the digits, without a Date: the progress of a run
// walks every tracked day, and Date objects were a tenth of the in-progress call's CPU.
// Civil-from-days and days-from-civil after Howard Hinnant's algorithms (proleptic Gregorian calendar).
const digit = (s: string, i: number) => s.charCodeAt(i) - 48;
/** A YYYY-MM-DD day as its number of days since 1970-01-01 (negative before). */
export function dayNumber(day: string): number {
  let y = digit(day, 0) * 1000 + digit(day, 1) * 100 + digit(day, 2) * 10 + digit(day, 3);
  const m = digit(day, 5) * 10 + digit(day, 6);
  const d = digit(day, 8) * 10 + digit(day, 9);
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
function dayString(n: number): string {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
}

export function addDays(day: string, n: number): string {
  return dayString(dayNumber(day) + n);
}
/** The Monday that starts the week (Monday to Sunday) of a day. */
export function weekStart(day: string): string {
  return dayString(weekStartNumber(dayNumber(day)));
}
/** weekStart on day numbers. */
export function weekStartNumber(n: number): number {
  // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
  return n - ((((n + 3) % 7) + 7) % 7);
}
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
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
