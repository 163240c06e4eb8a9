import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { memberToday } from '../programs/programs.service.js';

/** What the member's home screen gathers from several areas. */
export function homeRoutes(app: FastifyInstance): void {
  const { homeService } = app.services;

  route(app, 'GET /user/week-summary', (req) =>
    homeService.weekSummary(req.member.userId, memberToday(req.query.today), req.query.utc_offset),
  );
}
