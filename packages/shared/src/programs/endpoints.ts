import { defineEndpoints } from '../api/endpoint.js';

/** The programme catalogue, runs and daily tracking, and suggestions. */
export const programEndpoints = defineEndpoints('programs', {});

/** The exercise library. */
export const exerciseEndpoints = defineEndpoints('exercises', {});

/** A member's requests to the care team for a programme. */
export const programRequestEndpoints = defineEndpoints('program-requests', {});
