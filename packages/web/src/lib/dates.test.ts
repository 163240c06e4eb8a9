import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatLongDateWithWeekday, latestBirthDateForAge } from './dates';

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
});
