import type { FastifyInstance } from 'fastify';
import { routeInReaderLanguage } from '../../content/local-content.js';

/** The member's timeline on their record in the care workspace (decision 0090). */
export function timelineRoutes(app: FastifyInstance): void {
  const { timelineService, staffService } = app.services;

  // Survey and programme titles, survey ranges and catalogue medication names are content, held in
  // English by the rows: through the text map like the rest of the care team's calls (decision 0079).
  routeInReaderLanguage(app, 'GET /staff/members/:id/timeline', async (req) =>
    timelineService.read(await staffService.actor(req.member, req.ip), req.params.id, req.query),
  );
}
