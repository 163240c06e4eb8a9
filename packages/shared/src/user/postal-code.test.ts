import { describe, expect, it } from 'vitest';
import { formatPostalCode, isValidPostalCode } from './postal-code.js';

describe('postal code', () => {
  it.each([
    ['k1a0b1', 'K1A 0B1'],
    ['K1A 0B1', 'K1A 0B1'],
    ['k1a-0b1', 'K1A 0B1'],
    ['  k1 a0 b1 ', 'K1A 0B1'],
    ['k1a0b1xyz', 'K1A 0B1'],
    ['k1a', 'K1A'],
    ['k1a0', 'K1A 0'],
    ['', ''],
    ['!!', ''],
  ])('formats %j as %j', (input, expected) => {
    expect(formatPostalCode(input)).toBe(expected);
  });

  it('accepts real Canadian codes and refuses impossible ones', () => {
    expect(isValidPostalCode('K1A 0B1')).toBe(true);
    expect(isValidPostalCode('H3Z 2Y7')).toBe(true);
    expect(isValidPostalCode('X0A 0H0')).toBe(true);
    expect(isValidPostalCode('K1A0B1')).toBe(false);
    expect(isValidPostalCode('D1A 0B1')).toBe(false);
    expect(isValidPostalCode('W1A 0B1')).toBe(false);
    expect(isValidPostalCode('K1A 0B')).toBe(false);
    expect(isValidPostalCode('123 456')).toBe(false);
  });
});
