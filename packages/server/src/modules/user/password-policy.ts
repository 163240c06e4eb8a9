import { MESSAGES } from '@wellpath/shared/user/messages';
import { EASY_TO_GUESS, guessUserInputs } from '@wellpath/shared/user/password-guesses';
import type { UserRow } from '../../db/schema.js';
import type { CommonPasswords } from '../../lib/common-passwords.js';
import { badRequest } from '../../lib/http-errors.js';
import type { PasswordGuesses } from '../../lib/password-guesses.js';

/** Whose password it is: their own words are the first an attacker tries. */
export interface PasswordOwner {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** The words of an account its password must not be built from. */
export function ownerOf(user: Pick<UserRow, 'email' | 'first_name' | 'last_name'>): PasswordOwner {
  return { email: user.email, firstName: user.first_name, lastName: user.last_name };
}

/**
 * What a new password must be beyond the spec's strength score (checked by the shared schema): at
 * least the configured minimum length (PASSWORD_MIN_LENGTH, never below 8), not one of the most
 * common breached passwords, and not easy to guess (zxcvbn-ts, given the owner's name and address:
 * decision 0072). Applied on every path that sets a password: register, reset, change, a staff
 * member's invitation.
 */
export class PasswordPolicy {
  constructor(
    readonly minLength: number,
    private readonly common: CommonPasswords,
    private readonly guesses: PasswordGuesses,
  ) {}

  async assertAllowed(password: string, owner: PasswordOwner): Promise<void> {
    if (password.length < this.minLength) {
      throw badRequest(MESSAGES.weakPassword, [`Password must be at least ${this.minLength} characters long.`]);
    }
    if (await this.common.isCommon(password)) throw badRequest(MESSAGES.commonPassword, [MESSAGES.commonPassword]);
    const verdict = await this.guesses.judge(password, guessUserInputs(owner));
    if (!verdict.acceptable) {
      throw badRequest(MESSAGES.weakPassword, [EASY_TO_GUESS, ...(verdict.warning ? [verdict.warning] : []), ...verdict.suggestions]);
    }
  }
}
