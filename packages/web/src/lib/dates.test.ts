import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  endSentence,
  formatDateTime,
  formatDateTimeIn,
  formatLongDate,
  formatLongDateWithWeekday,
  latestBirthDateForAge,
  setMemberTimeZone,
  today,
} from './dates';

describe('dates', () => {
  it('formats calendar days in the en-CA long format without a time-zone shift', () => {
    expect(formatLongDate('2025-03-04')).toBe('March 4, 2025');
  });

  it('formats the tracking popup date in en-US with the weekday', () => {
    expect(formatLongDateWithWeekday('2025-03-04')).toBe('Tuesday, March 4, 2025');
  });

  it('gives the latest date of birth of an 18-year-old, with 29 February falling back to the 28th', () => {
    expect(latestBirthDateForAge(18, new Date(2026, 5, 15))).toBe('2008-06-15');
    expect(latestBirthDateForAge(18, new Date(2024, 1, 29))).toBe('2006-02-28');
  });

  it('follows the language: French long dates, with the weekday and with the time', () => {
    i18n.activate('fr');
    expect(formatLongDate('2025-03-04')).toBe('4 mars 2025');
    expect(formatLongDateWithWeekday('2025-03-04')).toBe('mardi 4 mars 2025');
    expect(formatDateTime(new Date(2025, 2, 4, 14, 30))).toMatch(/^4 mars 2025.*14 h 30$/);
  });

  it('says the member’s today in their own time zone, the day the server says (decision 0073)', () => {
    // 05:56 UTC on 29 November: the 29th in Toronto, still the 28th in Los Angeles.
    const review = new Date('2026-11-29T05:56:00.000Z');
    setMemberTimeZone('America/Toronto');
    expect(today(review)).toBe('2026-11-29');
    setMemberTimeZone('America/Los_Angeles');
    expect(today(review)).toBe('2026-11-28');
    setMemberTimeZone('America/St_Johns');
    expect(today(new Date('2026-11-29T03:29:00.000Z'))).toBe('2026-11-28');
    expect(today(new Date('2026-11-29T03:30:00.000Z'))).toBe('2026-11-29');
    setMemberTimeZone('Pacific/Kiritimati');
    expect(today(new Date('2026-11-28T10:00:00.000Z'))).toBe('2026-11-29');
    // Unknown (signed out, or not set yet): this device's day.
    setMemberTimeZone(null);
    const local = new Date(2026, 10, 29, 0, 30);
    expect(today(local)).toBe('2026-11-29');
  });

  it('writes an instant on the clinic’s clock with its zone, and ends a sentence after “a.m.” with one period', () => {
    const at = '2026-11-29T05:59:00.000Z';
    expect(formatDateTimeIn(at, 'America/Toronto')).toBe('November 29, 2026 at 12:59 a.m. EST');
    expect(formatDateTimeIn(at, 'America/Los_Angeles')).toBe('November 28, 2026 at 9:59 p.m. PST');
    expect(endSentence(`Raised ${formatDateTimeIn(at, 'America/Toronto')}`)).toBe('Raised November 29, 2026 at 12:59 a.m. EST.');
    expect(endSentence('Raised November 29, 2026, 5:59 a.m.')).toBe('Raised November 29, 2026, 5:59 a.m.');
    i18n.activate('fr');
    expect(formatDateTimeIn(at, 'America/Toronto')).toMatch(/^29 novembre 2026.*0 h 59 HNE$/);
  });
});
