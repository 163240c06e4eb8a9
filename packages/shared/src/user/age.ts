export const MINIMUM_AGE = 18;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a calendar day `YYYY-MM-DD`, rejecting impossible dates such as 2023-02-30. */
export function parseCalendarDay(value: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Full years between a date of birth and `today` (both calendar days). */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const b = parseCalendarDay(dateOfBirth);
  const t = parseCalendarDay(today);
  if (!b || !t) return null;
  let age = t.year - b.year;
  if (t.month < b.month || (t.month === b.month && t.day < b.day)) age -= 1;
  return age;
}

/** True when the person is at least 18 on `today`; a 29 February birthday counts from 1 March. */
export function isAdultOn(dateOfBirth: string, today: string): boolean {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age >= MINIMUM_AGE;
}

/** Today's calendar day in the local time zone of the caller. */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
