import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/** Public clinic content: the landing page and the legal documents. */
export function contentRoutes(app: FastifyInstance): void {
  const { contentService } = app.services;

  // Kept by caches per language: the answer follows Accept-Language (decision 0050).
  route(app, 'GET /content/landing', (req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'Accept-Language');
    return contentService.landing(req.locale);
  });

  route(app, 'GET /content/pages/:slug', (req, reply) => {
    const page = contentService.legalPage(req.params.slug, req.locale);
    reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'Accept-Language');
    return page;
  });
}
