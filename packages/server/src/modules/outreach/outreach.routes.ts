import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/** Members going quiet (decision 0099): the queue and the care team's three actions. */
export function outreachRoutes(app: FastifyInstance): void {
  const { outreachService, staffService } = app.services;

  route(app, 'GET /staff/outreach', async (req) => outreachService.queue(await staffService.actor(req.member, req.ip), req.member.role));
  route(app, 'GET /staff/outreach/count', () => outreachService.count());
  route(app, 'POST /staff/members/:id/outreach/check-in', async (req) =>
    outreachService.checkIn(await staffService.actor(req.member, req.ip), req.params.id),
  );
  route(app, 'POST /staff/members/:id/outreach/snooze', async (req) =>
    outreachService.snooze(await staffService.actor(req.member, req.ip), req.params.id, req.body),
  );
  route(app, 'POST /staff/members/:id/outreach/reached', async (req) =>
    outreachService.reached(await staffService.actor(req.member, req.ip), req.params.id),
  );
}
