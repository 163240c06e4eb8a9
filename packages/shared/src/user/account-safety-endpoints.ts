import { msg } from '../i18n/message.js';
import { defineEndpoints } from '../api/endpoint.js';
import { idParams, messageSchema } from '../api/common.js';
import { recoveryCodesSchema, secondFactorCodeBodySchema, secondFactorSetupSchema } from './second-factor.js';
import {
  disableSecondFactorBodySchema,
  memberSecondFactorSchema,
  memberSessionListSchema,
  recoveryCodesBodySchema,
} from './account-safety.js';

/**
 * A member's account safety: the optional second factor (the same TOTP as staff) and their signed-in
 * devices. Staff use the devices and new recovery codes too (their account page, decision 0094); they
 * cannot turn their second factor off, and enrol it through the staff calls.
 */
export const accountSafetyEndpoints = defineEndpoints('account safety', {
  'GET /user/second-factor': {
    summary: "Whether the member's second factor is on, and how many recovery codes are left",
    access: 'member',
    response: memberSecondFactorSchema,
  },
  'POST /user/second-factor/setup': {
    summary: 'A new authenticator key (QR code and key to type) waiting to be confirmed',
    access: 'member',
    response: secondFactorSetupSchema,
  },
  'POST /user/second-factor/confirm': {
    summary: 'Confirm the key with a first code: the second factor is on; ten recovery codes, shown once',
    access: 'member',
    body: secondFactorCodeBodySchema,
    response: recoveryCodesSchema,
    invalidMessage: msg('validation.codeNotAccepted'),
  },
  'POST /user/second-factor/recovery-codes': {
    summary: 'Ten new recovery codes in place of the old ones (a code is needed), shown once (members and staff)',
    access: 'signed-in',
    body: recoveryCodesBodySchema,
    response: recoveryCodesSchema,
    invalidMessage: msg('validation.codeNotAccepted'),
  },
  'POST /user/second-factor/disable': {
    summary: 'Turn the second factor off (the password and a code are needed)',
    access: 'member',
    body: disableSecondFactorBodySchema,
    response: messageSchema,
    invalidMessage: 'Two-step verification was not turned off',
  },
  'GET /user/sessions': {
    summary: 'The signed-in devices (live sessions) of the account, the most recently used first (members and staff)',
    access: 'signed-in',
    response: memberSessionListSchema,
  },
  'POST /user/sessions/:id/end': {
    summary: "Sign one of the account's other devices out (404 for any session that is not its own; members and staff)",
    access: 'signed-in',
    params: idParams,
    response: messageSchema,
  },
  'POST /user/sessions/end-others': {
    summary: 'Sign every device out except this one (members and staff)',
    access: 'signed-in',
    response: messageSchema,
  },
});
