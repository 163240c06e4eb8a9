import { z } from 'zod';

/**
 * `GET /health`: ok (200) once the database answers, unavailable (503) while it does not; degraded
 * (200: the app still serves) while a helper service fails over, named in `degraded` (e.g. the shared
 * rate-limit store, Redis, while this copy counts on its own).
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  degraded: z.array(z.string()).optional(),
});

/** `GET /health` (503) while the database does not answer. */
export const healthUnavailableSchema = z.object({ status: z.literal('unavailable') });

/** The generated OpenAPI 3 document, passed through whole (only its outline is checked). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});
