import { z } from 'zod';
import { recommendationSourceSchema } from '../lifestyle/recommendations.js';

const answerValue = z.union([z.string().max(5000), z.array(z.string().max(100)).max(100), z.number()]);
export const answersSchema = z.record(z.string().max(100), answerValue).refine((a) => Object.keys(a).length <= 200, 'Too many answers');

export const submitSurveyBodySchema = z.object({ answers: answersSchema });
export const saveDraftBodySchema = z.object({ answers: answersSchema, step: z.number().int().min(0).max(500).default(0) });

const optionPublic = z.object({ key: z.string(), text: z.string(), exclusive: z.boolean(), lang: z.literal('en').optional() });
/** A question as the member sees it: no points, no triggers. */
export const publicQuestionSchema = z.object({
  key: z.string(),
  text: z.string(),
  help: z.string().optional(),
  type: z.enum(['single_choice', 'multi_choice', 'number', 'text', 'scale']),
  required: z.boolean(),
  show_if: z.object({ question: z.string(), options: z.array(z.string()) }).optional(),
  options: z.array(optionPublic).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().optional(),
  unit: z.string().optional(),
  min_label: z.string().optional(),
  max_label: z.string().optional(),
  max_length: z.number().optional(),
  /**
   * `en` when the question is shown in English in another language's answer: a validated
   * questionnaire whose published translation the clinic does not have (decision 0050).
   */
  lang: z.literal('en').optional(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

export const surveySummarySchema = z.object({
  _id: z.string(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  pillar: z.object({ _id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  estimated_minutes: z.number(),
  question_count: z.number(),
  scored: z.boolean(),
  completions: z.number(),
  last_completed_at: z.string().nullable(),
  last_score: z.number().nullable(),
  last_range_text: z.string().nullable(),
  /** The unit of the score, e.g. "minutes/week"; null for plain points or unscored surveys. */
  score_unit: z.string().nullable(),
  has_draft: z.boolean(),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

export const surveyListResponseSchema = z.object({ surveys: z.array(surveySummarySchema) });

export const surveyDetailSchema = z.object({
  survey: surveySummarySchema.extend({
    source: z.string().nullable(),
    questions: z.array(publicQuestionSchema),
  }),
  draft: z.object({ answers: answersSchema, step: z.number(), updated_at: z.string() }).nullable(),
  /**
   * Answers the member's profile already gives (the health profile's sex), to start from when there
   * is no draft. Optional on the wire so older readers and fixtures still fit; the server always sends it.
   */
  prefill: answersSchema.optional(),
});
export type SurveyDetail = z.infer<typeof surveyDetailSchema>;

export const surveyOutcomeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('survey_added'), survey_id: z.string(), title: z.string(), source: recommendationSourceSchema }),
  z.object({
    type: z.literal('recommendation'),
    recommendation_id: z.string(),
    title: z.string(),
    pillar_slug: z.string().nullable(),
    source: recommendationSourceSchema,
  }),
  z.object({
    type: z.literal('program_suggested'),
    suggestion_id: z.string(),
    program_id: z.string(),
    title: z.string(),
    source: recommendationSourceSchema,
  }),
  /** A condition put on the member's record from an answer (the member can take it off). */
  z.object({ type: z.literal('condition_marked'), condition_id: z.string(), title: z.string(), source: recommendationSourceSchema }),
]);
export type SurveyOutcome = z.infer<typeof surveyOutcomeSchema>;

export const surveyResponseSchema = z.object({
  _id: z.string(),
  survey_id: z.string(),
  survey_title: z.string(),
  score: z.number().nullable(),
  score_unit: z.string().nullable(),
  range_text: z.string().nullable(),
  alerts: z.array(z.object({ level: z.enum(['urgent', 'info']), message: z.string() })),
  outcomes: z.array(surveyOutcomeSchema),
  answers: answersSchema,
  completed_at: z.string(),
  in_onboarding: z.boolean(),
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

/** A survey with the member's completions of it, newest first. */
export const surveyHistorySchema = z.object({ survey: surveySummarySchema, responses: z.array(surveyResponseSchema) });
export type SurveyHistory = z.infer<typeof surveyHistorySchema>;

export const draftSavedSchema = z.object({ updated_at: z.string() });

/** The onboarding state of §3. */
export const onboardingSurveyEntrySchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(['pending', 'completed', 'skipped']),
  added_reason: z
    .object({
      trigger_type: z.enum(['question_option', 'score_range']),
      source_survey_id: z.string().nullable(),
      source_survey_title: z.string().nullable(),
      question_text: z.string().nullable(),
      option_text: z.string().nullable(),
      score: z.number().nullable(),
      range_text: z.string().nullable(),
    })
    .nullable(),
});
export type OnboardingSurveyEntry = z.infer<typeof onboardingSurveyEntrySchema>;

export const onboardingHistoryDetailSchema = z.object({
  title: z.string(),
  trigger_type: z.enum(['question_option', 'score_range']),
  question_text: z.string().nullable(),
  option_text: z.string().nullable(),
  score: z.number().nullable(),
  range_text: z.string().nullable(),
});

export const onboardingStateSchema = z.object({
  status: z.enum(['not_started', 'in_progress', 'completed']),
  show_onboarding: z.boolean(),
  welcome_text: z.string(),
  completion_text: z.string(),
  surveys: z.array(onboardingSurveyEntrySchema),
  current_survey_index: z.number(),
  total_surveys: z.number(),
  progress: z.number(),
  survey_completion: z.record(z.string(), z.boolean()),
  survey_history: z.array(
    z.object({
      response_id: z.string(),
      survey_id: z.string(),
      survey_title: z.string(),
      completed_at: z.string(),
      surveys: z.record(z.string(), onboardingHistoryDetailSchema),
    }),
  ),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

/** Progress of onboarding: the share of surveys completed, 0-100. */
export function onboardingProgress(surveys: ReadonlyArray<{ status: string }>): number {
  if (surveys.length === 0) return 0;
  return (surveys.filter((s) => s.status === 'completed').length / surveys.length) * 100;
}

/** Index of the survey to take now: the first neither completed nor skipped; -1 when none is left. */
export function currentSurveyIndex(surveys: ReadonlyArray<{ status: string }>): number {
  return surveys.findIndex((s) => s.status === 'pending');
}

/** A programme suggested by the member's answers (§3): the programme's card fields and why it was suggested. */
export const suggestedProgramSchema = z.object({
  program: z.object({
    _id: z.string(),
    title: z.string(),
    type: z.enum(['standard', 'exercise']),
    level: z.string().nullable(),
    duration: z.number(),
    duration_unit: z.enum(['days', 'weeks', 'months']),
    shortText: z.string(),
    pillar: z.object({ slug: z.string(), name: z.string() }).nullable(),
  }),
  suggestion: z.object({ _id: z.string(), created_at: z.string(), source: recommendationSourceSchema.nullable() }),
});
export type SuggestedProgram = z.infer<typeof suggestedProgramSchema>;

export const suggestedProgramsResponseSchema = z.object({ suggested_programs: z.array(suggestedProgramSchema) });
