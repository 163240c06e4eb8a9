import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackBodySchema } from '@wellpath/shared/programs/tracking';
import {
  inProgressResponseSchema,
  programSchema,
  programWithProgressSchema,
  progressSchema,
  startProgramBodySchema,
} from '@wellpath/shared/programs/wire';
import { memberToday } from './programs.service.js';

const tags = ['programs'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string().min(1).max(100) });
/** The member's calendar day from their device, used for streaks and "can finish" (bounded on the server). */
const todayQuery = z.object({
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'today must be YYYY-MM-DD')
    .optional(),
});
const detailSchema = z.object({ program: programSchema, progress: progressSchema.nullable(), past: z.array(progressSchema) });

export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  const { suggestionService, programService } = app.services;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'The programme catalogue, by pillar (id or slug) and type',
        querystring: z.object({
          pillar: z.string().max(100).optional(),
          type: z.enum(['standard', 'exercise'], { error: 'type must be standard or exercise' }).optional(),
        }),
        response: { 200: z.object({ programs: z.array(programSchema) }) },
      },
    },
    async (req) => ({ programs: await programService.catalogue(req.member.userId, req.query) }),
  );

  app.get(
    '/in-progress',
    {
      schema: {
        tags,
        security,
        summary: 'Programmes in progress, each with program and progress',
        querystring: todayQuery,
        response: { 200: inProgressResponseSchema },
      },
    },
    async (req) => ({
      programs: await programService.withProgress(req.member.userId, 'active', memberToday(req.query.today)),
    }),
  );

  app.get(
    '/past',
    {
      schema: {
        tags,
        security,
        summary: 'Programmes the member finished or left',
        querystring: todayQuery,
        response: { 200: inProgressResponseSchema },
      },
    },
    async (req) => ({
      programs: await programService.withProgress(req.member.userId, 'past', memberToday(req.query.today)),
    }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A programme with the member’s progress and past runs',
        params: idParams,
        querystring: todayQuery,
        response: { 200: detailSchema },
      },
    },
    async (req) => programService.detail(req.member.userId, req.params.id, memberToday(req.query.today)),
  );

  app.post(
    '/:id/start',
    {
      schema: {
        tags,
        security,
        summary: 'Start a programme (at most two at once: 409 PROGRAM_LIMIT_REACHED)',
        params: idParams,
        querystring: todayQuery,
        body: startProgramBodySchema,
        response: { 201: programWithProgressSchema },
      },
    },
    async (req, reply) => {
      const body = req.body ?? {};
      const fromSuggestion = Boolean(body.source || body.suggestion_id);
      return reply
        .code(201)
        .send(await programService.start(req.member.userId, req.params.id, fromSuggestion, memberToday(req.query.today)));
    },
  );

  app.post(
    '/:id/track',
    {
      schema: {
        tags,
        security,
        summary: 'Record or replace the tracking entry of one day',
        params: idParams,
        querystring: todayQuery,
        body: trackBodySchema,
        response: { 200: progressSchema },
      },
      config: { validationMessage: 'Tracking was not saved' },
    },
    async (req) => programService.track(req.member.userId, req.params.id, req.body, memberToday(req.query.today)),
  );

  app.post(
    '/:id/finish',
    {
      schema: {
        tags,
        security,
        summary: 'Finish a programme at or after its end date',
        params: idParams,
        querystring: todayQuery,
        response: { 200: detailSchema },
      },
    },
    async (req) => programService.finish(req.member.userId, req.params.id, memberToday(req.query.today)),
  );

  app.post(
    '/:id/leave',
    {
      schema: {
        tags,
        security,
        summary: 'Leave a programme; its tracking stays visible',
        params: idParams,
        querystring: todayQuery,
        response: { 200: detailSchema },
      },
    },
    async (req) => programService.leave(req.member.userId, req.params.id, memberToday(req.query.today)),
  );

  app.post(
    '/suggestions/:id/remove',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a suggested programme',
        params: idParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => {
      await suggestionService.remove(req.member.userId, req.params.id);
      return { message: 'Suggestion removed' };
    },
  );
};
