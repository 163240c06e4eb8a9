import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { LIMITS } from '../limits.js';

const pillarRef = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

/** A member of the care team in the list (initials stand in while the clinic has no photo). */
export const coachSummarySchema = z.object({
  _id: z.string(),
  key: z.string(),
  name: z.string(),
  credentials: z.string(),
  role: z.string(),
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  pillars: z.array(pillarRef),
  initials: z.string(),
  photo_url: z.string().nullable(),
  accepting_messages: z.boolean(),
});
export type CoachSummary = z.infer<typeof coachSummarySchema>;

/** A coach profile: the summary plus the bio paragraphs. */
export const coachSchema = coachSummarySchema.extend({ bio: z.array(z.string()) });
export type Coach = z.infer<typeof coachSchema>;

export const coachListSchema = z.object({ coaches: z.array(coachSummarySchema) });

/** What the Contact form sends. */
export const coachMessageBodySchema = z.object({
  subject: z
    .string({ error: msg('care.subjectRequired') })
    .trim()
    .min(1, msg('care.subjectRequired'))
    .max(LIMITS.coachSubject, msg('care.subjectTooLong', { max: LIMITS.coachSubject })),
  message: z
    .string({ error: msg('care.messageRequired') })
    .trim()
    .min(1, msg('care.messageRequired'))
    .max(LIMITS.coachMessage, msg('care.messageTooLong', { max: LIMITS.coachMessage })),
});
export type CoachMessageBody = z.infer<typeof coachMessageBodySchema>;

/** A member's message to the care team, with its status and the reply. */
export const coachMessageSchema = z.object({
  _id: z.string(),
  coach: z.object({ _id: z.string(), name: z.string() }),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['sent', 'read', 'answered']),
  reply: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CoachMessage = z.infer<typeof coachMessageSchema>;

export const coachMessageListSchema = z.object({ messages: z.array(coachMessageSchema) });
