import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

export function conditionRoutes(app: FastifyInstance): void {
  const { conditionService } = app.services;

  // In the reader's language at the source (decision 0117).
  route(app, 'GET /conditions', (req) => conditionService.list(req.member.userId, req.locale));

  route(app, 'GET /conditions/:id', (req) => conditionService.detail(req.member.userId, req.params.id, req.locale));

  route(app, 'PUT /conditions/:id/member', (req) => conditionService.setMembership(req.member.userId, req.params.id, req.body));
}
