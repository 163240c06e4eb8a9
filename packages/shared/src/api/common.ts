import { z } from 'zod';
import { LIMITS } from '../limits.js';

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
