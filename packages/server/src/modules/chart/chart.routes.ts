import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/** What the care team enters on a member's chart (decision 0088). */
export function chartRoutes(app: FastifyInstance): void {
  const { chartService, staffService } = app.services;

  route(app, 'POST /staff/members/:id/blood-pressure', async (req) =>
    chartService.enterBloodPressure(await staffService.actor(req.member, req.ip), req.params.id, req.body),
  );
}
