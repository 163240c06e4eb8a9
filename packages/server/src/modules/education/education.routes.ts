import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

export function educationRoutes(app: FastifyInstance): void {
  const { educationService } = app.services;

  route(app, 'GET /education/categories', async () => ({ categories: await educationService.categories() }));

  route(app, 'GET /education/categories/:id', (req) => educationService.category(req.params.id));

  route(app, 'GET /education/posts', async (req) => ({ posts: await educationService.posts(req.query) }));

  route(app, 'GET /education/posts/:id', (req) => educationService.post(req.params.id));
}
