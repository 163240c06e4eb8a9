import { describe, expect, it } from 'vitest';
import { weightReviewFinding } from './weight-loss.js';

const start = Date.parse('2026-10-01T08:00:00.000Z');
const DAY = 86_400_000;
const on = (day: number, kg: number) => ({ kg, measured_at: new Date(start + day * DAY).toISOString() });
/** Read on day 30 by default, for a member who joined 60 days before day 0. */
const find = (
  weights: ReturnType<typeof on>[],
  extra: { heightCm?: number | null; adult?: boolean; after?: string | null; now?: number; joined?: number } = {},
) =>
  weightReviewFinding({
    weights,
    heightCm: extra.heightCm ?? null,
    adult: extra.adult ?? true,
    after: extra.after ?? null,
    now: new Date(start + (extra.now ?? 30) * DAY),
    joinedAt: on(extra.joined ?? -60, 0).measured_at,
  });

describe('fast loss: more than 1.5 kg a week for three weeks running', () => {
  it('flags 1.6 kg a week for three weeks, with the four weights and each week’s loss', () => {
    const weights = [on(0, 90), on(7, 88.4), on(14, 86.8), on(21, 85.2)];
    expect(find(weights)).toEqual({ reason: 'fast_loss', weights, weekly_losses: [1.6, 1.6, 1.6], bmi: null });
  });

  it('does not flag exactly 1.5 kg a week (more than 1.5 is the rule)', () => {
    expect(find([on(0, 90), on(7, 88.5), on(14, 87), on(21, 85.5)])).toBeNull();
  });

  it('flags 1.51 kg a week', () => {
    expect(find([on(0, 90), on(7, 88.49), on(14, 86.98), on(21, 85.47)])?.reason).toBe('fast_loss');
  });

  it('does not flag two fast weeks and a slow one, in any order', () => {
    expect(find([on(0, 90), on(7, 88), on(14, 86), on(21, 85)])).toBeNull();
    expect(find([on(0, 90), on(7, 89), on(14, 87), on(21, 85)])).toBeNull();
    expect(find([on(0, 90), on(7, 88), on(14, 87.5), on(21, 85.5)])).toBeNull();
  });

  it('does not flag two weeks of fast loss (three are needed)', () => {
    expect(find([on(0, 90), on(7, 88), on(14, 86)])).toBeNull();
  });

  it('does not flag when a week cannot be told: no weight within 3 days either side of its boundary', () => {
    // 6 kg over 21 days, but nothing between day 0 and day 21: the weekly losses are unknown.
    expect(find([on(0, 90), on(21, 84)])).toBeNull();
    // A weight 4 days from a boundary does not stand for it (days 3 and 10 against boundaries 7 and 14); 3 days does.
    expect(find([on(0, 92), on(3, 90), on(10, 88), on(21, 84)])).toBeNull();
    expect(find([on(0, 92), on(4, 90), on(11, 88), on(21, 84)])?.reason).toBe('fast_loss');
    // After the boundary counts too: days 3, 10 and 17 stand for boundaries 0, 7 and 14.
    expect(find([on(3, 92), on(10, 90), on(17, 88), on(21, 86.3)])?.reason).toBe('fast_loss');
    expect(find([on(4, 92), on(11, 90), on(18, 88), on(21, 86)])).toBeNull();
  });

  it('reads a member who weighs every 5 days: 1.6 kg a week is flagged, 1.4 is not', () => {
    const every5 = (perWeek: number) => [0, 5, 10, 15, 20, 25].map((d) => on(d, 90 - (perWeek * d) / 7));
    const found = find(every5(1.6));
    expect(found?.reason).toBe('fast_loss');
    // Latest day 20 (the first that completes three weeks): boundaries 13, 6, -1 read days 15, 5, 0.
    expect(found?.weights.map((w) => w.measured_at)).toEqual([0, 5, 15, 20].map((d) => on(d, 0).measured_at));
    expect(found?.weekly_losses).toEqual([1.6, 1.6, 1.6]);
    expect(find(every5(1.4))).toBeNull();
  });

  it('reads a member who weighs every 6 days: 1.6 kg a week is flagged, 1.4 is not', () => {
    const every6 = (perWeek: number) => [0, 6, 12, 18, 24].map((d) => on(d, 90 - (perWeek * d) / 7));
    expect(find(every6(1.6))?.weekly_losses).toEqual([1.6, 1.6, 1.6]);
    expect(find(every6(1.4))).toBeNull();
  });

  it('does not flag exactly 1.5 kg a week at 5- and 6-day spacing either', () => {
    expect(find([0, 5, 10, 15, 20, 25].map((d) => on(d, 90 - (1.5 * d) / 7)))).toBeNull();
    expect(find([0, 6, 12, 18, 24].map((d) => on(d, 90 - (1.5 * d) / 7)))).toBeNull();
  });

  it('reads a week over the time between its weights: 1.6 kg over 9 days is 1.24 kg a week, not fast', () => {
    expect(find([on(-2, 90), on(7, 88.4), on(14, 86.8), on(21, 85.2)])).toBeNull();
  });

  it('flags a fast loss in the middle of a longer history, at the first weight that completes it', () => {
    const weights = [on(-30, 91), on(0, 90), on(7, 88), on(14, 86), on(21, 84), on(28, 84)];
    expect(find(weights)?.weights.at(-1)).toEqual(on(21, 84));
  });

  it('does not flag a gain', () => {
    expect(find([on(0, 80), on(7, 82), on(14, 84), on(21, 86)])).toBeNull();
  });
});

describe('low BMI after a loss', () => {
  // 1.75 m: BMI 18.5 is 56.66 kg (56.7 kg gives 18.5 to one decimal; 56.5 kg gives 18.4).
  it('flags a weight after a loss whose BMI is under 18.5', () => {
    expect(find([on(0, 58), on(5, 56.5)], { heightCm: 175 })).toEqual({
      reason: 'low_bmi',
      weights: [on(0, 58), on(5, 56.5)],
      weekly_losses: [],
      bmi: 18.4,
    });
  });

  it('does not flag a BMI of 18.5', () => {
    expect(find([on(0, 58), on(5, 56.7)], { heightCm: 175 })).toBeNull();
  });

  it('does not flag a low BMI without a loss: the first weight, or one after a gain or the same weight', () => {
    expect(find([on(0, 50)], { heightCm: 175 })).toBeNull();
    expect(find([on(0, 49), on(5, 50)], { heightCm: 175 })).toBeNull();
    expect(find([on(0, 50), on(5, 50)], { heightCm: 175 })).toBeNull();
  });

  it('does not apply without a height or under 18', () => {
    expect(find([on(0, 58), on(5, 50)])).toBeNull();
    expect(find([on(0, 58), on(5, 50)], { heightCm: 175, adult: false })).toBeNull();
  });
});

describe('only a recent weight, from 30 days before joining, ends an episode', () => {
  const fast = [on(0, 90), on(7, 88.4), on(14, 86.8), on(21, 85.2)];

  it('flags when the latest weight is 28 days old, not 29', () => {
    expect(find(fast, { now: 49 })?.reason).toBe('fast_loss');
    expect(find(fast, { now: 50 })).toBeNull();
  });

  it('never flags years-old imported history', () => {
    expect(find(fast, { now: 3 * 365, joined: 2 * 365 })).toBeNull();
    expect(find([on(0, 58), on(5, 56.5)], { heightCm: 175, now: 400, joined: 390 })).toBeNull();
  });

  it('flags a loss that ended within 30 days before joining (the weeks a new member types in), not one that ended earlier', () => {
    // The last weight on day 21; joined on day 51: 30 days later, still read; on day 52, not.
    expect(find(fast, { joined: 51, now: 45 })?.reason).toBe('fast_loss');
    expect(find(fast, { joined: 52, now: 45 })).toBeNull();
    // A later weight within the window that continues the loss completes an episode.
    expect(find([...fast, on(28, 83.6)], { joined: 52, now: 45 })?.weights.at(-1)).toEqual(on(28, 83.6));
    expect(find([...fast, on(28, 83.6)], { joined: 59, now: 45 })).toBeNull();
  });
});

describe('once per episode', () => {
  it('only weights measured after the last review can raise a new one', () => {
    const weights = [on(0, 90), on(7, 88.4), on(14, 86.8), on(21, 85.2)];
    expect(find(weights, { after: on(21, 0).measured_at })).toBeNull();
    // Another fast week after the review: a new episode (the three weeks up to it are fast).
    expect(find([...weights, on(28, 83.5)], { after: on(21, 0).measured_at })?.weights.at(-1)).toEqual(on(28, 83.5));
    // A slow week after the review: nothing.
    expect(find([...weights, on(28, 85)], { after: on(21, 0).measured_at })).toBeNull();
  });
});
