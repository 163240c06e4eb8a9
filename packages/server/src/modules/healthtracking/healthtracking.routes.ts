import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bpReadingBodySchema } from '@wellpath/shared/health/blood-pressure';
import { activityBodySchema } from '@wellpath/shared/health/activity';
import {
  activitySchema,
  activitySummarySchema,
  bloodMarkerSchema,
  bloodResultSchema,
  bpReadingSchema,
  bpSummarySchema,
  csvImportBodySchema,
  importResultSchema,
  labReportBodySchema,
} from '@wellpath/shared/health/wire';
import { memberToday } from '../programs/programs.service.js';

const tags = ['healthtracking'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string().min(1).max(100) });
const reportSchema = z.object({
  _id: z.string(),
  test_date: z.string(),
  lab_name: z.string(),
  source: z.enum(['manual', 'fhir', 'csv']),
  created_at: z.string(),
  results: z.array(bloodResultSchema),
});

export const healthTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bloodResultService, vitalsService } = app.services;
  app.addHook('onRequest', app.authenticate);

  // --- Blood results (the spec's path spelling, "bloodpresults", is kept on purpose) ---
  app.get(
    '/bloodpresults/latest',
    {
      schema: {
        tags,
        security,
        summary: 'The latest value of each blood marker',
        response: { 200: z.object({ results: z.array(bloodResultSchema) }) },
      },
    },
    async (req) => ({
      results: await bloodResultService.latest(req.member.userId),
    }),
  );

  app.get(
    '/bloodpresults/markers',
    {
      schema: {
        tags,
        security,
        summary: 'The marker catalogue with units and reference ranges',
        response: { 200: z.object({ markers: z.array(bloodMarkerSchema) }) },
      },
    },
    async (req) => ({
      markers: await bloodResultService.catalogue(req.member.userId),
    }),
  );

  app.get(
    '/bloodpresults/markers/:id/history',
    {
      schema: {
        tags,
        security,
        summary: "One marker's results over time, newest first",
        params: idParams,
        response: {
          200: z.object({
            marker: z.object({
              _id: z.string(),
              key: z.string(),
              name: z.string(),
              unit: z.string(),
              category: z.string(),
              reference_range: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
              source: z.string().nullable(),
            }),
            results: z.array(bloodResultSchema),
          }),
        },
      },
    },
    async (req) => bloodResultService.history(req.member.userId, req.params.id),
  );

  app.get(
    '/bloodpresults/reports',
    {
      schema: {
        tags,
        security,
        summary: 'Lab reports with their results',
        response: { 200: z.object({ reports: z.array(reportSchema) }) },
      },
    },
    async (req) => ({
      reports: await bloodResultService.reports(req.member.userId),
    }),
  );

  app.post(
    '/bloodpresults/reports',
    {
      schema: {
        tags,
        security,
        summary: 'Add a lab report: test date and a value per marker (units checked)',
        body: labReportBodySchema,
        response: { 201: z.object({ report_id: z.string(), results: z.array(bloodResultSchema) }) },
      },
      config: { validationMessage: 'The lab report was not saved' },
    },
    async (req, reply) => reply.code(201).send(await bloodResultService.addReport(req.member.userId, req.body)),
  );

  app.delete(
    '/bloodpresults/reports/:id',
    { schema: { tags, security, summary: 'Delete a lab report and its results', params: idParams } },
    async (req, reply) => {
      await bloodResultService.deleteReport(req.member.userId, req.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/bloodpresults/import/fhir',
    {
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary: 'Import a FHIR R4 Bundle of Observations (LOINC codes)',
        body: z.unknown(),
        response: { 200: importResultSchema },
      },
    },
    async (req) => bloodResultService.importFhir(req.member.userId, req.body),
  );

  app.post(
    '/bloodpresults/import/csv',
    {
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary: 'Import results from CSV (columns test_date, marker, value, unit[, lab_name]); all rows or none',
        body: csvImportBodySchema,
        response: { 200: importResultSchema },
      },
      config: { validationMessage: 'The CSV file was not imported' },
    },
    async (req) => bloodResultService.importCsv(req.member.userId, req.body.csv),
  );

  // --- Blood pressure ---
  app.get(
    '/bloodpressure',
    { schema: { tags, security, summary: 'Readings, the 7-day average and its category', response: { 200: bpSummarySchema } } },
    async (req) => vitalsService.bloodPressure(req.member.userId),
  );

  app.post(
    '/bloodpressure',
    {
      schema: { tags, security, summary: 'Log a reading', body: bpReadingBodySchema, response: { 201: bpReadingSchema } },
      config: { validationMessage: 'The reading was not saved' },
    },
    async (req, reply) => reply.code(201).send(await vitalsService.addReading(req.member.userId, req.body)),
  );

  app.put(
    '/bloodpressure/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Correct a reading',
        params: idParams,
        body: bpReadingBodySchema,
        response: { 200: bpReadingSchema },
      },
      config: { validationMessage: 'The reading was not saved' },
    },
    async (req) => vitalsService.updateReading(req.member.userId, req.params.id, req.body),
  );

  app.delete('/bloodpressure/:id', { schema: { tags, security, summary: 'Delete a reading', params: idParams } }, async (req, reply) => {
    await vitalsService.deleteReading(req.member.userId, req.params.id);
    return reply.code(204).send();
  });

  // --- Activities ---
  app.get(
    '/activities',
    {
      schema: {
        tags,
        security,
        summary: 'Activities with weekly moderate-to-vigorous minutes and strength days',
        querystring: z.object({
          weeks: z.coerce.number().int().min(1).max(52).default(8),
          today: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/)
            .optional(),
        }),
        response: { 200: activitySummarySchema },
      },
    },
    async (req) => vitalsService.activities(req.member.userId, memberToday(req.query.today), req.query.weeks),
  );

  app.post(
    '/activities',
    {
      schema: { tags, security, summary: 'Log an activity', body: activityBodySchema, response: { 201: activitySchema } },
      config: { validationMessage: 'The activity was not saved' },
    },
    async (req, reply) => reply.code(201).send(await vitalsService.addActivity(req.member.userId, req.body)),
  );

  app.put(
    '/activities/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit an activity',
        params: idParams,
        body: activityBodySchema,
        response: { 200: activitySchema },
      },
      config: { validationMessage: 'The activity was not saved' },
    },
    async (req) => vitalsService.updateActivity(req.member.userId, req.params.id, req.body),
  );

  app.delete('/activities/:id', { schema: { tags, security, summary: 'Delete an activity', params: idParams } }, async (req, reply) => {
    await vitalsService.deleteActivity(req.member.userId, req.params.id);
    return reply.code(204).send();
  });
};
