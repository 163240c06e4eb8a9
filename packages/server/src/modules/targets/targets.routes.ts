import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { memberDay } from '../programs/programs.service.js';

/** Personal targets (decision 0091): the care team reads and sets them, the member reads theirs. */
export function targetRoutes(app: FastifyInstance): void {
  const { targetService, staffService } = app.services;

  route(app, 'GET /staff/members/:id/targets', async (req) =>
    targetService.forStaff(await staffService.actor(req.member, req.ip), req.member.role, req.params.id),
  );
  route(app, 'PUT /staff/members/:id/targets', async (req) =>
    targetService.set(await staffService.actor(req.member, req.ip), req.member.role, req.params.id, req.body),
  );
  route(app, 'DELETE /staff/members/:id/targets/:kind', async (req) =>
    targetService.remove(await staffService.actor(req.member, req.ip), req.member.role, req.params.id, req.params.kind),
  );

  route(app, 'GET /healthtracking/targets', (req) => targetService.forMember(req.member.userId, memberDay(req.member).today));
}
