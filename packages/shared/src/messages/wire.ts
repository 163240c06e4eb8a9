import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { LIMITS } from '../limits.js';

/** A message of a thread: the member's, or a care-team member's with their name and role. */
export const threadMessageSchema = z.object({
  _id: z.string(),
  author_role: z.enum(['member', 'staff']),
  /** The member's first name, or the staff member's full name ("Care team" for a reply from before threads). */
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

const coachRef = z.object({ _id: z.string(), name: z.string() }).nullable();

/** A thread in a list: who it is with, its last message, and whether the reader has seen it. */
export const threadSummarySchema = z.object({
  _id: z.string(),
  subject: z.string(),
  /** The coach it was addressed to, or null for "my care team". */
  coach: coachRef,
  last_message: threadMessageSchema,
  /** Something the reader has not seen yet. */
  unread: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

/** A whole thread, oldest message first, with when each side last read it. */
export const threadSchema = threadSummarySchema.omit({ last_message: true, unread: true }).extend({
  messages: z.array(threadMessageSchema),
  member_read_at: z.string().nullable(),
  staff_read_at: z.string().nullable(),
});
export type Thread = z.infer<typeof threadSchema>;

export const threadListSchema = z.object({ threads: z.array(threadSummarySchema), unread: z.number().int() });
export const unreadCountSchema = z.object({ count: z.number().int() });

const body = z
  .string({ error: msg('care.messageRequired') })
  .trim()
  .min(1, msg('care.messageRequired'))
  .max(LIMITS.coachMessage, msg('care.messageTooLong', { max: LIMITS.coachMessage }));

/** A new thread from the member: to a coach (by id or key) or, without one, to "my care team". */
export const newThreadBodySchema = z.object({
  subject: z
    .string({ error: msg('care.subjectRequired') })
    .trim()
    .min(1, msg('care.subjectRequired'))
    .max(LIMITS.coachSubject, msg('care.subjectTooLong', { max: LIMITS.coachSubject })),
  body,
  coach_id: z.string().min(1).max(LIMITS.id).optional(),
});
export type NewThreadBody = z.infer<typeof newThreadBodySchema>;

/** A reply in a thread, from either side. */
export const replyBodySchema = z.object({ body });
export type ReplyBody = z.infer<typeof replyBodySchema>;
