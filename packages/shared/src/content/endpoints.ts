import { defineEndpoints } from '../api/endpoint.js';
import { landingContentSchema, legalPageParamsSchema, legalPageSchema } from './public.js';

/** Public clinic content: the landing page and the legal documents. */
export const contentEndpoints = defineEndpoints('content', {
  'GET /content/landing': {
    summary: 'Landing page content',
    access: 'public',
    response: landingContentSchema,
  },
  'GET /content/pages/:slug': {
    summary: 'A legal document',
    access: 'public',
    params: legalPageParamsSchema,
    response: legalPageSchema,
  },
});
