import type { FastifyInstance } from 'fastify';
import { smsg } from '../../i18n/index.js';
import { route } from '../../lib/route.js';
import { COACH_PHOTO_PATH } from './coaches.presenter.js';

export function coachRoutes(app: FastifyInstance): void {
  const { coachService } = app.services;

  // The profiles are answered in the reader's language by the service (decision 0079); a thread holds
  // what the member and the coach wrote and the coach's name, no content (decision 0106).
  route(app, 'GET /coaches', async (req) => ({ coaches: await coachService.list(req.locale) }));

  route(app, 'GET /coaches/messages', async (req) => ({ messages: await coachService.listMessages(req.member.userId) }));

  route(app, 'GET /coaches/:id', (req) => coachService.get(req.params.id, req.locale));

  route(app, 'POST /coaches/:id/messages', (req) => coachService.sendMessage(req.member.userId, req.params.id, req.body));
}

/**
 * Coach photos from the clinic's content, outside /api: public (an <img> sends no token), served
 * from memory and cached for a year, since a changed photo gets a new name (decision 0040).
 */
export function coachPhotoRoutes(app: FastifyInstance): void {
  const { coachService } = app.services;
  app.get<{ Params: { file: string } }>(`${COACH_PHOTO_PATH}:file`, async (req, reply) => {
    const photo = coachService.photo(req.params.file);
    if (!photo)
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ message: req.t(smsg('api.photoNotFound')) });
    return reply.header('Content-Type', photo.contentType).header('Cache-Control', 'public, max-age=31536000, immutable').send(photo.bytes);
  });
}
