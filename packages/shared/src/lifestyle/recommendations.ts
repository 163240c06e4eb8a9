import { z } from 'zod';

export const RECOMMENDATION_COLORS = ['blue', 'green', 'red', 'yellow', 'purple', 'indigo', 'pink', 'orange', 'teal'] as const;
export type RecommendationColor = (typeof RECOMMENDATION_COLORS)[number];

export const RECOMMENDATION_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

/** Why a recommendation was made: an answer to a question, or a score in a range (§3). */
export const recommendationSourceSchema = z.object({
  type: z.enum(['question_option', 'score_range']),
  survey_id: z.string().nullable().optional(),
  survey_title: z.string().nullable().optional(),
  question_text: z.string().nullable().optional(),
  option_text: z.string().nullable().optional(),
  score: z.number().nullable().optional(),
  range_text: z.string().nullable().optional(),
});
export type RecommendationSource = z.infer<typeof recommendationSourceSchema>;

export const recommendationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  subcategory: z.string(),
  description: z.string(),
  color: z.enum(RECOMMENDATION_COLORS),
  status: z.enum(RECOMMENDATION_STATUSES),
  is_completed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  survey_title: z.string().nullable(),
  external_links: z.array(z.object({ title: z.string(), url: z.string() })),
  source: recommendationSourceSchema.nullable(),
  pillar: z.object({ _id: z.string(), name: z.string(), slug: z.string() }).nullable(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationListSchema = z.object({ recommendations: z.array(recommendationSchema) });

export const recommendationStatusBodySchema = z
  .object({
    status: z.enum(RECOMMENDATION_STATUSES, { error: 'Status must be not_started, in_progress or completed' }).optional(),
    is_completed: z.boolean({ error: 'is_completed must be true or false' }).optional(),
  })
  .refine((b) => b.status !== undefined || b.is_completed !== undefined, { message: 'Send a status or is_completed' })
  .refine((b) => b.status === undefined || b.is_completed === undefined || b.is_completed === (b.status === 'completed'), {
    message: 'is_completed must be true exactly when status is completed',
  });
export type RecommendationStatusBody = z.infer<typeof recommendationStatusBodySchema>;

export const recommendationStatusResponseSchema = z.object({
  _id: z.string(),
  status: z.enum(RECOMMENDATION_STATUSES),
  is_completed: z.boolean(),
  updated_at: z.string(),
});

export {
  canTransition,
  effectiveStatus,
  recommendationActions,
  REOPENED_STATUS,
  sourceReason,
  sourceReasonMessage,
  splitRecommendations,
  suggestionReason,
  suggestionReasonMessage,
  type RecommendationAction,
} from './recommendation-rules.js';

/** The status a status call asks for (a bare is_completed true means completed). */
export function requestedStatus(body: RecommendationStatusBody): RecommendationStatus {
  return body.status ?? (body.is_completed ? 'completed' : 'not_started');
}
