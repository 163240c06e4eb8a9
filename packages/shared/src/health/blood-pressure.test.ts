import { describe, expect, it } from 'vitest';
import { atOrAboveCanadaThreshold, bpCategory, bpReadingBodySchema, needsUrgentCare, sevenDayAverage } from './blood-pressure.js';

describe('AHA/ACC 2017 category at every edge', () => {
  it.each([
    [119, 79, 'normal'],
    [120, 79, 'elevated'],
    [129, 79, 'elevated'],
    [130, 79, 'stage1'],
    [119, 80, 'stage1'],
    [139, 89, 'stage1'],
    [140, 70, 'stage2'],
    [125, 90, 'stage2'],
    [180, 120, 'stage2'],
    [181, 100, 'crisis'],
    [150, 121, 'crisis'],
  ])('%i/%i is %s', (s, d, expected) => {
    expect(bpCategory(s, d)).toBe(expected);
  });

  it('applies the higher category when the two numbers disagree', () => {
    expect(bpCategory(122, 85)).toBe('stage1');
    expect(bpCategory(145, 70)).toBe('stage2');
  });
});

describe('Hypertension Canada threshold and urgent advice', () => {
  it('uses 130/80 for every method', () => {
    expect(atOrAboveCanadaThreshold(129, 79)).toBe(false);
    expect(atOrAboveCanadaThreshold(130, 70)).toBe(true);
    expect(atOrAboveCanadaThreshold(110, 80)).toBe(true);
  });
  it('advises care above 180/120', () => {
    expect(needsUrgentCare(180, 120)).toBe(false);
    expect(needsUrgentCare(181, 90)).toBe(true);
    expect(needsUrgentCare(150, 121)).toBe(true);
  });
});

describe('7-day average', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('averages the readings of the last 7 days and ignores older ones', () => {
    const readings = [
      { systolic: 130, diastolic: 80, measured_at: '2026-03-10T07:00:00Z' },
      { systolic: 126, diastolic: 84, measured_at: '2026-03-05T07:00:00Z' },
      { systolic: 200, diastolic: 110, measured_at: '2026-03-01T07:00:00Z' },
    ];
    expect(sevenDayAverage(readings, now)).toEqual({ systolic: 128, diastolic: 82, count: 2 });
  });
  it('needs at least two readings', () => {
    expect(sevenDayAverage([{ systolic: 130, diastolic: 80, measured_at: '2026-03-10T07:00:00Z' }], now)).toBeNull();
  });
});

describe('reading input', () => {
  it('enforces physiological bounds and systolic above diastolic', () => {
    const base = { measured_at: '2026-03-10T07:00:00-05:00' };
    expect(bpReadingBodySchema.safeParse({ ...base, systolic: 122, diastolic: 78, pulse: 64, arm: 'left' }).success).toBe(true);
    const bad = bpReadingBodySchema.safeParse({ ...base, systolic: 300, diastolic: 20, pulse: 400 });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Systolic must be between 60 and 260 mm Hg',
      'Diastolic must be between 30 and 160 mm Hg',
      'Pulse must be between 25 and 250 beats a minute',
    ]);
    expect(bpReadingBodySchema.safeParse({ ...base, systolic: 80, diastolic: 90 }).error?.issues[0]?.message).toBe(
      'Systolic must be higher than diastolic',
    );
  });
});
