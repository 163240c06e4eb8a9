import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/** The member's second factor and signed-in devices (profile, decision 0043). */
export function accountSafetyRoutes(app: FastifyInstance): void {
  const { accountSafetyService, authLimits } = app.services;

  route(app, 'GET /user/second-factor', (req) => accountSafetyService.secondFactorStatus(req.member.userId));
  route(app, 'POST /user/second-factor/setup', (req) => accountSafetyService.setup(req.member.userId));
  // Each attempt with a code counts (right or wrong), per IP and per member: codes cannot be guessed.
  route(app, 'POST /user/second-factor/confirm', async (req) => {
    await authLimits.check('second-factor', req.ip, req.member.userId);
    return accountSafetyService.confirm(req.member, req.body.code, req.ip);
  });
  route(app, 'POST /user/second-factor/recovery-codes', async (req) => {
    await authLimits.check('second-factor', req.ip, req.member.userId);
    return accountSafetyService.newRecoveryCodes(req.member.userId, req.body.code, req.ip);
  });
  route(app, 'POST /user/second-factor/disable', async (req) => {
    await authLimits.check('second-factor', req.ip, req.member.userId);
    return accountSafetyService.disable(req.member.userId, req.body.password, req.body.code, req.ip);
  });

  route(app, 'GET /user/sessions', (req) => accountSafetyService.listSessions(req.member));
  route(app, 'POST /user/sessions/:id/end', (req) => accountSafetyService.endSession(req.member, req.params.id, req.ip));
  route(app, 'POST /user/sessions/end-others', (req) => accountSafetyService.endOtherSessions(req.member, req.ip));
}
