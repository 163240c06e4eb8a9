import { z } from 'zod';
import { recommendationSourceSchema } from '../lifestyle/recommendations.js';

/** A condition of the catalogue, with whether the member has it. */
export const conditionSummarySchema = z.object({
  _id: z.string(),
  key: z.string(),
  name: z.string(),
  summary: z.string(),
  has_condition: z.boolean(),
  /**
   * Why the condition is on the member's record when an answer put it there (the health profile's
   * "High blood pressure"); null when the member marked it, or does not have it.
   */
  marked_from: recommendationSourceSchema.nullable(),
});
export type ConditionSummary = z.infer<typeof conditionSummarySchema>;

/** §7 `GET /api/conditions`: the catalogue as a plain list. */
export const conditionListSchema = z.array(conditionSummarySchema);

/** A condition's page: its description and the pillars, programmes, posts and links that help. */
export const conditionDetailSchema = conditionSummarySchema.extend({
  description: z.string(),
  pillars: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string() })),
  programs: z.array(z.object({ _id: z.string(), title: z.string(), shortText: z.string() })),
  education: z.array(z.object({ _id: z.string(), title: z.string(), summary: z.string() })),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type ConditionDetail = z.infer<typeof conditionDetailSchema>;

/** Mark or unmark a condition as one the member has. */
export const conditionMembershipBodySchema = z.object({ has_condition: z.boolean({ error: 'has_condition must be true or false' }) });
export type ConditionMembershipBody = z.infer<typeof conditionMembershipBodySchema>;

export const conditionMembershipSchema = z.object({ _id: z.string(), has_condition: z.boolean() });
