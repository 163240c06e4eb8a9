import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  saveDraftBodySchema,
  submitSurveyBodySchema,
  suggestedProgramsResponseSchema,
  surveyDetailSchema,
  surveyResponseSchema,
  surveySummarySchema,
} from '@wellpath/shared/surveys/wire';

const tags = ['surveys'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string().min(1).max(100) });

export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { surveyService, suggestionService } = app.services;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Every survey with the member’s last completion and score',
        response: { 200: z.object({ surveys: z.array(surveySummarySchema) }) },
      },
    },
    async (req) => ({
      surveys: await surveyService.list(req.member.userId),
    }),
  );

  app.get(
    '/suggested-programs',
    {
      schema: {
        tags,
        security,
        summary: 'Programmes suggested to the member by their answers',
        response: { 200: suggestedProgramsResponseSchema },
      },
    },
    async (req) => ({
      suggested_programs: await suggestionService.list(req.member.userId),
    }),
  );

  app.get(
    '/responses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of the member’s completed surveys',
        params: idParams,
        response: { 200: surveyResponseSchema },
      },
    },
    async (req) => surveyService.response(req.member.userId, req.params.id),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A survey to take (id or key), with the member’s draft',
        params: idParams,
        response: { 200: surveyDetailSchema },
      },
    },
    async (req) => surveyService.detail(req.member.userId, req.params.id),
  );

  app.put(
    '/:id/draft',
    {
      schema: {
        tags,
        security,
        summary: 'Keep unfinished answers so the member can continue anywhere',
        params: idParams,
        body: saveDraftBodySchema,
        response: { 200: z.object({ updated_at: z.string() }) },
      },
      config: { validationMessage: 'Some answers are not valid' },
    },
    async (req) => surveyService.saveDraft(req.member.userId, req.params.id, req.body.answers, req.body.step),
  );

  app.delete('/:id/draft', { schema: { tags, security, summary: 'Throw the draft away', params: idParams } }, async (req, reply) => {
    await surveyService.discardDraft(req.member.userId, req.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/:id/responses',
    {
      schema: {
        tags,
        security,
        summary: 'Submit a completed survey: scored, triggers applied',
        params: idParams,
        body: submitSurveyBodySchema,
        response: { 201: surveyResponseSchema },
      },
      config: { validationMessage: 'Some answers are missing or not valid' },
    },
    async (req, reply) => reply.code(201).send(await surveyService.submit(req.member.userId, req.params.id, req.body.answers)),
  );

  app.get(
    '/:id/responses',
    {
      schema: {
        tags,
        security,
        summary: 'The member’s completions of a survey, newest first',
        params: idParams,
        response: { 200: z.object({ survey: surveySummarySchema, responses: z.array(surveyResponseSchema) }) },
      },
    },
    async (req) => surveyService.history(req.member.userId, req.params.id),
  );
};
