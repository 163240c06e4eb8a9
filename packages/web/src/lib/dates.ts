import { i18n } from '@lingui/core';
import { dayIn, isValidTimeZone } from '@wellpath/shared/reminders/time-zone';
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

const zonedDateTimes = new Map<string, Intl.DateTimeFormat>();

/**
 * "November 29, 2026, 12:59 a.m. EST" ("29 novembre 2026, 0 h 59 HNE"): an instant on a given clock
 * (the clinic's), in the app's language, with the zone's short name so no one reads it on their own.
 */
export function formatDateTimeIn(value: string | Date, zone: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  const tag = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const key = `${tag}|${zone}`;
  let format = zonedDateTimes.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    };
    format = new Intl.DateTimeFormat(tag, isValidTimeZone(zone) ? { ...options, timeZone: zone } : options);
    zonedDateTimes.set(key, format);
  }
  return format.format(date);
}

/**
 * A sentence ending with a value that may end with its own period ("5:59 a.m."): one period, never two.
 */
export function endSentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/** en-US long format with weekday used by the tracking popup (§9), e.g. "Tuesday, March 4, 2025". */
export function formatLongDateWithWeekday(value: string | Date): string {
  const date = toDate(value);
  return date ? longDateWithWeekday().format(date) : String(value);
}

/**
 * The signed-in member's time zone (decision 0073), from their profile: the server computes their
 * "today" in it, so the browser does too. Null until known (this device's own zone then).
 */
let memberZone: string | null = null;

/** Set by the member layout when the profile says the member's zone (null at logout). */
export function setMemberTimeZone(zone: string | null): void {
  memberZone = zone && isValidTimeZone(zone) ? zone : null;
}

/** The member's time zone once known, else this device's: where their days begin and end. */
export function memberTimeZone(): string {
  return memberZone ?? deviceTimeZone();
}

/** This device's IANA time zone (UTC where the browser says none). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Today's calendar day for the member: in their time zone once known, the same day the server says; else this device's. */
export function today(now: Date = new Date()): string {
  return memberZone ? dayIn(memberZone, now) : localToday(now);
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
