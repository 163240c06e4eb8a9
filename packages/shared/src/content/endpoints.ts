import { defineEndpoints } from '../api/endpoint.js';

/** Public clinic content: the landing page and the legal documents. */
export const contentEndpoints = defineEndpoints('content', {});
