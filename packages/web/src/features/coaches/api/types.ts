import type { coachMessageSchema, coachSchema, coachSummarySchema } from '@wellpath/shared/education/wire';

export type CoachSummary = ReturnType<(typeof coachSummarySchema)['parse']>;
/** A coach profile: the summary plus the bio paragraphs. */
export type Coach = ReturnType<(typeof coachSchema)['parse']>;
/** A member's message to the care team, with its status and the reply. */
export type CoachMessage = ReturnType<(typeof coachMessageSchema)['parse']>;
