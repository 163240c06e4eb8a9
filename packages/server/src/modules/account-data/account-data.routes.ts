import type { FastifyInstance } from 'fastify';
import { ACCOUNT_DATA_MESSAGES } from '@wellpath/shared/user/account-data';
import { route } from '../../lib/route.js';

/** "Your data" on the profile: download everything, or delete the account. */
export function accountDataRoutes(app: FastifyInstance): void {
  const { accountDataService, authLimits } = app.services;

  route(app, 'GET /user/export', async (req, reply) => {
    await authLimits.check('data-export', req.ip, req.member.userId);
    const { fileName, stream } = await accountDataService.export(req.member.userId);
    reply.type('application/zip').header('Content-Disposition', `attachment; filename="${fileName}"`).header('Cache-Control', 'no-store');
    // Declared as a binary string for the API description; Fastify sends a stream as it comes, past
    // the serializer.
    return stream as unknown as string;
  });

  route(app, 'POST /user/delete-account', async (req) => {
    await authLimits.check('delete-account', req.ip, req.member.userId);
    await accountDataService.deleteAccount(req.member.userId, req.body, req.ip);
    return { message: ACCOUNT_DATA_MESSAGES.deleted };
  });
}
