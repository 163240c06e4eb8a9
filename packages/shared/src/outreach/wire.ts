import { z } from 'zod';
import { idParams } from '../api/common.js';
import { msg } from '../i18n/message.js';

/**
 * Members going quiet (issue 37, decision 0099): members who logged something once and nothing for
 * QUIET_DAYS days (tracking, a reading, an activity, a body measurement, a survey, a message, a lab
 * report), ranked by need, and what the care team does about them.
 */
export const QUIET_DAYS = 14;
/** After a check-in or a call that reached them, the member is left out of the queue this long (they were just contacted). */
export const CONTACTED_HOLD_DAYS = 14;
export const SNOOZE_DAYS = [7, 14, 30] as const;
export const QUEUE_LIMIT = 100;

/** content/outreach.yaml: the check-in message a clinic words itself, `{firstName}` and `{clinic}` filled in. */
export const outreachContentSchema = z.strictObject({
  check_in: z.strictObject({ subject: z.string().min(1).max(200), body: z.string().min(1).max(2000) }),
});
export type OutreachContent = z.infer<typeof outreachContentSchema>;

export const OUTREACH_KINDS = ['check_in', 'snooze', 'phone'] as const;
export type OutreachKind = (typeof OUTREACH_KINDS)[number];

export const outreachActionSchema = z.object({
  _id: z.string(),
  kind: z.enum(OUTREACH_KINDS),
  /** Until when the member stays out of the queue (unless they log something before). */
  held_until: z.string(),
  by: z.string(),
  created_at: z.string(),
});
export type OutreachAction = z.infer<typeof outreachActionSchema>;

export const quietMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Whole days since they last logged something. */
  days_quiet: z.number().int().nonnegative(),
  last_logged_at: z.string(),
  /** Their blood pressure, LDL and HbA1c targets not met on their latest values; null for roles that do not read health data. */
  targets_not_met: z.number().int().nonnegative().nullable(),
  /** An urgent alert in the last 30 days; null for roles that do not handle alerts. */
  recent_alert: z.boolean().nullable(),
  /** The care team's last outreach to them, if any. */
  last_action: outreachActionSchema.nullable(),
});
export type QuietMember = z.infer<typeof quietMemberSchema>;

export const outreachQueueSchema = z.object({
  /** The members to reach, most in need first (at most QUEUE_LIMIT). */
  members: z.array(quietMemberSchema),
  /** How many members are in the queue. */
  total: z.number().int().nonnegative(),
});

export const outreachCountSchema = z.object({ count: z.number().int().nonnegative() });

export const outreachParams = idParams;
export const snoozeBodySchema = z.strictObject({
  days: z.union([z.literal(7), z.literal(14), z.literal(30)], { error: msg('validation.snoozeDays') }),
  reason: z
    .string({ error: msg('validation.snoozeReason') })
    .trim()
    .min(1, msg('validation.snoozeReason'))
    .max(500, msg('validation.snoozeReason')),
});
export type SnoozeBody = z.infer<typeof snoozeBodySchema>;
export const checkInBodySchema = z.strictObject({});
export const reachedBodySchema = z.strictObject({});
