import { defineEndpoints } from '../api/endpoint.js';
import {
  clinicalCsvQuerySchema,
  clinicalOutcomesSchema,
  engagementCsvQuerySchema,
  engagementSchema,
  outcomesCsvSchema,
  outcomesQuerySchema,
} from './wire.js';

/**
 * The programme's results (issue 37, decision 0098): counts and medians of a cohort, never a member;
 * a group of fewer than 5 shows no figure. Each read and each download is recorded in the access log.
 */
export const outcomeEndpoints = defineEndpoints('care team', {
  'GET /staff/outcomes/clinical': {
    summary:
      'The clinical outcomes of a cohort in a period: blood pressure, weight, HbA1c, LDL, PHQ-9 and GAD-7, baseline against latest (clinicians and administrators; logged)',
    access: 'staff:health:read',
    query: outcomesQuerySchema,
    response: clinicalOutcomesSchema,
  },
  'GET /staff/outcomes/clinical/csv': {
    summary: 'A table of the clinical outcomes as CSV (clinicians and administrators; logged)',
    access: 'staff:health:read',
    query: clinicalCsvQuerySchema,
    response: outcomesCsvSchema,
  },
  'GET /staff/outcomes/engagement': {
    summary:
      'The engagement of a cohort in a period: the funnel from registration to active at 90 days, and weekly active members (logged)',
    access: 'staff:members:read',
    query: outcomesQuerySchema,
    response: engagementSchema,
  },
  'GET /staff/outcomes/engagement/csv': {
    summary: 'A table of the engagement as CSV (logged)',
    access: 'staff:members:read',
    query: engagementCsvQuerySchema,
    response: outcomesCsvSchema,
  },
});
