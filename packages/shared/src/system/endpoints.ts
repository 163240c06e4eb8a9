import { defineEndpoints } from '../api/endpoint.js';
import { healthSchema, healthUnavailableSchema, openApiDocumentSchema } from './wire.js';

/** The server itself: liveness and the API description. */
export const systemEndpoints = defineEndpoints('system', {
  'GET /health': {
    summary: 'Liveness and database readiness',
    access: 'public',
    response: healthSchema,
    otherResponses: { 503: healthUnavailableSchema },
    logLevel: 'warn',
  },
  'GET /openapi.json': {
    summary: 'This API described as an OpenAPI 3 document',
    access: 'public',
    response: openApiDocumentSchema,
  },
});
