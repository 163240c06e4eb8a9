import { describe, expect, it } from 'vitest';
import { ageOn, isAdultOn, localToday, parseCalendarDay } from './age.js';

describe('age', () => {
  it('counts full years', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageOn('2000-06-15', '2030-01-01')).toBe(29);
  });

  it('is adult from the 18th birthday on', () => {
    expect(isAdultOn('2008-11-22', '2026-11-22')).toBe(true);
    expect(isAdultOn('2008-11-23', '2026-11-22')).toBe(false);
  });

  it('treats a 29 February birthday as reached on 1 March in common years', () => {
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('refuses impossible or malformed dates', () => {
    expect(parseCalendarDay('2023-02-30')).toBeNull();
    expect(parseCalendarDay('2023-13-01')).toBeNull();
    expect(parseCalendarDay('1/2/2000')).toBeNull();
    expect(isAdultOn('not a date', '2026-01-01')).toBe(false);
  });

  it('formats today as a local calendar day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
