import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, strengthLabel } from './password-strength.js';

describe('password strength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Very Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['abcdefgH', 3, 'Medium'],
    ['abcdefH1', 4, 'Strong'],
    ['abcdeH1!', 5, 'Very Strong'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    const s = checkPasswordStrength(password);
    expect(s.score).toBe(score);
    expect(s.label).toBe(label);
    expect(s.acceptable).toBe(score >= 3);
  });

  it.each(['A1!', 'a1!', 'Ab1!', 'Abcde1!'])('never accepts %j, shorter than 8 characters, whatever its score', (password) => {
    const s = checkPasswordStrength(password);
    expect(s.score).toBeGreaterThanOrEqual(3);
    expect(s.label).toBe(s.score === 3 ? 'Medium' : 'Strong');
    expect(s.acceptable).toBe(false);
  });

  it('names the five checks and which passed', () => {
    const s = checkPasswordStrength('abcdefgh');
    expect(s.checks.map((c) => [c.id, c.passed])).toEqual([
      ['length', true],
      ['uppercase', false],
      ['lowercase', true],
      ['digit', false],
      ['special', false],
    ]);
  });

  it('takes a configurable minimum length', () => {
    expect(checkPasswordStrength('Abcdefg1', 12).checks[0]!.passed).toBe(false);
    expect(checkPasswordStrength('Abcdefg1', 12).checks[0]!.label).toBe('At least 12 characters');
  });

  it('counts accented letters and spaces sensibly', () => {
    expect(checkPasswordStrength('Élodie été').checks.find((c) => c.id === 'uppercase')!.passed).toBe(true);
    expect(checkPasswordStrength('two words').checks.find((c) => c.id === 'special')!.passed).toBe(false);
  });

  it('labels every score', () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthLabel)).toEqual(['Very Weak', 'Very Weak', 'Weak', 'Medium', 'Strong', 'Very Strong']);
  });
});
