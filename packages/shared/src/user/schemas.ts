import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { checkPasswordStrength, MAX_PASSWORD_LENGTH } from './password-strength.js';
import { formatPostalCode, isValidPostalCode } from './postal-code.js';
import { isAdultOn, localToday, parseCalendarDay } from './age.js';
import { isProvinceCode, PROVINCES } from './provinces.js';
import { MESSAGES } from './messages.js';
import { msg } from '../i18n/message.js';
import { ROLES } from '../staff/roles.js';
import { LOCALES } from '../i18n/locale.js';
import { isValidTimeZone } from '../reminders/time-zone.js';

export { MESSAGES };

/** A field's name in messages (a shared-catalogue message, decision 0050). */
const FIELDS = {
  'First name': msg('field.firstName'),
  'Last name': msg('field.lastName'),
  'Street address': msg('field.street'),
  City: msg('field.city'),
  Password: msg('field.password'),
  'Current password': msg('field.currentPassword'),
  'New password': msg('field.newPassword'),
  'Confirm password': msg('field.confirmPassword'),
  'Reset token': msg('field.resetToken'),
};
type FieldLabel = keyof typeof FIELDS;

const trimmed = (max: number, name: FieldLabel) => {
  const label = FIELDS[name];
  return z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? msg('validation.required', { label }) : msg('validation.notText', { label }),
    })
    .trim()
    .max(max, msg('validation.maxChars', { label, max }));
};

const requiredText = (max: number, name: FieldLabel) => trimmed(max, name).min(1, msg('validation.required', { label: FIELDS[name] }));

export const emailSchema = z
  .string({ error: msg('validation.emailRequired') })
  .trim()
  .min(1, msg('validation.emailRequired'))
  .max(LIMITS.email, msg('validation.maxChars', { label: msg('field.email'), max: LIMITS.email }))
  .pipe(z.email(msg('validation.emailInvalid')))
  .transform((v) => v.toLowerCase());

/** A password as typed: never trimmed, bounded so hashing stays cheap. */
export const passwordInput = (name: FieldLabel) => {
  const label = FIELDS[name];
  return z
    .string({ error: msg('validation.required', { label }) })
    .min(1, msg('validation.required', { label }))
    .max(MAX_PASSWORD_LENGTH, msg('validation.maxChars', { label, max: MAX_PASSWORD_LENGTH }));
};

export const strongPasswordSchema = passwordInput('Password').refine((p) => checkPasswordStrength(p).acceptable, MESSAGES.weakPassword);

export const dateOfBirthSchema = z
  .string({ error: msg('validation.dobRequired') })
  .trim()
  .min(1, msg('validation.dobRequired'))
  .refine((v) => parseCalendarDay(v) !== null, msg('validation.dobInvalid'))
  .refine((v) => parseCalendarDay(v) === null || isAdultOn(v, localToday()), msg('validation.adult'));

export const postalCodeSchema = z
  .string({ error: msg('validation.postalRequired') })
  .transform((v) => formatPostalCode(v))
  .refine((v) => v.length > 0, msg('validation.postalRequired'))
  .refine((v) => v.length === 0 || isValidPostalCode(v), msg('validation.postalInvalid'));

export const provinceSchema = z
  .string({ error: msg('validation.provinceText') })
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || isProvinceCode(v), msg('validation.provinceChoose'));

/** Address fields as stored and returned. */
export interface Address {
  street: string;
  city: string;
  province: string;
  postalCode: string;
}

/**
 * Clients send the address nested (`address: { street, city, province, postalCode }`, as the
 * registration entity shows) or flat (`address` as the street line with `city`, `province`,
 * `postalCode` beside it, as the profile call shows). Both are folded into one flat shape here.
 */
function flattenAddress(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const body = { ...(input as Record<string, unknown>) };
  const address = body.address;
  if (address && typeof address === 'object' && !Array.isArray(address)) {
    const a = address as Record<string, unknown>;
    for (const key of ['street', 'city', 'province', 'postalCode'] as const) {
      if (body[key] === undefined && a[key] !== undefined) body[key] = a[key];
    }
  } else if (typeof address === 'string' && body.street === undefined) {
    body.street = address;
  }
  delete body.address;
  return body;
}

const agreement = z.boolean({ error: MESSAGES.agreements }).optional();

/** Registration as the form holds it: the address flat. */
export const registerFieldsSchema = z
  .object({
    email: emailSchema,
    password: strongPasswordSchema,
    firstName: requiredText(LIMITS.name, 'First name'),
    lastName: requiredText(LIMITS.name, 'Last name'),
    dateOfBirth: dateOfBirthSchema,
    street: trimmed(LIMITS.street, 'Street address').optional().default(''),
    city: trimmed(LIMITS.city, 'City').optional().default(''),
    province: provinceSchema.optional().default(''),
    postalCode: postalCodeSchema,
    acceptReleaseOfInformation: agreement,
    acceptTermsAndConditions: agreement,
    acceptPrivacyPolicy: agreement,
  })
  .refine((v) => v.acceptReleaseOfInformation === true && v.acceptTermsAndConditions === true && v.acceptPrivacyPolicy === true, {
    message: MESSAGES.agreements,
    path: ['agreements'],
  });

/** Registration as the server reads it: the address nested or flat. */
export const registerSchema = z.preprocess(flattenAddress, registerFieldsSchema);
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordInput('Password'),
  /** "Keep me signed in on this device": a 30-day idle, 90-day session instead of 30 minutes / 12 hours. */
  remember: z.boolean({ error: msg('validation.remember') }).optional(),
  /** Staff: the 6-digit code of their authenticator app, or a recovery code. */
  code: z.string().max(LIMITS.secondFactorCode, msg('validation.codeTooLong')).optional(),
});

export const emailOnlySchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: requiredText(LIMITS.token, 'Reset token'),
  password: strongPasswordSchema,
});

/** The reset screen's form: the new password twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .object({ password: strongPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsMismatch, path: ['confirmPassword'] });

/** The profile's edit form: the address flat. */
export const profileFieldsSchema = z.object({
  firstName: requiredText(LIMITS.name, 'First name'),
  lastName: requiredText(LIMITS.name, 'Last name'),
  dateOfBirth: dateOfBirthSchema,
  street: requiredText(LIMITS.street, 'Street address'),
  city: requiredText(LIMITS.city, 'City'),
  province: provinceSchema.optional().default(''),
  postalCode: postalCodeSchema,
  /** Optional, used only to pick sex-specific lab reference ranges. */
  sex: z.enum(['female', 'male', ''], { error: msg('validation.sex') }).optional(),
});

/** A profile update as the server reads it: the address nested or flat (`address` as the street line). */
export const profileUpdateSchema = z.preprocess(flattenAddress, profileFieldsSchema);
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: passwordInput('Current password'),
    newPassword: strongPasswordSchema,
    confirmPassword: passwordInput('Confirm password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MESSAGES.newPasswordsMismatch, path: ['confirmPassword'] });

/** `GET /user/verify-email/:token`: the single-use token from the e-mail. */
export const verifyEmailParamsSchema = z.object({ token: z.string().min(1).max(LIMITS.token) });

/**
 * A login's answer: the token the spec reads (§7), and the account's role, so that the web opens the
 * care workspace for staff and the journey home for members without asking again.
 */
export const tokenResponseSchema = z.object({
  token: z.string(),
  role: z.enum(ROLES),
  /** The account's saved language (decision 0050): the web app switches to it; null when none was saved. */
  language: z.enum(LOCALES).nullable(),
  /** Only on a member's very first login: the home then says "Welcome", not "Welcome back". */
  first_login: z.literal(true).optional(),
});

/** `PUT /user/language`: the account's language, for its e-mails and the app on every device. */
export const languageSchema = z.object({ language: z.enum(LOCALES, { error: msg('validation.language') }) });
export const languageResponseSchema = z.object({ language: z.enum(LOCALES) });

/** `PUT /user/time-zone`: the member's IANA time zone, their "today" everywhere (decision 0073). */
export const timeZoneBodySchema = z.object({
  time_zone: z
    .string({ error: msg('validation.timeZone') })
    .max(64, msg('validation.timeZone'))
    .refine(isValidTimeZone, msg('validation.timeZone')),
});
export const timeZoneResponseSchema = z.object({ time_zone: z.string() });
export const messageResponseSchema = z.object({ message: z.string() });
export const provincesResponseSchema = z.record(z.string(), z.string());

export const profileResponseSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dateOfBirth: z.string(),
  address: z.object({ street: z.string(), city: z.string(), province: z.string(), postalCode: z.string() }),
  street: z.string(),
  city: z.string(),
  province: z.string(),
  provinceName: z.string(),
  postalCode: z.string(),
  emailVerified: z.boolean(),
  sex: z.enum(['female', 'male']).nullable(),
  conditions: z.array(z.object({ _id: z.string(), name: z.string() }).passthrough()),
  /** The member's saved language (decision 0050), null when none was saved. */
  language: z.enum(LOCALES).nullable(),
  /** The member's IANA time zone (decision 0073): their "today" on every screen; null until set. */
  time_zone: z.string().nullable(),
});
export type Profile = z.infer<typeof profileResponseSchema>;

/** `PUT /user/profile`: the message and the profile as saved. */
export const profileUpdateResponseSchema = messageResponseSchema.extend({ profile: profileResponseSchema });

export const registerResponseSchema = z.object({
  message: z.string(),
  user: z.object({ _id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }),
});

export { PROVINCES };

/** `GET /api/user/password-policy`: the minimum length the strength meter and the server use. */
export const passwordPolicySchema = z.object({ minLength: z.number().int().min(8) });
