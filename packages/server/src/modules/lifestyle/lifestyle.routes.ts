import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pillarListSchema, pillarToggleResponseSchema } from '@wellpath/shared/lifestyle/pillars';
import { recommendationListSchema, recommendationStatusBodySchema, recommendationStatusResponseSchema } from '@wellpath/shared/lifestyle/recommendations';

const tags = ['lifestyle'];
const security = [{ bearerAuth: [] }];

export const lifestyleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lifestyleService, recommendationService } = app.services;
  app.addHook('onRequest', app.authenticate);

  app.get('/pillars', { schema: { tags, security, summary: 'Every lifestyle pillar with whether the member has it active', response: { 200: pillarListSchema } } }, async (req) =>
    lifestyleService.listPillars(req.member.userId),
  );

  app.post(
    '/pillars/:id/toggle',
    { schema: { tags, security, summary: "Switch a pillar on or off for the member", params: z.object({ id: z.string().min(1).max(100) }), response: { 200: pillarToggleResponseSchema } } },
    async (req) => lifestyleService.togglePillar(req.member.userId, req.params.id),
  );

  app.get(
    '/recommendations/user',
    {
      schema: {
        tags,
        security,
        summary: "The member's recommendations: exclude_pillars=true for the general ones, pillar=<slug or id> for one pillar",
        querystring: z.object({
          exclude_pillars: z.enum(['true', 'false'], { error: 'exclude_pillars must be true or false' }).optional(),
          pillar: z.string().min(1).max(100).optional(),
        }),
        response: { 200: recommendationListSchema },
      },
    },
    async (req) => ({
      recommendations: await recommendationService.list(req.member.userId, { excludePillars: req.query.exclude_pillars === 'true', pillar: req.query.pillar }),
    }),
  );

  app.post(
    '/recommendations/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'Move a recommendation along not_started -> in_progress -> completed',
        params: z.object({ id: z.string().min(1).max(100) }),
        body: recommendationStatusBodySchema,
        response: { 200: recommendationStatusResponseSchema },
      },
      config: { validationMessage: 'Invalid status change' },
    },
    async (req) => recommendationService.setStatus(req.member.userId, req.params.id, req.body),
  );
};
