import { z } from 'zod';
import { msg } from '../i18n/message.js';

// The second factor's wire shapes, for staff and members alike. Kept out of staff/wire.ts, which
// brings every staff screen's schemas with it: the member's profile loads only these.

/** What an authenticator app needs: the key to type, the otpauth:// link and the QR code of it (a data: URL). */
export const secondFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() });
export const secondFactorCodeBodySchema = z.object({
  code: z
    .string({ error: msg('care.codeRequired') })
    .trim()
    .regex(/^\d{6}$/, msg('care.codeInvalid')),
});
/** Ten single-use recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
