import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/** Programme requests; their programmes and pillars are named in the reader's language by the service (decision 0106). */
export function programRequestRoutes(app: FastifyInstance): void {
  const { programRequestService, staffService } = app.services;

  route(app, 'GET /program-requests', async (req) => ({ requests: await programRequestService.list(req.member.userId, req.locale) }));

  route(app, 'POST /program-requests', (req) => programRequestService.create(req.member.userId, req.body, req.locale));

  // The care team's inbox (replaces the old `npm run requests` script).
  route(app, 'GET /staff/requests', async (req) => programRequestService.staffList(req.query.status, req.locale));
  route(app, 'POST /staff/requests/:id', async (req) =>
    programRequestService.staffReply(await staffService.actor(req.member, req.ip), req.params.id, req.body, req.locale),
  );
  route(app, 'POST /staff/requests/:id/assign', async (req) =>
    programRequestService.assign(await staffService.actor(req.member, req.ip), req.params.id, req.body.to, req.locale),
  );
}
