import { describe, expect, it } from 'vitest';
import { bloodPressurePoints, targetNotMetFor, type TargetPoint } from './target-streak.js';
import type { TargetValue } from './targets.js';

const NOW = new Date('2026-06-30T12:00:00Z');
const v = (value: number, diastolic: number | null = null): TargetValue => ({ value, diastolic });
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();
const point = (d: number, value: number, diastolic: number | null = null): TargetPoint => ({ at: daysAgo(d), value: v(value, diastolic) });

describe('a target not met for 90 days', () => {
  const ldl = v(1.8);
  it('is two results 90 days apart or more, both off the target (LDL strictly under)', () => {
    expect(targetNotMetFor('ldl', ldl, [point(120, 2.5), point(10, 1.8)], NOW)).toBe(true);
    expect(targetNotMetFor('ldl', ldl, [point(90, 2.5), point(0, 2.0)], NOW)).toBe(true);
  });
  it('needs the anchor at or before 90 days ago', () => {
    expect(targetNotMetFor('ldl', ldl, [point(89.9, 2.5), point(0, 2.5)], NOW)).toBe(false);
  });
  it('needs a number at least 90 days after the anchor', () => {
    expect(targetNotMetFor('ldl', ldl, [point(100, 2.5), point(11, 2.5)], NOW)).toBe(false);
    expect(targetNotMetFor('ldl', ldl, [point(100, 2.5), point(10, 2.5)], NOW)).toBe(true);
    expect(targetNotMetFor('ldl', ldl, [point(200, 2.5)], NOW)).toBe(false);
    expect(targetNotMetFor('ldl', ldl, [], NOW)).toBe(false);
  });
  it('is cleared by any number at target from the anchor on, but not by one before the anchor', () => {
    // 1.79 reads as 1.8 (shown to one decimal, decision 0118): not under 1.8; 1.74 reads 1.7.
    expect(targetNotMetFor('ldl', ldl, [point(120, 2.5), point(50, 1.79), point(10, 2.5)], NOW)).toBe(true);
    expect(targetNotMetFor('ldl', ldl, [point(120, 2.5), point(50, 1.74), point(10, 2.5)], NOW)).toBe(false);
    expect(targetNotMetFor('ldl', ldl, [point(200, 1.5), point(120, 2.5), point(10, 2.5)], NOW)).toBe(true);
    // The newest at or before the cutoff is the anchor: at target, so not 90 days off it.
    expect(targetNotMetFor('ldl', ldl, [point(200, 2.5), point(95, 1.7), point(1, 2.5)], NOW)).toBe(false);
  });
  it('reads HbA1c and weight at most the target (at the target is met)', () => {
    expect(targetNotMetFor('hba1c', v(7.0), [point(100, 7.1), point(5, 7.1)], NOW)).toBe(true);
    expect(targetNotMetFor('hba1c', v(7.0), [point(100, 7.1), point(5, 7.0)], NOW)).toBe(false);
    expect(targetNotMetFor('weight', v(80), [point(100, 80.1), point(5, 80.1)], NOW)).toBe(true);
    expect(targetNotMetFor('weight', v(80), [point(100, 80.1), point(5, 80)], NOW)).toBe(false);
  });
  it('takes test days as their start in UTC, and ignores numbers after now', () => {
    const day = (d: number) => daysAgo(d).slice(0, 10);
    expect(
      targetNotMetFor(
        'ldl',
        ldl,
        [
          { at: day(91), value: v(2.5) },
          { at: day(0), value: v(2.5) },
        ],
        NOW,
      ),
    ).toBe(true);
    expect(targetNotMetFor('ldl', ldl, [point(100, 2.5), point(-1, 2.5)], NOW)).toBe(false);
  });
  it('reads blood pressure on both numbers: either at or over the target is not met', () => {
    const bp = v(130, 80);
    expect(targetNotMetFor('blood_pressure', bp, [point(100, 130, 70), point(1, 120, 80)], NOW)).toBe(true);
    expect(targetNotMetFor('blood_pressure', bp, [point(100, 130, 70), point(1, 129, 79)], NOW)).toBe(false);
  });
});

describe('the blood pressure points', () => {
  it('are the 7-day average at each reading, in whole mm Hg, none for a reading alone', () => {
    const readings = [
      { systolic: 140, diastolic: 90, measured_at: daysAgo(20) },
      { systolic: 131, diastolic: 80, measured_at: daysAgo(3) },
      { systolic: 128, diastolic: 79, measured_at: daysAgo(2) },
    ];
    expect(bloodPressurePoints(readings)).toEqual([{ at: daysAgo(2), value: v(130, 80) }]);
  });
  it('an average of 129.5 shows as 130 and is not under 130', () => {
    const readings = [
      { systolic: 129, diastolic: 70, measured_at: daysAgo(101) },
      { systolic: 130, diastolic: 70, measured_at: daysAgo(100) },
      { systolic: 129, diastolic: 70, measured_at: daysAgo(2) },
      { systolic: 130, diastolic: 70, measured_at: daysAgo(1) },
    ];
    const points = bloodPressurePoints(readings);
    expect(points.map((p) => p.value.value)).toEqual([130, 130]);
    expect(targetNotMetFor('blood_pressure', v(130, 80), points, NOW)).toBe(true);
  });
});
