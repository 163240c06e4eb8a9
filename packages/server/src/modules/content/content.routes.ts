import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { landingContentSchema, LEGAL_PAGE_SLUGS, legalPageSchema } from '@wellpath/shared/content/public';
import { notFound } from '../../lib/http-errors.js';

const tags = ['content'];

/** Public clinic content: the landing page and the legal documents. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/landing', { schema: { tags, summary: 'Landing page content', response: { 200: landingContentSchema } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return app.services.content.landing;
  });

  app.get(
    '/pages/:slug',
    { schema: { tags, summary: 'A legal document', params: z.object({ slug: z.string().max(100) }), response: { 200: legalPageSchema } } },
    async (req, reply) => {
      const page = (LEGAL_PAGE_SLUGS as readonly string[]).includes(req.params.slug) ? app.services.content.legalPages.get(req.params.slug) : undefined;
      if (!page) throw notFound('Page not found');
      reply.header('Cache-Control', 'public, max-age=300');
      return page;
    },
  );
};
