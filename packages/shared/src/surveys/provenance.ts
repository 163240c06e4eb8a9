import { z } from 'zod';

/**
 * Why a row was created for a member (a recommendation, a suggested programme, a survey added to
 * onboarding): the survey answer or the score range behind it, with the survey it came from. The
 * server stores it as one JSON value and presents it to each wire shape from there.
 */
export const provenanceSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('question_option'),
    survey_id: z.string(),
    survey_title: z.string(),
    question_text: z.string(),
    option_text: z.string(),
  }),
  z.object({
    type: z.literal('score_range'),
    survey_id: z.string(),
    survey_title: z.string(),
    score: z.number(),
    range_text: z.string(),
  }),
]);
export type Provenance = z.infer<typeof provenanceSchema>;
