import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  earliestPossibleDay,
  latestPossibleToday,
  programEndDate,
  timeProgressPercent,
  weekStart,
} from './progress.js';

describe('weeks', () => {
  it('start on Monday', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(weekStart('2026-11-16')).toBe('2026-11-16'); // a Monday
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // across a year boundary
  });
});

describe('day arithmetic', () => {
  // The same answers as Date's UTC calendar, every third day over 1899-2101 (leap years, centuries, 2000, every weekday).
  const viaDate = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  it('adds and counts days like the UTC calendar', () => {
    for (let t = Date.UTC(1899, 0, 1); t <= Date.UTC(2101, 11, 31); t += 3 * 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      for (const n of [-400, 1, 29, 365]) {
        const expected = viaDate(day, n);
        if (addDays(day, n) !== expected) expect(addDays(day, n)).toBe(expected);
        if (daysBetween(day, expected) !== n) expect(daysBetween(day, expected)).toBe(n);
      }
      const monday = weekStart(day);
      const back = (new Date(t).getUTCDay() + 6) % 7;
      if (monday !== viaDate(day, -back)) expect(monday).toBe(viaDate(day, -back));
    }
  });
  it('reads the day of a full timestamp', () => {
    expect(addDays('2026-02-28T23:30:00.000Z', 1)).toBe('2026-03-01');
    expect(daysBetween('2026-11-20T08:00:00Z', '2026-11-26')).toBe(6);
  });
});

describe('programme end date', () => {
  it('adds days, weeks (x7) and calendar months', () => {
    expect(programEndDate('2026-01-10', 14, 'days')).toBe('2026-01-24');
    expect(programEndDate('2026-01-10', 3, 'weeks')).toBe('2026-01-31');
    expect(programEndDate('2026-01-10', 2, 'months')).toBe('2026-03-10');
  });
  it('clamps a month end to the shorter month and crosses years', () => {
    expect(programEndDate('2026-01-31', 1, 'months')).toBe('2026-02-28');
    expect(programEndDate('2028-01-31', 1, 'months')).toBe('2028-02-29');
    expect(programEndDate('2026-11-15', 3, 'months')).toBe('2027-02-15');
    expect(programEndDate('2026-12-25', 2, 'weeks')).toBe('2027-01-08');
  });
});

describe('time progress', () => {
  const start = '2026-01-01T12:00:00.000Z';
  it('is 0 at the start, 50 half way and 100 at the end', () => {
    expect(timeProgressPercent(start, 10, 'days', new Date(start))).toBe(0);
    expect(timeProgressPercent(start, 10, 'days', new Date('2026-01-06T12:00:00.000Z'))).toBe(50);
    expect(timeProgressPercent(start, 10, 'days', new Date('2026-01-11T12:00:00.000Z'))).toBe(100);
  });
  it('is clamped to 0-100', () => {
    expect(timeProgressPercent(start, 10, 'days', new Date('2025-12-01T00:00:00.000Z'))).toBe(0);
    expect(timeProgressPercent(start, 10, 'days', new Date('2026-06-01T00:00:00.000Z'))).toBe(100);
  });
});

describe('time zone bounds', () => {
  it('knows the latest and earliest calendar day on Earth', () => {
    expect(latestPossibleToday(new Date('2026-01-01T10:00:00.000Z'))).toBe('2026-01-02');
    expect(latestPossibleToday(new Date('2026-01-01T09:59:00.000Z'))).toBe('2026-01-01');
    expect(earliestPossibleDay(new Date('2026-01-01T11:00:00.000Z'))).toBe('2025-12-31');
  });
});
