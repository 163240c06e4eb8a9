import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { msg } from '../i18n/message.js';

/** Account safety (decision 0043): a member's optional second factor and their signed-in devices. */

/** Whether the member's second factor is on, and how many unused recovery codes they have left. */
export const memberSecondFactorSchema = z.object({ enabled: z.boolean(), recovery_codes_left: z.number().int() });
export type MemberSecondFactor = z.infer<typeof memberSecondFactorSchema>;

/** A current code of the authenticator app, or one of the recovery codes. */
const anyCode = z
  .string({ error: msg('validation.codeRequired') })
  .trim()
  .min(1, msg('validation.codeRequired'))
  .max(LIMITS.secondFactorCode, msg('validation.codeTooLong'));

/** New recovery codes in place of the old ones: a code proves the member still holds the second factor. */
export const recoveryCodesBodySchema = z.object({ code: anyCode });

/** Turning the second factor off: the password and a code. */
export const disableSecondFactorBodySchema = z.object({
  password: z
    .string({ error: msg('validation.passwordRequired') })
    .min(1, msg('validation.passwordRequired'))
    .max(LIMITS.password, msg('validation.passwordTooLong')),
  code: anyCode,
});

/** One signed-in device: a live session of the member. */
export const memberSessionSchema = z.object({
  _id: z.string(),
  /** "Firefox on Windows", read from the browser's user agent: a label, not proof of anything. */
  device: z.string(),
  /** The IP the session was last used from, when known. */
  ip: z.string().nullable(),
  signed_in_at: z.string(),
  last_used_at: z.string(),
  /** "Keep me signed in on this device" was ticked. */
  remembered: z.boolean(),
  /** The session of this request. */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const memberSessionListSchema = z.object({ sessions: z.array(memberSessionSchema) });
