import { LIMITS } from '../limits.js';

/**
 * The spec's password strength rule (§5): five checks, score = checks passed, acceptable at 3+, and
 * never shorter than the minimum length ("Minimum password length 8"): any three other kinds of
 * character ('a1!') do not make a password acceptable.
 */
export const MIN_PASSWORD_LENGTH = 8;
/** See LIMITS.password. */
export const MAX_PASSWORD_LENGTH = LIMITS.password;
export const ACCEPTABLE_PASSWORD_SCORE = 3;

export type StrengthLabel = 'Very Weak' | 'Weak' | 'Medium' | 'Strong' | 'Very Strong';

export interface PasswordCheck {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
  label: string;
  passed: boolean;
}

export interface PasswordStrength {
  score: number;
  label: StrengthLabel;
  acceptable: boolean;
  checks: PasswordCheck[];
}

export function checkPasswordStrength(password: string, minLength = MIN_PASSWORD_LENGTH): PasswordStrength {
  const checks: PasswordCheck[] = [
    { id: 'length', label: `At least ${minLength} characters`, passed: password.length >= minLength },
    { id: 'uppercase', label: 'An uppercase letter', passed: /\p{Lu}/u.test(password) },
    { id: 'lowercase', label: 'A lowercase letter', passed: /\p{Ll}/u.test(password) },
    { id: 'digit', label: 'A number', passed: /\d/.test(password) },
    { id: 'special', label: 'A special character', passed: /[^\p{L}\p{N}\s]/u.test(password) },
  ];
  const score = checks.filter((c) => c.passed).length;
  const longEnough = checks[0]!.passed;
  return { score, label: strengthLabel(score), acceptable: longEnough && score >= ACCEPTABLE_PASSWORD_SCORE, checks };
}

export function strengthLabel(score: number): StrengthLabel {
  if (score <= 1) return 'Very Weak';
  if (score === 2) return 'Weak';
  if (score === 3) return 'Medium';
  if (score === 4) return 'Strong';
  return 'Very Strong';
}
