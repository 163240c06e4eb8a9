import { MESSAGES } from '@wellpath/shared/user/messages';
import type { CommonPasswords } from '../../lib/common-passwords.js';
import { badRequest } from '../../lib/http-errors.js';

/**
 * What a new password must be beyond the spec's strength score (checked by the shared schema): at
 * least the configured minimum length (PASSWORD_MIN_LENGTH, never below 8), and not one of the most
 * common breached passwords. Applied on every path that sets a password: register, reset, change.
 */
export class PasswordPolicy {
  constructor(
    readonly minLength: number,
    private readonly common: CommonPasswords,
  ) {}

  async assertAllowed(password: string): Promise<void> {
    if (password.length < this.minLength) {
      throw badRequest(MESSAGES.weakPassword, [`Password must be at least ${this.minLength} characters long.`]);
    }
    if (await this.common.isCommon(password)) throw badRequest(MESSAGES.commonPassword, [MESSAGES.commonPassword]);
  }
}
