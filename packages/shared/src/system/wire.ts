import { z } from 'zod';

/** `GET /health`: ok (200) once the database answers, unavailable (503) while it does not. */
export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** `GET /health` (503) while the database does not answer. */
export const healthUnavailableSchema = z.object({ status: z.literal('unavailable') });

/** The generated OpenAPI 3 document, passed through whole (only its outline is checked). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});
