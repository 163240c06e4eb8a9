import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/** Public clinic content: the landing page and the legal documents. */
export function contentRoutes(app: FastifyInstance): void {
  const { contentService } = app.services;

  route(app, 'GET /content/landing', (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return contentService.landing();
  });

  route(app, 'GET /content/pages/:slug', (req, reply) => {
    const page = contentService.legalPage(req.params.slug);
    reply.header('Cache-Control', 'public, max-age=300');
    return page;
  });
}
