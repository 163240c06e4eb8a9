import { zonedInstant } from '@wellpath/shared/reminders/time-zone';

// Dates as the apps' CSV files write them: local times without an offset, in the member's time zone.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

function validDay(y: number, m: number, d: number): string | null {
  const day = `${y}-${pad(m)}-${pad(d)}`;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== d || date.getUTCMonth() + 1 !== m ? null : day;
}

/** "2024-01-10", "2024/01/10", "01/10/2024" (month first, as the North American apps write it), "Jan 10 2024", "10 Jan 2024". */
export function parseDay(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  if (m) return validDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return validDay(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(t);
  if (m && MONTHS.includes(m[1]!.toLowerCase())) return validDay(Number(m[3]), MONTHS.indexOf(m[1]!.toLowerCase()) + 1, Number(m[2]));
  m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]*\.? (\d{4})$/.exec(t);
  if (m && MONTHS.includes(m[2]!.toLowerCase())) return validDay(Number(m[3]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[1]));
  return null;
}

/** "07:31", "07:31:00", "7:31 AM" as seconds since midnight, or null. */
export function parseTime(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(text.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  const s = Number(m[3] ?? 0);
  if (m[4]) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (m[4].toLowerCase() === 'pm' ? 12 : 0);
  }
  return h > 23 || min > 59 || s > 59 ? null : h * 3600 + min * 60 + s;
}

/** A local day and time in the zone as an ISO instant, or null when either cannot be read. */
export function localInstant(day: string, time: string, zone: string): string | null {
  const d = parseDay(day);
  const seconds = parseTime(time);
  if (d === null || seconds === null) return null;
  return new Date(zonedInstant(d, Math.floor(seconds / 60), zone).getTime() + (seconds % 60) * 1000).toISOString();
}

/** "2024-01-10 07:31:00" (a day and a time in one cell) as an ISO instant in the zone, or null. */
export function localDateTime(text: string, zone: string): string | null {
  const m = /^(\S+)[ T](.+)$/.exec(text.trim());
  return m ? localInstant(m[1]!, m[2]!, zone) : null;
}
