import { describe, expect, it } from 'vitest';
import { en } from '../i18n/catalog/en.js';
import { msg } from '../i18n/message.js';
import {
  atOrAboveCanadaThreshold,
  BP_CATEGORIES,
  BP_CATEGORY_MESSAGES,
  BP_CHECK_MESSAGES,
  bpBadge,
  bpCategory,
  bpFlags,
  bpReadingBodySchema,
  isLowBloodPressure,
  needsUrgentCare,
  newestReading,
  pulseFlag,
  sevenDayAverage,
  standingCrisis,
} from './blood-pressure.js';

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
  const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T07:00:00Z`;
  const readings = (...pairs: Array<[number, number]>) =>
    pairs.map(([systolic, diastolic], i) => ({ systolic, diastolic, measured_at: at(10 - i) }));

  it('averages the readings of the last 7 days and ignores older ones', () => {
    const list = [
      { systolic: 130, diastolic: 80, measured_at: '2026-03-10T07:00:00Z' },
      { systolic: 126, diastolic: 84, measured_at: '2026-03-05T07:00:00Z' },
      { systolic: 200, diastolic: 110, measured_at: '2026-03-01T07:00:00Z' },
    ];
    expect(sevenDayAverage(list, now)).toEqual({ systolic: 128, diastolic: 82, count: 2 });
  });
  it('needs at least two readings', () => {
    expect(sevenDayAverage([{ systolic: 130, diastolic: 80, measured_at: '2026-03-10T07:00:00Z' }], now)).toBeNull();
  });
  it('keeps the mean unrounded, so the category is read before rounding', () => {
    expect(sevenDayAverage(readings([129, 79], [130, 80]), now)).toEqual({ systolic: 129.5, diastolic: 79.5, count: 2 });
  });

  // Each edge: the unrounded mean's category, and the one its rounded value would (wrongly) give.
  it.each([
    ['systolic 119.5 (shows 120)', readings([119, 70], [120, 70]), 'normal', 'elevated'],
    ['systolic 129.5 (shows 130)', readings([129, 70], [130, 70]), 'elevated', 'stage1'],
    ['systolic 139.5 (shows 140)', readings([139, 70], [140, 70]), 'stage1', 'stage2'],
    ['diastolic 79.5 (shows 80)', readings([110, 79], [110, 80]), 'normal', 'stage1'],
    ['diastolic 89.5 (shows 90)', readings([110, 89], [110, 90]), 'stage1', 'stage2'],
    ['systolic 180.33 (shows 180)', readings([180, 90], [180, 90], [181, 90]), 'crisis', 'stage2'],
    ['diastolic 120.33 (shows 120)', readings([170, 120], [170, 120], [170, 121]), 'crisis', 'stage2'],
  ])('classifies a mean %s by its exact value', (_, list, exact, rounded) => {
    const avg = sevenDayAverage(list, now)!;
    expect(bpCategory(avg.systolic, avg.diastolic)).toBe(exact);
    expect(bpCategory(Math.round(avg.systolic), Math.round(avg.diastolic))).toBe(rounded);
  });
  it('compares the exact mean with the 130/80 threshold', () => {
    const below = sevenDayAverage(readings([129, 79], [130, 80]), now)!;
    expect(atOrAboveCanadaThreshold(below.systolic, below.diastolic)).toBe(false);
    const at130 = sevenDayAverage(readings([130, 70], [130, 70]), now)!;
    expect(atOrAboveCanadaThreshold(at130.systolic, at130.diastolic)).toBe(true);
  });
});

describe('low blood pressure and pulse', () => {
  it.each([
    [89, 70, true],
    [90, 70, false],
    [110, 59, true],
    [110, 60, false],
    [90, 60, false],
    [85, 55, true],
  ])('%i/%i is low: %s', (s, d, low) => {
    expect(isLowBloodPressure(s, d)).toBe(low);
  });
  it.each([
    [39, 'low'],
    [40, null],
    [120, null],
    [121, 'high'],
    [null, null],
    [undefined, null],
  ] as const)('a pulse of %s is %s', (pulse, flag) => {
    expect(pulseFlag(pulse)).toBe(flag);
  });
});

describe('the badge is never more reassuring than a flag beside it', () => {
  const badgeOf = (systolic: number, diastolic: number, pulse: number | null = null) =>
    bpBadge(bpCategory(systolic, diastolic), bpFlags({ systolic, diastolic, pulse }));

  it('flags 84/54 with a pulse of 131 as low and fast, and its badge says "Low: check", not "Normal"', () => {
    expect(bpCategory(84, 54)).toBe('normal');
    expect(bpFlags({ systolic: 84, diastolic: 54, pulse: 131 })).toEqual(['low', 'pulse_high']);
    expect(badgeOf(84, 54, 131)).toEqual({ kind: 'check', flag: 'low', message: BP_CHECK_MESSAGES.low });
    expect(en['health.bpCheck.low']).toBe('Low: check');
  });

  it.each([
    [118, 76, 70, { kind: 'category', category: 'normal' }],
    [118, 76, 120, { kind: 'category', category: 'normal' }],
    [118, 76, 121, { kind: 'check', flag: 'pulse_high' }],
    [118, 76, 40, { kind: 'category', category: 'normal' }],
    [118, 76, 39, { kind: 'check', flag: 'pulse_low' }],
    [90, 60, null, { kind: 'category', category: 'normal' }],
    [89, 60, null, { kind: 'check', flag: 'low' }],
    [90, 59, null, { kind: 'check', flag: 'low' }],
    [125, 55, null, { kind: 'check', flag: 'low' }],
    [125, 70, 130, { kind: 'check', flag: 'pulse_high' }],
    [135, 55, null, { kind: 'category', category: 'stage1' }],
    [135, 75, 35, { kind: 'category', category: 'stage1' }],
    [150, 70, 130, { kind: 'category', category: 'stage2' }],
    [185, 125, 130, { kind: 'category', category: 'crisis' }],
  ] as const)('%i/%i with a pulse of %s -> %o', (systolic, diastolic, pulse, badge) => {
    expect(badgeOf(systolic, diastolic, pulse)).toMatchObject(badge);
  });

  it('gives an average (no pulse) its low flag too', () => {
    expect(bpFlags({ systolic: 86, diastolic: 58 })).toEqual(['low']);
    expect(bpBadge('normal', bpFlags({ systolic: 86, diastolic: 58 })).kind).toBe('check');
  });

  it('never shows green beside a flag: with any flag raised, the badge is not "normal"', () => {
    for (const category of BP_CATEGORIES) {
      for (const flags of [['low'], ['pulse_low'], ['pulse_high'], ['low', 'pulse_high']] as const) {
        const badge = bpBadge(category, flags);
        expect(badge.kind === 'category' && badge.category === 'normal').toBe(false);
        if (badge.kind === 'category') expect(badge.message).toBe(BP_CATEGORY_MESSAGES[category]);
      }
      expect(bpBadge(category, [])).toEqual({ kind: 'category', category, message: BP_CATEGORY_MESSAGES[category] });
    }
  });
});

describe('a reading in crisis stays on screen until a newer one is not', () => {
  const r = (systolic: number, diastolic: number, measured_at: string) => ({ systolic, diastolic, measured_at });
  it('keeps the newest reading in crisis, however old it is', () => {
    const crisis = r(186, 100, '2025-01-01T08:00:00Z');
    expect(standingCrisis([crisis, r(120, 80, '2024-12-31T08:00:00Z')])).toBe(crisis);
  });
  it('clears it once a newer reading is not in crisis, in whatever order the list comes', () => {
    expect(standingCrisis([r(186, 100, '2026-03-01T08:00:00Z'), r(150, 95, '2026-03-02T08:00:00Z')])).toBeNull();
    expect(standingCrisis([r(181, 90, '2026-03-03T08:00:00Z'), r(180, 120, '2026-03-02T08:00:00Z')])).toMatchObject({ systolic: 181 });
  });
  it('needs a reading above 180/120, not at it', () => {
    expect(standingCrisis([r(180, 120, '2026-03-03T08:00:00Z')])).toBeNull();
    expect(standingCrisis([r(150, 121, '2026-03-03T08:00:00Z')])).toMatchObject({ diastolic: 121 });
    expect(standingCrisis([])).toBeNull();
  });
  it('finds the newest reading by its time', () => {
    expect(newestReading([r(120, 80, '2026-03-01T08:00:00Z'), r(130, 85, '2026-03-04T08:00:00Z')])).toMatchObject({ systolic: 130 });
    expect(newestReading([])).toBeNull();
  });
});

describe('reading input', () => {
  it('enforces physiological bounds and systolic above diastolic', () => {
    const base = { measured_at: '2026-03-10T07:00:00-05:00' };
    expect(bpReadingBodySchema.safeParse({ ...base, systolic: 122, diastolic: 78, pulse: 64, arm: 'left' }).success).toBe(true);
    const bad = bpReadingBodySchema.safeParse({ ...base, systolic: 300, diastolic: 20, pulse: 400 });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      msg('health.systolicRange'),
      msg('health.diastolicRange'),
      msg('health.pulseRange'),
    ]);
    expect(bpReadingBodySchema.safeParse({ ...base, systolic: 80, diastolic: 90 }).error?.issues[0]?.message).toBe(
      msg('health.systolicAboveDiastolic'),
    );
    // In English, the words of the specification.
    expect(en['health.systolicRange']).toBe('Systolic must be between 60 and 260 mm Hg');
    expect(en['health.diastolicRange']).toBe('Diastolic must be between 30 and 160 mm Hg');
    expect(en['health.pulseRange']).toBe('Pulse must be between 25 and 250 beats a minute');
    expect(en['health.systolicAboveDiastolic']).toBe('Systolic must be higher than diastolic');
  });
});
