import { defineEndpoints } from '../api/endpoint.js';
import { weekSummaryQuerySchema, weekSummarySchema } from './wire.js';

/** What the member's home screen gathers from several areas. */
export const homeEndpoints = defineEndpoints('home', {
  'GET /user/week-summary': {
    summary:
      'The member’s week so far: programme days tracked against their schedules, active minutes against 150, blood pressure readings',
    access: 'member',
    query: weekSummaryQuerySchema,
    response: weekSummarySchema,
    invalidMessage: 'The week could not be summarised',
  },
});
