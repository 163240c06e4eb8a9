import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.js';
import { idParams } from '../api/common.js';
import { LIMITS } from '../limits.js';
import { pillarListSchema, pillarToggleResponseSchema } from './pillars.js';
import { recommendationListSchema, recommendationStatusBodySchema, recommendationStatusResponseSchema } from './recommendations.js';

export const lifestyleEndpoints = defineEndpoints('lifestyle', {
  'GET /lifestyle/pillars': {
    summary: 'Every lifestyle pillar with whether the member has it active',
    access: 'member',
    response: pillarListSchema,
  },
  'POST /lifestyle/pillars/:id/toggle': {
    summary: 'Switch a pillar on or off for the member',
    access: 'member',
    idempotent: true,
    params: idParams,
    response: pillarToggleResponseSchema,
  },
  'GET /lifestyle/recommendations/user': {
    summary: "The member's recommendations: exclude_pillars=true for the general ones, pillar=<slug or id> for one pillar",
    access: 'member',
    query: z.object({
      exclude_pillars: z.enum(['true', 'false'], { error: 'exclude_pillars must be true or false' }).optional(),
      pillar: z.string().min(1).max(LIMITS.id).optional(),
    }),
    response: recommendationListSchema,
  },
  'POST /lifestyle/recommendations/:id/status': {
    summary: 'Move a recommendation along not_started -> in_progress -> completed',
    access: 'member',
    params: idParams,
    body: recommendationStatusBodySchema,
    response: recommendationStatusResponseSchema,
    invalidMessage: 'Invalid status change',
  },
});
