import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/**
 * The care team's member list and each member's record (health data for clinicians and
 * administrators), the content they name in the reader's language at the source (decision 0124).
 */
export function memberRoutes(app: FastifyInstance): void {
  const { memberService, staffService } = app.services;

  route(app, 'GET /staff/members', (req) =>
    memberService.list(req.member.role, req.query, () => staffService.actor(req.member, req.ip), req.locale),
  );
  route(app, 'GET /staff/members/:id', async (req) =>
    memberService.overview(await staffService.actor(req.member, req.ip), req.member.role, req.params.id, req.locale),
  );
  route(app, 'GET /staff/members/:id/health', async (req) =>
    memberService.health(await staffService.actor(req.member, req.ip), req.params.id, req.locale),
  );
  route(app, 'POST /staff/members/:id/second-factor/reset', async (req) =>
    memberService.resetSecondFactor(await staffService.actor(req.member, req.ip), req.params.id),
  );
}
