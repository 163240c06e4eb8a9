import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/**
 * Urgent alerts: the clinicians' queue, acknowledging and resolving, and the member's own view. The
 * queue's out-of-hours words are the content's, in the reader's language (decision 0106).
 */
export function alertRoutes(app: FastifyInstance): void {
  const { alertService, staffService } = app.services;

  route(app, 'GET /staff/alerts', async (req) =>
    alertService.list(
      await staffService.actor(req.member, req.ip),
      {
        status: req.query.status,
        memberId: req.query.member_id,
      },
      req.locale,
    ),
  );
  route(app, 'GET /staff/alerts/reach', () => alertService.reach());
  route(app, 'POST /staff/alerts/:id/acknowledge', async (req) =>
    alertService.acknowledge(await staffService.actor(req.member, req.ip), req.params.id),
  );
  route(app, 'POST /staff/alerts/:id/assign', async (req) =>
    alertService.assign(await staffService.actor(req.member, req.ip), req.params.id, req.body.to),
  );
  route(app, 'POST /staff/alerts/:id/resolve', async (req) =>
    alertService.resolve(await staffService.actor(req.member, req.ip), req.params.id, req.body.note),
  );

  route(app, 'GET /user/alerts', (req) => alertService.forMember(req.member.userId));
}
