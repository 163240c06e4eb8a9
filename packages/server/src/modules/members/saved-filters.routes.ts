import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/** The member list's saved filters (decision 0123): the signed-in staff member's own. */
export function savedFilterRoutes(app: FastifyInstance): void {
  const { savedFilterService } = app.services;

  route(app, 'GET /staff/saved-filters', (req) => savedFilterService.list(req.member.userId, req.member.role));
  route(app, 'POST /staff/saved-filters', (req) => savedFilterService.create(req.member.userId, req.member.role, req.body));
  route(app, 'DELETE /staff/saved-filters/:id', (req) => savedFilterService.remove(req.member.userId, req.params.id));
}
