import type { FastifyInstance } from 'fastify';
import { routeInReaderLanguage as route } from '../../content/local-content.js';

export function conditionRoutes(app: FastifyInstance): void {
  const { conditionService } = app.services;

  route(app, 'GET /conditions', (req) => conditionService.list(req.member.userId));

  route(app, 'GET /conditions/:id', (req) => conditionService.detail(req.member.userId, req.params.id));

  route(app, 'PUT /conditions/:id/member', (req) => conditionService.setMembership(req.member.userId, req.params.id, req.body));
}
