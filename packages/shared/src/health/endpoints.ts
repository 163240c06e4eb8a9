import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.js';
import { idParams } from '../api/common.js';
import { msg } from '../i18n/message.js';
import { LIMITS } from '../limits.js';
import { activityBodySchema } from './activity.js';
import { bpReadingBodySchema } from './blood-pressure.js';
import { bodyHeightBodySchema, bodyMeasurementBodySchema } from './body.js';
import { targetListSchema } from './targets.js';
import {
  activitiesQuerySchema,
  activitySchema,
  activitySummarySchema,
  bodyMeasurementSchema,
  bodyQuerySchema,
  bodySummarySchema,
  bpReadingSchema,
  bpSummarySchema,
  csvImportBodySchema,
  csvPreviewSchema,
  heartRiskQuerySchema,
  heartRiskSchema,
  importResultSchema,
  labReportBodySchema,
  labReportCreatedSchema,
  labReportListSchema,
  latestResultsSchema,
  markerCatalogueSchema,
  markerHistorySchema,
} from './wire.js';

/** A deletion answers 204 with no body. */
const noContent = { response: z.void(), status: 204 } as const;

/**
 * Blood results (with imports), blood pressure, the heart risk estimate and activities. The spec's path spelling,
 * "bloodpresults", is kept on purpose.
 */
export const healthTrackingEndpoints = defineEndpoints('healthtracking', {
  'GET /healthtracking/bloodpresults/latest': {
    summary: 'The latest value of each blood marker',
    access: 'member',
    response: latestResultsSchema,
  },
  'GET /healthtracking/bloodpresults/markers': {
    summary: 'The marker catalogue with units and reference ranges',
    access: 'member',
    response: markerCatalogueSchema,
  },
  'GET /healthtracking/bloodpresults/markers/:id/history': {
    summary: "One marker's results over time, newest first",
    access: 'member',
    params: idParams,
    response: markerHistorySchema,
  },
  'GET /healthtracking/bloodpresults/reports': {
    summary: 'Lab reports with their results',
    access: 'member',
    response: labReportListSchema,
  },
  'POST /healthtracking/bloodpresults/reports': {
    summary: 'Add a lab report: test date and a value per marker (units checked)',
    access: 'member',
    idempotent: true,
    body: labReportBodySchema,
    response: labReportCreatedSchema,
    status: 201,
    invalidMessage: msg('health.reportNotSaved'),
  },
  'DELETE /healthtracking/bloodpresults/reports/:id': {
    summary: 'Delete a lab report and its results',
    access: 'member',
    params: idParams,
    ...noContent,
  },
  'POST /healthtracking/bloodpresults/reports/:id/restore': {
    summary: 'Undo the deletion of a lab report: it and its results come back as they were (for 10 minutes after it)',
    access: 'member',
    params: idParams,
    response: z.object({ _id: z.string() }),
  },
  'POST /healthtracking/bloodpresults/import/fhir': {
    summary:
      'Import lab results from FHIR R4: a Bundle (collection, transaction, batch, searchset or document) of Observations and DiagnosticReports, a DiagnosticReport with its contained results, or one Observation (LOINC codes)',
    access: 'member',
    idempotent: true,
    body: z.unknown(),
    response: importResultSchema,
    bodyLimit: LIMITS.fhirImportBytes,
  },
  'POST /healthtracking/bloodpresults/import/csv/preview': {
    summary:
      'What importing a CSV file would do, stored nothing: the columns read for each field (recognised from the header, or `mapping`), and each row with its test, value and unit, or why it is refused',
    access: 'member',
    body: csvImportBodySchema,
    response: csvPreviewSchema,
    bodyLimit: LIMITS.csvImportBytes,
    invalidMessage: msg('health.csvNotImported'),
  },
  'POST /healthtracking/bloodpresults/import/csv': {
    summary:
      "Import results from CSV: the app's columns (test_date, marker, value, unit[, lab_name]) or a lab portal's (collection date, test name, result, units, reference range, flag), with `mapping` to choose the columns; the good rows are stored and the refused ones listed with why (`skipped`)",
    access: 'member',
    idempotent: true,
    body: csvImportBodySchema,
    response: importResultSchema,
    bodyLimit: LIMITS.csvImportBytes,
    invalidMessage: msg('health.csvNotImported'),
  },

  'GET /healthtracking/bloodpressure': {
    summary: 'Readings, the 7-day average and its category',
    access: 'member',
    response: bpSummarySchema,
  },
  'POST /healthtracking/bloodpressure': {
    summary: 'Log a reading',
    access: 'member',
    idempotent: true,
    body: bpReadingBodySchema,
    response: bpReadingSchema,
    status: 201,
    invalidMessage: msg('health.readingNotSaved'),
  },
  'PUT /healthtracking/bloodpressure/:id': {
    summary: 'Correct a reading',
    access: 'member',
    params: idParams,
    body: bpReadingBodySchema,
    response: bpReadingSchema,
    invalidMessage: msg('health.readingNotSaved'),
  },
  'DELETE /healthtracking/bloodpressure/:id': {
    summary: 'Delete a reading',
    access: 'member',
    params: idParams,
    ...noContent,
  },
  'POST /healthtracking/bloodpressure/:id/restore': {
    summary: 'Undo the deletion of a reading: it comes back as it was (for 10 minutes after it)',
    access: 'member',
    params: idParams,
    response: bpReadingSchema,
  },

  'GET /healthtracking/heart-risk': {
    summary:
      '10-year cardiovascular risk (Framingham general CVD, CCS 2021) from what the app holds: inputs with their dates, what is missing and where to add it, why it does not apply, and scenarios',
    access: 'member',
    query: heartRiskQuerySchema,
    response: heartRiskSchema,
    invalidMessage: msg('health.heartRiskNotEstimated'),
  },

  'GET /healthtracking/activities': {
    summary: 'Activities with weekly moderate-to-vigorous minutes and strength days',
    access: 'member',
    query: activitiesQuerySchema,
    response: activitySummarySchema,
  },
  'POST /healthtracking/activities': {
    summary: 'Log an activity',
    access: 'member',
    idempotent: true,
    body: activityBodySchema,
    response: activitySchema,
    status: 201,
    invalidMessage: msg('health.activityNotSaved'),
  },
  'PUT /healthtracking/activities/:id': {
    summary: 'Edit an activity',
    access: 'member',
    params: idParams,
    body: activityBodySchema,
    response: activitySchema,
    invalidMessage: msg('health.activityNotSaved'),
  },
  'DELETE /healthtracking/activities/:id': {
    summary: 'Delete an activity',
    access: 'member',
    params: idParams,
    ...noContent,
  },
  'POST /healthtracking/activities/:id/restore': {
    summary: 'Undo the deletion of an activity: it comes back as it was (for 10 minutes after it)',
    access: 'member',
    params: idParams,
    response: activitySchema,
  },

  'GET /healthtracking/body': {
    summary:
      'Body measurements (weight in kg, waist in cm, body fat in %), newest first a page at a time (next_cursor), with the height, the BMI of the latest weight (Health Canada category) and the latest waist against its threshold',
    access: 'member',
    query: bodyQuerySchema,
    response: bodySummarySchema,
    invalidMessage: msg('health.body.listInvalid'),
  },
  'POST /healthtracking/body': {
    summary: 'Log a body measurement in SI; the same kind and value within a minute of the same time is stored once',
    access: 'member',
    idempotent: true,
    body: bodyMeasurementBodySchema,
    response: bodyMeasurementSchema,
    status: 201,
    invalidMessage: msg('health.body.measurementNotSaved'),
  },
  'PUT /healthtracking/body/:id': {
    summary: 'Correct a body measurement',
    access: 'member',
    params: idParams,
    body: bodyMeasurementBodySchema,
    response: bodyMeasurementSchema,
    invalidMessage: msg('health.body.measurementNotSaved'),
  },
  'DELETE /healthtracking/body/:id': {
    summary: 'Delete a body measurement',
    access: 'member',
    params: idParams,
    ...noContent,
  },
  'POST /healthtracking/body/:id/restore': {
    summary: 'Undo the deletion of a body measurement: it comes back as it was (for 10 minutes after it)',
    access: 'member',
    params: idParams,
    response: bodyMeasurementSchema,
  },
  'PUT /healthtracking/height': {
    summary: "Set the member's height in cm (kept on the profile, for the BMI); null forgets it",
    access: 'member',
    body: bodyHeightBodySchema,
    response: z.object({ height_cm: z.number().nullable() }),
    invalidMessage: msg('health.body.heightNotSaved'),
  },
  'GET /healthtracking/targets': {
    summary:
      "The member's targets (blood pressure, LDL, HbA1c, weight, weekly activity): their care team's with who set it, when and why, else the guideline default, each with their number against it",
    access: 'member',
    response: targetListSchema,
  },
});
