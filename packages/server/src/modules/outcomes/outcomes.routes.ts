import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { smsg } from '../../i18n/index.js';

/** The programme's results (decision 0098): clinical outcomes and engagement per cohort, and their tables as CSV. */
export function outcomeRoutes(app: FastifyInstance): void {
  const { outcomeService, staffService } = app.services;

  route(app, 'GET /staff/outcomes/clinical', async (req) =>
    outcomeService.clinical(await staffService.actor(req.member, req.ip), req.query, req.locale),
  );
  route(app, 'GET /staff/outcomes/engagement', async (req) =>
    outcomeService.engagement(await staffService.actor(req.member, req.ip), req.query, req.locale),
  );
  route(app, 'GET /staff/outcomes/clinical/csv', async (req) =>
    outcomeService.csv(await staffService.actor(req.member, req.ip), req.query, req.locale, (id) => req.t(smsg(id))),
  );
  route(app, 'GET /staff/outcomes/engagement/csv', async (req) =>
    outcomeService.csv(await staffService.actor(req.member, req.ip), req.query, req.locale, (id) => req.t(smsg(id))),
  );
}
