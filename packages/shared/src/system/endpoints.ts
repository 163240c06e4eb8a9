import { defineEndpoints } from '../api/endpoint.js';

/** The server itself: liveness and the API description. */
export const systemEndpoints = defineEndpoints('system', {});
