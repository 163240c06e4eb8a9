import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

export function educationRoutes(app: FastifyInstance): void {
  const { educationService } = app.services;

  // In the reader's language at the source (decision 0079).
  route(app, 'GET /education/categories', async (req) => ({ categories: await educationService.categories(req.locale) }));

  route(app, 'GET /education/categories/:id', (req) => educationService.category(req.params.id, req.locale));

  route(app, 'GET /education/posts', async (req) => ({ posts: await educationService.posts(req.query, req.locale) }));

  route(app, 'GET /education/posts/:id', (req) => educationService.post(req.params.id, req.locale));
}
