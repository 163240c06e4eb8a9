import type { FastifyInstance, FastifyRequest } from 'fastify';
import { smsg } from '../../i18n/index.js';
import { route } from '../../lib/route.js';

/** The staff member themselves, their second factor, invitations and the administrators' calls. */
export function staffRoutes(app: FastifyInstance): void {
  const { staffService, auditService } = app.services;
  const actor = (req: Pick<FastifyRequest, 'member' | 'ip'>) => staffService.actor(req.member, req.ip);

  route(app, 'GET /staff/me', (req) => staffService.me(req.member.userId));
  route(app, 'POST /staff/second-factor/setup', (req) => staffService.setupSecondFactor(req.member.userId));
  route(app, 'POST /staff/second-factor/confirm', (req) => staffService.confirmSecondFactor(req.member, req.body.code));

  route(app, 'GET /staff/accounts', async () => ({ staff: await staffService.list() }));
  route(app, 'POST /staff/accounts', async (req) => staffService.invite(req.body, await actor(req)));
  route(app, 'POST /staff/accounts/:id/role', async (req) => staffService.changeRole(req.params.id, req.body.role, await actor(req)));
  route(app, 'POST /staff/accounts/:id/deactivate', async (req) => staffService.deactivate(req.params.id, await actor(req)));
  route(app, 'POST /staff/accounts/:id/second-factor/reset', async (req) =>
    staffService.resetSecondFactor(req.params.id, await actor(req)),
  );
  route(app, 'GET /staff/audit', (req) =>
    auditService.list(
      { staffId: req.query.staff_id, memberId: req.query.member_id, cursor: req.query.cursor, limit: req.query.limit },
      req.locale,
    ),
  );

  route(app, 'GET /staff-invitations/:token', (req) => staffService.invitation(req.params.token));
  route(app, 'POST /staff-invitations/:token', async (req) => {
    await staffService.acceptInvitation(req.params.token, req.body.password, req.ip);
    return { message: smsg('api.staffPasswordSet') };
  });
  route(app, 'GET /user/access-log', (req) => auditService.forMember(req.member.userId, req.locale));
}
