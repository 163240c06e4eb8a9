import { defineEndpoints } from '../api/endpoint.js';

/** The coaches and the member's messages to them. */
export const coachEndpoints = defineEndpoints('coaches', {});
