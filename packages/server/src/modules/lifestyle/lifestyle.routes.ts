import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pillarListSchema, pillarToggleResponseSchema } from '@wellpath/shared/lifestyle/pillars';

const tags = ['lifestyle'];
const security = [{ bearerAuth: [] }];

export const lifestyleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lifestyleService } = app.services;
  app.addHook('onRequest', app.authenticate);

  app.get('/pillars', { schema: { tags, security, summary: 'Every lifestyle pillar with whether the member has it active', response: { 200: pillarListSchema } } }, async (req) =>
    lifestyleService.listPillars(req.member.userId),
  );

  app.post(
    '/pillars/:id/toggle',
    { schema: { tags, security, summary: "Switch a pillar on or off for the member", params: z.object({ id: z.string().min(1).max(100) }), response: { 200: pillarToggleResponseSchema } } },
    async (req) => lifestyleService.togglePillar(req.member.userId, req.params.id),
  );
};
