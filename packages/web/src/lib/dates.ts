import { i18n } from '@lingui/core';
import { localToday, MINIMUM_AGE } from '@wellpath/shared/user/age';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (YYYY-MM-DD) is a local date, not UTC midnight; anything else is parsed by Date. */
export function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = CALENDAR_DAY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A formatter in the app's language (decision 0050), made on first use: making one loads the
 * locale's data, which costs the main thread tens of milliseconds on a phone, so loading the app
 * makes none it does not show (decision 0045). English keeps the spec's formats (en-CA, and en-US
 * where §9 says so); French is fr-CA ("4 mars 2025", "mardi 4 mars 2025", "14 h 30").
 */
export function formatter(english: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return () => {
    const tag = i18n.locale === 'fr' ? 'fr-CA' : english;
    let format = made.get(tag);
    if (!format) made.set(tag, (format = new Intl.DateTimeFormat(tag, options)));
    return format;
  };
}

const longDate = formatter('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });
const longDateWithWeekday = formatter('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** en-CA long format used in lists (§9), e.g. "March 4, 2025" ("4 mars 2025"). Unparseable input is returned as is. */
export function formatLongDate(value: string | Date): string {
  const date = toDate(value);
  return date ? longDate().format(date) : String(value);
}

const dateTime = formatter('en-CA', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "November 21, 2026, 8:05 a.m." in the member's time zone: when something happened, to the minute. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? dateTime().format(date) : String(value);
}

/** en-US long format with weekday used by the tracking popup (§9), e.g. "Tuesday, March 4, 2025". */
export function formatLongDateWithWeekday(value: string | Date): string {
  const date = toDate(value);
  return date ? longDateWithWeekday().format(date) : String(value);
}

/** Today's calendar day in the member's time zone. */
export function today(): string {
  return localToday();
}

/**
 * The latest date of birth that is at least `years` old today (the date input's `max`).
 * 29 February falls back to 28 February in non-leap years, matching the shared age rule.
 */
export function latestBirthDateForAge(years: number = MINIMUM_AGE, now: Date = new Date()): string {
  const year = now.getFullYear() - years;
  const month = now.getMonth();
  let day = now.getDate();
  while (new Date(year, month, day).getMonth() !== month) day -= 1;
  return localToday(new Date(year, month, day));
}
