import type { FastifyInstance } from 'fastify';
import { unsubscribeParamsSchema } from '@wellpath/shared/reminders/wire';
import { route } from '../../lib/route.js';
import { badRequest } from '../../lib/http-errors.js';
import { smsg } from '../../i18n/index.js';

/** The member's reminder e-mails, and the unsubscribe calls of the web page (no login). */
export function reminderRoutes(app: FastifyInstance): void {
  const { reminderService, userService } = app.services;

  route(app, 'GET /user/reminders', (req) => reminderService.get(req.member));
  route(app, 'PUT /user/reminders', async (req) => {
    const zone = req.body.time_zone;
    // A zone sent with the form is the member's (decision 0073): every "today" of theirs follows it.
    if (zone !== undefined && zone !== req.member.timeZone) await userService.setTimeZone(req.member, zone);
    return reminderService.update({ ...req.member, timeZone: zone ?? req.member.timeZone }, req.body);
  });
  // The label in the language of the request (the link's page says which e-mail it turns off).
  route(app, 'GET /reminders/unsubscribe/:token', async (req) => {
    const info = await reminderService.unsubscribeInfo(req.params.token);
    return { ...info, label: req.t(info.label) };
  });
  route(app, 'POST /reminders/unsubscribe/:token', async (req) => {
    const info = await reminderService.unsubscribe(req.params.token);
    return { ...info, label: req.t(info.label) };
  });
}

/**
 * RFC 8058 one-click unsubscribe at the e-mail's own link: `List-Unsubscribe: <PUBLIC_URL/unsubscribe/TOKEN>`
 * is the web page for a GET (the SPA, which asks before changing anything, since link scanners
 * follow links) and unsubscribes on the mail client's POST, whose body is `List-Unsubscribe=One-Click`
 * as a form (urlencoded or multipart). The token is the only credential; the answer says nothing
 * about the member.
 */
export async function oneClickUnsubscribeRoute(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // Form bodies are read here only: the JSON API takes JSON.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, body),
    );
    scope.post('/unsubscribe/:token', async (req, reply) => {
      const params = unsubscribeParamsSchema.safeParse(req.params);
      if (!params.success) throw badRequest(smsg('reminders.linkNotValid'));
      const result = await scope.services.reminderService.unsubscribe(params.data.token);
      return reply
        .header('Cache-Control', 'no-store')
        .send({ message: req.t(smsg('reminders.unsubscribed', { what: result.label })), kind: result.kind });
    });
  });
}
