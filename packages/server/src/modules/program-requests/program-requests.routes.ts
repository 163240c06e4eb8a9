import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

export function programRequestRoutes(app: FastifyInstance): void {
  const { programRequestService } = app.services;

  route(app, 'GET /program-requests', async (req) => ({ requests: await programRequestService.list(req.member.userId) }));

  route(app, 'POST /program-requests', (req) => programRequestService.create(req.member.userId, req.body));
}
