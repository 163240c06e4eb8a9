import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { isValidTimeZone } from './time-zone.js';

/** The e-mails a member can ask for (decision 0042); each has its own one-click unsubscribe. */
export const REMINDER_KINDS = ['daily', 'weekly', 'blood-pressure'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What a member unsubscribes from, as the unsubscribe page says it. */
export const REMINDER_KIND_LABELS: Record<ReminderKind, string> = {
  daily: 'daily tracking reminders',
  weekly: 'the weekly summary',
  'blood-pressure': 'blood pressure reminders',
};

/** The time of day reminders go when the member has not chosen one. */
export const DEFAULT_REMINDER_TIME = '19:00';

const timeOfDay = z
  .string({ error: 'Choose a time of day' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The time of day must be HH:MM, from 00:00 to 23:59');

export const timeZoneSchema = z
  .string({ error: 'Choose a time zone' })
  .max(64, 'The time zone is not one we know')
  .refine(isValidTimeZone, 'The time zone is not one we know: choose one from the list');

/**
 * `GET /user/reminders`: the member's reminder e-mails. `time_zone` is the member's own (decision
 * 0073), null while they have none. Every e-mail is off until turned on.
 */
export const reminderPreferencesSchema = z.object({
  time_zone: z.string().nullable(),
  /** When reminders go, on the member's clock: the daily and blood pressure reminders every day they are due, the weekly summary on Mondays. */
  time: z.string(),
  daily: z.boolean(),
  weekly: z.boolean(),
  blood_pressure: z.boolean(),
});
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

/** `PUT /user/reminders`: every field, as the form sends it. */
export const reminderPreferencesBodySchema = z.strictObject({
  /** Optional: reminders go by the member's time zone (`PUT /user/time-zone`); one sent here becomes the member's. */
  time_zone: timeZoneSchema.optional(),
  time: timeOfDay,
  daily: z.boolean({ error: 'daily must be true or false' }),
  weekly: z.boolean({ error: 'weekly must be true or false' }),
  blood_pressure: z.boolean({ error: 'blood_pressure must be true or false' }),
});
export type ReminderPreferencesBody = z.infer<typeof reminderPreferencesBodySchema>;

export const unsubscribeParamsSchema = z.object({
  token: z.string().min(1, 'The unsubscribe link is not valid').max(LIMITS.token, 'The unsubscribe link is not valid'),
});

/** What an unsubscribe link is for: the kind of e-mail, never who it was sent to. */
export const unsubscribeSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  label: z.string(),
  /** Whether the member now gets no more of these (true once the link is used). */
  unsubscribed: z.boolean(),
});
export type Unsubscribe = z.infer<typeof unsubscribeSchema>;
