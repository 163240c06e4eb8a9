import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/** My work: the care team's worklist across alerts, threads and programme requests (decision 0100). */
export function careWorkRoutes(app: FastifyInstance): void {
  const { careWorkService, staffService } = app.services;
  route(app, 'GET /staff/work', async (req) => careWorkService.list(await staffService.actor(req.member, req.ip)));
}
