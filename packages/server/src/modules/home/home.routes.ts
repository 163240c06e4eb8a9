import type { FastifyInstance } from 'fastify';
import { isValidTimeZone } from '@wellpath/shared/reminders/time-zone';
import { route } from '../../lib/route.js';
import { memberDay } from '../programs/programs.service.js';

/** What the member's home screen gathers from several areas. */
export function homeRoutes(app: FastifyInstance): void {
  const { homeService } = app.services;

  route(app, 'GET /user/week-summary', (req) => {
    const zone = req.member.timeZone;
    return homeService.weekSummary(
      req.member.userId,
      memberDay(req.member, req.query.today).today,
      zone && isValidTimeZone(zone) ? { zone } : { utcOffset: req.query.utc_offset ?? 0 },
    );
  });
}
