import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['programs'];
const security = [{ bearerAuth: [] }];

export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  const { suggestionService } = app.services;
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/suggestions/:id/remove',
    { schema: { tags, security, summary: 'Remove a suggested programme', params: z.object({ id: z.string().min(1).max(100) }), response: { 200: z.object({ message: z.string() }) } } },
    async (req) => {
      await suggestionService.remove(req.member.userId, req.params.id);
      return { message: 'Suggestion removed' };
    },
  );
};
