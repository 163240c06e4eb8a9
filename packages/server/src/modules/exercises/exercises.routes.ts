import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

export function exerciseRoutes(app: FastifyInstance): void {
  const { exerciseService } = app.services;

  route(app, 'GET /exercises', async (req) => ({ exercises: await exerciseService.list(req.query, req.locale) }));

  route(app, 'GET /exercises/categories', async () => ({ categories: await exerciseService.categories() }));

  route(app, 'GET /exercises/:id', (req) => exerciseService.get(req.params.id, req.locale));
}
