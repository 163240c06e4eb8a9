import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.js';
import { idParams } from '../api/common.js';
import { LIMITS } from '../limits.js';
import { msg } from '../i18n/message.js';
import { medicationBodySchema, medicationCatalogueSchema, medicationListSchema, medicationSchema } from './medications.js';

const dayParam = z
  .string({ error: msg('med.dayInvalid') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('med.dayInvalid'))
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    msg('med.dayInvalid'),
  );

/** A medication and a day of the daily check. */
export const medicationDayParams = z.strictObject({ id: z.string().min(1).max(LIMITS.id), day: dayParam });

/** The daily check's calls (decision 0112), under the health tracking tag. */
const medicationCheckEndpoints = defineEndpoints('healthtracking', {
  'PUT /healthtracking/medications/:id/taken/:day': {
    summary:
      'Tick a medication in the daily check as taken on a day (today or one of the 29 before it, while it is taken); ticking again changes nothing',
    access: 'member',
    params: medicationDayParams,
    response: medicationSchema,
  },
  'DELETE /healthtracking/medications/:id/taken/:day': {
    summary: 'Untick a medication in the daily check for a day; again, it answers as it is',
    access: 'member',
    params: medicationDayParams,
    response: medicationSchema,
  },
});

/** The member's medications (decision 0089), under the health tracking tag. */
export const medicationEndpoints = defineEndpoints('healthtracking', {
  ...medicationCheckEndpoints,
  'GET /healthtracking/medications/catalogue': {
    summary:
      "The clinic's medication catalogue in the reader's language: name, class, WHO ATC code and what it treats, with the names and brands it is found by",
    access: 'member',
    response: medicationCatalogueSchema,
  },
  'GET /healthtracking/medications': {
    summary:
      "The member's medications (taken today first) with what they mean for the rules: treated for blood pressure, on a statin, on lipid- or glucose-lowering treatment",
    access: 'member',
    response: medicationListSchema,
  },
  'POST /healthtracking/medications': {
    summary:
      'Add a medication from the catalogue or typed freely, with dose, how often, reason, started and stopped; the same medication sent again is stored once',
    access: 'member',
    idempotent: true,
    body: medicationBodySchema,
    response: medicationSchema,
    status: 201,
    invalidMessage: msg('med.notSaved'),
  },
  'PUT /healthtracking/medications/:id': {
    summary: 'Change a medication (dose, how often, reason, the days it started and stopped)',
    access: 'member',
    params: idParams,
    body: medicationBodySchema,
    response: medicationSchema,
    invalidMessage: msg('med.notSaved'),
  },
  'DELETE /healthtracking/medications/:id': {
    summary: 'Delete a medication',
    access: 'member',
    params: idParams,
    response: z.void(),
    status: 204,
  },
  'POST /healthtracking/medications/:id/restore': {
    summary: 'Undo the deletion of a medication: it comes back as it was (for 10 minutes after it)',
    access: 'member',
    params: idParams,
    response: medicationSchema,
  },
});
