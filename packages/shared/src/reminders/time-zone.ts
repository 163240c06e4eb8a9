// The member's clock, from an IANA time zone name, with nothing but Intl (no time zone data of our
// own): which calendar day and minute of the day an instant is for them, and which instant a local
// day and time is. Reminders go at the member's local time (decision 0042).

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** IANA names look like `America/Toronto` or `UTC`; offsets such as `+01:00` are refused (no daylight saving). */
const NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** A time zone this runtime knows by its IANA name. */
export function isValidTimeZone(zone: string): boolean {
  if (zone.length > 64 || !NAME.test(zone)) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

export interface LocalMoment {
  /** The member's calendar day, YYYY-MM-DD. */
  date: string;
  /** Minutes since the member's midnight, 0-1439. */
  minutes: number;
}

/** The member's day and minute of the day at an instant. */
export function localMoment(instant: Date, zone: string): LocalMoment {
  const parts: Record<string, string> = {};
  for (const p of formatter(zone).formatToParts(instant)) parts[p.type] = p.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: Date, zone: string): number {
  const { date, minutes } = localMoment(instant, zone);
  const asUtc = Date.parse(`${date}T00:00:00.000Z`) + minutes * MINUTE_MS;
  return Math.round((asUtc - Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The instant a local day and time is in the zone. A time skipped by a daylight-saving change (2:30
 * on the spring-forward night) is the same wall-clock time after the change (3:30); a time that
 * happens twice (fall back) is its first occurrence.
 */
export function zonedInstant(date: string, minutes: number, zone: string): Date {
  const wall = Date.parse(`${date}T00:00:00.000Z`) + minutes * MINUTE_MS;
  const before = offsetMinutes(new Date(wall - DAY_MINUTES * MINUTE_MS), zone);
  const after = offsetMinutes(new Date(wall + DAY_MINUTES * MINUTE_MS), zone);
  // Try the earlier offset first so a repeated hour resolves to its first occurrence.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const candidate = new Date(wall - offset * MINUTE_MS);
    const seen = localMoment(candidate, zone);
    if (seen.date === date && seen.minutes === minutes) return candidate;
  }
  // In a gap: the wall-clock time with the offset from before the change lands after it.
  return new Date(wall - before * MINUTE_MS);
}

/** The first instant after `after` when the member's clock shows `minutes` (their reminder time). */
export function nextOccurrence(after: Date, minutes: number, zone: string): Date {
  const { date } = localMoment(after, zone);
  for (let i = 0; i < 3; i += 1) {
    const day = new Date(Date.parse(`${date}T00:00:00.000Z`) + i * DAY_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
    const at = zonedInstant(day, minutes, zone);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('no next occurrence within three days');
}

/** "19:30" -> 1170; the wire keeps times of day as HH:MM. */
export function minutesOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

/** Today's calendar day in a zone (YYYY-MM-DD). */
export function dayIn(zone: string, now: Date = new Date()): string {
  return localMoment(now, zone).date;
}

const EARTH_AHEAD_MS = 14 * 3_600_000;
const EARTH_BEHIND_MS = 12 * 3_600_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A member's "today" (decision 0073): the day in their time zone once it is known, so the server, the
 * browser and the care team all say the same day. Until then the day their device claims, when it is
 * today somewhere on Earth (UTC-12 to UTC+14); else UTC's.
 */
export function memberToday(zone: string | null | undefined, claimed?: string, now: Date = new Date()): string {
  if (zone && isValidTimeZone(zone)) return dayIn(zone, now);
  const t = now.getTime();
  if (claimed && claimed >= utcDay(t - EARTH_BEHIND_MS) && claimed <= utcDay(t + EARTH_AHEAD_MS)) return claimed;
  return utcDay(t);
}

/**
 * The last day a member may record something for (a tracked day, an activity): their today once their
 * time zone is known; until then the latest today anywhere on Earth (UTC+14), so no one's today is refused.
 */
export function latestDayFor(zone: string | null | undefined, now: Date = new Date()): string {
  return zone && isValidTimeZone(zone) ? dayIn(zone, now) : utcDay(now.getTime() + EARTH_AHEAD_MS);
}
