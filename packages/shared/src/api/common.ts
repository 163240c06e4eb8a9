import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { msg } from '../i18n/message.js';

/** `:id` in a path: an opaque identifier (or a slug where the call says so). */
export const idParams = z.object({ id: z.string().min(1).max(LIMITS.id) });

/** The member's calendar day from their device, for streaks and "can finish" (bounded on the server). */
export const todayQuery = z.object({
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'today must be YYYY-MM-DD')
    .optional(),
});

/** A plain `{ message }` answer. */
export const messageSchema = z.object({ message: z.string() });

/**
 * The `Idempotency-Key` request header of a call that creates data (decision 0065): one key per user
 * action, sent again unchanged on every retry of it. Visible ASCII, at most 255 characters (a UUID).
 * Every other header passes as it is.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, msg('validation.idempotencyKey'))
    .optional()
    .meta({ description: 'One key per user action (a UUID), the same on every retry: a repeat answers what the first answered' }),
});
