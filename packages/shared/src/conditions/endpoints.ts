import { defineEndpoints } from '../api/endpoint.js';

/** The conditions catalogue and the member's own conditions. */
export const conditionEndpoints = defineEndpoints('conditions', {});
