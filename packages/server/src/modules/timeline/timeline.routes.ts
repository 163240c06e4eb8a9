import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/** The member's timeline on their record in the care workspace (decision 0090). */
export function timelineRoutes(app: FastifyInstance): void {
  const { timelineService, staffService } = app.services;

  // Survey and programme titles, survey ranges and catalogue medication names are content, held in
  // English by the rows: the service names them in the reader's language (decision 0106).
  route(app, 'GET /staff/members/:id/timeline', async (req) =>
    timelineService.read(await staffService.actor(req.member, req.ip), req.params.id, req.query, req.locale),
  );
}
