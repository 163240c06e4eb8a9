import { defineEndpoints } from '../api/endpoint.js';

/** Blood results (with imports), blood pressure and activities. */
export const healthTrackingEndpoints = defineEndpoints('healthtracking', {});
