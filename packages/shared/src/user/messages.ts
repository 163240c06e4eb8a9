import { msg } from '../i18n/message.js';

/**
 * Account messages of the spec (§5, §8) and the server's own, as shared-catalogue messages (the
 * English of i18n/catalog/en/account.ts is the spec's); zod-free so small screens can import them.
 * Shown through `translate()` (the server's `req.t`, the web's `tr`).
 */
export const MESSAGES = {
  weakPassword: msg('account.weakPassword'),
  commonPassword: msg('account.commonPassword'),
  agreements: msg('account.agreements'),
  passwordsMismatch: msg('account.passwordsMismatch'),
  newPasswordsMismatch: msg('account.newPasswordsMismatch'),
  invalidCredentials: msg('account.invalidCredentials'),
  unverified: msg('account.unverified'),
  registered: msg('account.registered'),
  resendSent: msg('account.resendSent'),
  forgotSent: msg('account.forgotSent'),
  profileUpdated: msg('account.profileUpdated'),
  passwordUpdated: msg('account.passwordUpdated'),
  passwordReset: msg('account.passwordReset'),
  emailVerified: msg('account.emailVerified'),
  invalidVerifyToken: msg('account.invalidVerifyToken'),
  invalidResetToken: msg('account.invalidResetToken'),
  wrongCurrentPassword: msg('account.wrongCurrentPassword'),
} as const;
