import { z } from 'zod';

/** Every error response of the API has this shape. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(z.string()).optional(),
  verified: z.boolean().optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Turns zod issues into one human sentence per problem, without repeats. */
export function issuesToSentences(issues: ReadonlyArray<{ message?: string }>): string[] {
  return [...new Set(issues.map((i) => i.message ?? 'Invalid value'))];
}
