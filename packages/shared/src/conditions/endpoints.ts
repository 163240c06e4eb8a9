import { defineEndpoints } from '../api/endpoint.js';
import { idParams } from '../api/common.js';
import { conditionDetailSchema, conditionListSchema, conditionMembershipBodySchema, conditionMembershipSchema } from './wire.js';

/** The conditions catalogue and the member's own conditions. */
export const conditionEndpoints = defineEndpoints('conditions', {
  'GET /conditions': {
    summary: 'The condition catalogue, with whether the member has each',
    access: 'member',
    response: conditionListSchema,
  },
  'GET /conditions/:id': {
    summary: 'A condition with the programmes and education that help',
    access: 'member',
    params: idParams,
    response: conditionDetailSchema,
  },
  'PUT /conditions/:id/member': {
    summary: 'Mark or unmark a condition as one the member has',
    access: 'member',
    params: idParams,
    body: conditionMembershipBodySchema,
    response: conditionMembershipSchema,
  },
});
