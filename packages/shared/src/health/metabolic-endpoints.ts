import { defineEndpoints } from '../api/endpoint.js';
import { idParams } from '../api/common.js';
import { msg } from '../i18n/message.js';
import { metabolicSummarySchema, waistPopulationBodySchema } from './metabolic.js';
import { weightReviewListSchema, weightReviewSchema } from './weight-loss.js';
import { bodyQuerySchema, bodySummarySchema } from './wire.js';
import { medicationListSchema } from './medications.js';

/** The metabolic-syndrome summary (decision 0102), the member's own calls under the health tracking tag. */
export const metabolicEndpoints = defineEndpoints('healthtracking', {
  'GET /healthtracking/metabolic-syndrome': {
    summary:
      'The five criteria of metabolic syndrome (harmonised 2009), each met, not met or unknown with the value and date it came from or the medication that treats it, and what they add up to',
    access: 'member',
    response: metabolicSummarySchema,
  },
  'PUT /healthtracking/metabolic-syndrome/waist-population': {
    summary: 'Choose the population whose waist cut-off the waist criterion uses (null: the default, European origin 94/80 cm)',
    access: 'member',
    body: waistPopulationBodySchema,
    response: metabolicSummarySchema,
    invalidMessage: msg('health.metabolic.populationNotSaved'),
  },
});

/** The care team's read of it, in the member's record. */
export const careMetabolicEndpoints = defineEndpoints('care team', {
  'GET /staff/members/:id/metabolic-syndrome': {
    summary: "The member's metabolic-syndrome criteria as the member sees them (clinicians and administrators; logged)",
    access: 'staff:health:read',
    params: idParams,
    response: metabolicSummarySchema,
  },
  // The weight reviews (decision 0103): a fast weight loss flagged as "needs review", not an urgent alert.
  'GET /staff/members/:id/weight-reviews': {
    summary:
      "The member's weight losses flagged for review (more than 1.5 kg a week for three weeks, or a BMI under 18.5 after a loss), open first, with the weights that raised each (clinicians and administrators; logged)",
    access: 'staff:health:read',
    params: idParams,
    response: weightReviewListSchema,
  },
  'POST /staff/members/:id/weight-reviews/:reviewId/reviewed': {
    summary: 'Mark a flagged weight loss reviewed: only weights measured after it can raise the next (logged); again, it answers as it is',
    access: 'staff:health:read',
    params: idParams.extend({ reviewId: idParams.shape.id }),
    response: weightReviewSchema,
  },
  // The member's body and medications in the record (issue 35).
  'GET /staff/members/:id/body': {
    summary:
      "The member's body measurements (newest first, a page at a time), height, BMI and waist, as the member sees them (clinicians and administrators; logged)",
    access: 'staff:health:read',
    params: idParams,
    query: bodyQuerySchema,
    response: bodySummarySchema,
    invalidMessage: msg('health.body.listInvalid'),
  },
  'GET /staff/members/:id/medications': {
    summary:
      "The member's medications (taken today first) and what they mean for the rules, as the member sees them (clinicians and administrators; logged)",
    access: 'staff:health:read',
    params: idParams,
    response: medicationListSchema,
  },
});
