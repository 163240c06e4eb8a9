import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

export function coachRoutes(app: FastifyInstance): void {
  const { coachService } = app.services;

  route(app, 'GET /coaches', async () => ({ coaches: await coachService.list() }));

  route(app, 'GET /coaches/messages', async (req) => ({ messages: await coachService.listMessages(req.member.userId) }));

  route(app, 'GET /coaches/:id', (req) => coachService.get(req.params.id));

  route(app, 'POST /coaches/:id/messages', (req) => coachService.sendMessage(req.member.userId, req.params.id, req.body));
}
