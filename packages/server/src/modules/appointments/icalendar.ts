import { localMoment } from '@wellpath/shared/reminders/time-zone';

// The iCalendar object (RFC 5545) sent with each appointment e-mail (decision 0097), so the member's
// calendar app keeps one event per visit: the same UID every time, SEQUENCE moved on with each change,
// METHOD:CANCEL when it is cancelled. Times are given on a named clock (TZID) with its VTIMEZONE,
// whose observances are worked out from Intl for the months around the visit (no time zone data of
// our own).

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface CalendarEvent {
  /** The appointment's id: the UID is `<id>@<host>`. */
  id: string;
  host: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  /** The clock the times are written on (the member's). */
  timeZone: string;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When this version was made (DTSTAMP). */
  stamp: Date;
}

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon, comma and newlines escaped. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A quoted parameter value (CN): no double quotes, controls or line breaks. */
function param(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a parameter value may not hold
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, ' ')}"`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function utcStamp(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** A local date-time on the zone's clock, as FORM #3 writes it (no Z). */
function localStamp(d: Date, zone: string): string {
  const { date, minutes } = localMoment(d, zone);
  return `${date.replace(/-/g, '')}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetAt(t: number, zone: string): number {
  const { date, minutes } = localMoment(new Date(t), zone);
  const asUtc = Date.parse(`${date}T00:00:00.000Z`) + minutes * MINUTE_MS;
  return Math.round((asUtc - Math.floor(t / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** The zone's offset changes in a year either side of an instant, each to the minute. */
function transitionsAround(t: number, zone: string): Transition[] {
  const out: Transition[] = [];
  const start = t - 366 * DAY_MS;
  let before = offsetAt(start, zone);
  for (let day = start + DAY_MS; day <= t + 366 * DAY_MS; day += DAY_MS) {
    const now = offsetAt(day, zone);
    if (now === before) continue;
    let lo = day - DAY_MS;
    let hi = day;
    while (hi - lo > MINUTE_MS) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetAt(mid, zone) === before) lo = mid;
      else hi = mid;
    }
    out.push({ at: hi, from: before, to: now });
    before = now;
  }
  return out;
}

/** The VTIMEZONE of a zone: one observance per change around the visit, or one fixed offset. */
function vtimezone(zone: string, around: Date): string[] {
  const changes = transitionsAround(around.getTime(), zone);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (changes.length === 0) {
    const offset = utcOffset(offsetAt(around.getTime(), zone));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD');
  } else {
    // The observance in force before the first change, so the whole window is covered.
    const first = changes[0]!;
    const all: Transition[] = [{ at: first.at - 400 * DAY_MS, from: first.from, to: first.from }, ...changes];
    for (const c of all) {
      // Daylight time is the larger offset of the pair (either hemisphere).
      const kind = c.to > c.from || (c.to === c.from && c.to > first.to) ? 'DAYLIGHT' : 'STANDARD';
      // DTSTART is the local time the change happens at, on the clock before it (RFC 5545 3.6.5).
      const local = new Date(c.at + c.from * MINUTE_MS);
      const dtstart = `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}T${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}00`;
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${dtstart}`,
        `TZOFFSETFROM:${utcOffset(c.from)}`,
        `TZOFFSETTO:${utcOffset(c.to)}`,
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The iCalendar text of one version of an appointment. */
export function appointmentCalendar(e: CalendarEvent): string {
  const cancelled = e.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//WellPath//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${e.method}`,
    ...vtimezone(e.timeZone, e.start),
    'BEGIN:VEVENT',
    `UID:${e.id}@${e.host}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART;TZID=${e.timeZone}:${localStamp(e.start, e.timeZone)}`,
    `DTEND;TZID=${e.timeZone}:${localStamp(e.end, e.timeZone)}`,
    `SUMMARY:${text(e.summary)}`,
    `DESCRIPTION:${text(e.description)}`,
    ...(e.location ? [`LOCATION:${text(e.location)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    `ORGANIZER;CN=${param(e.organizer.name)}:mailto:${e.organizer.email}`,
    `ATTENDEE;CN=${param(e.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${e.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
