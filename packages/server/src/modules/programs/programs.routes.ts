import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { memberDay } from './programs.service.js';

export function programRoutes(app: FastifyInstance): void {
  const { suggestionService, programService } = app.services;

  route(app, 'GET /programs', async (req) => ({ programs: await programService.catalogue(req.member.userId, req.query, req.locale) }));

  route(app, 'GET /programs/in-progress', async (req) => ({
    programs: await programService.withProgress(req.member.userId, 'active', memberDay(req.member, req.query.today).today, req.locale),
  }));

  route(app, 'GET /programs/past', async (req) => ({
    programs: await programService.withProgress(req.member.userId, 'past', memberDay(req.member, req.query.today).today, req.locale),
  }));

  route(app, 'GET /programs/:id', (req) =>
    programService.detail(req.member.userId, req.params.id, memberDay(req.member, req.query.today).today, req.locale),
  );

  route(app, 'POST /programs/:id/start', (req) => {
    const body = req.body ?? {};
    const fromSuggestion = Boolean(body.source || body.suggestion_id);
    return programService.start(req.member.userId, req.params.id, fromSuggestion, memberDay(req.member, req.query.today).today, req.locale);
  });

  route(app, 'POST /programs/:id/track', (req) =>
    programService.track(req.member.userId, req.params.id, req.body, memberDay(req.member, req.query.today), req.locale),
  );

  route(app, 'POST /programs/:id/finish', (req) =>
    programService.finish(req.member.userId, req.params.id, memberDay(req.member, req.query.today).today, req.locale),
  );

  route(app, 'POST /programs/:id/reopen', (req) =>
    programService.reopen(req.member.userId, req.params.id, memberDay(req.member, req.query.today).today, req.locale),
  );

  route(app, 'POST /programs/:id/leave', (req) =>
    programService.leave(req.member.userId, req.params.id, memberDay(req.member, req.query.today).today, req.locale),
  );

  route(app, 'POST /programs/suggestions/:id/remove', (req) => suggestionService.remove(req.member.userId, req.params.id));
}
