import { describe, expect, it } from 'vitest';
import { boundedNumber, hasAtMostDecimals, isWithin, numberProblem } from './numbers.js';
import { decodeMessage } from './i18n/message.js';

const bounds = { label: 'Weight', min: 0, max: 1000, decimals: 2 };

describe('numbers a person sends', () => {
  it('counts decimal places as written, whatever binary does', () => {
    expect(hasAtMostDecimals(3.1, 1)).toBe(true);
    expect(hasAtMostDecimals(0.1 + 0.2, 1)).toBe(true);
    expect(hasAtMostDecimals(1.005, 3)).toBe(true);
    expect(hasAtMostDecimals(1.005, 2)).toBe(false);
    expect(hasAtMostDecimals(1e-7, 6)).toBe(false);
    expect(hasAtMostDecimals(1e-320, 6)).toBe(false);
    expect(hasAtMostDecimals(1e21, 0)).toBe(true);
    expect(hasAtMostDecimals(Number.NaN, 6)).toBe(false);
  });

  it('refuses what is not a finite number within the bounds, with a sentence naming the field', () => {
    const problem = (v: unknown) => decodeMessage(numberProblem(v, bounds) ?? '')?.id ?? null;
    expect(problem(12.5)).toBeNull();
    expect(problem(Number.NaN)).toBe('validation.numberRequired');
    expect(problem(Number.POSITIVE_INFINITY)).toBe('validation.numberRequired');
    expect(problem('12')).toBe('validation.numberRequired');
    expect(problem(1e308)).toBe('validation.numberRange');
    expect(problem(-1e308)).toBe('validation.numberRange');
    expect(problem(3.5e38)).toBe('validation.numberRange');
    expect(problem(1e-7)).toBe('validation.numberDecimals');
    expect(problem(1e-320)).toBe('validation.numberDecimals');
    expect(decodeMessage(numberProblem(1e308, bounds)!)?.values).toEqual({ label: 'Weight', min: 0, max: 1000 });
    expect(isWithin(999.99, bounds)).toBe(true);
    expect(isWithin(1000.01, bounds)).toBe(false);
  });

  it("gives zod schemas one sentence per problem, the field's own where it has one", () => {
    const minutes = boundedNumber({ min: 1, max: 1440, whole: true, messages: { range: 'range', whole: 'whole', number: 'number' } });
    const issues = (v: unknown) => [...new Set(minutes.safeParse(v).error?.issues.map((i) => i.message) ?? [])];
    expect(issues(30)).toEqual([]);
    expect(issues(1e308)).toEqual(['range']);
    expect(issues(3.5e38)).toEqual(['range']);
    expect(issues(1e-320)).toEqual(['range']);
    expect(issues(12.5)).toEqual(['whole']);
    expect(issues(Number.NaN)).toEqual(['number']);
    expect(issues(Number.POSITIVE_INFINITY)).toEqual(['number']);
    expect(issues('30')).toEqual(['number']);
  });
});
