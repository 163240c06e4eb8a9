import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

export function surveyRoutes(app: FastifyInstance): void {
  const { surveyService, suggestionService } = app.services;

  // In the reader's language at the source: the survey list and a survey (decision 0079), the
  // suggestions, responses and history (decision 0117). A draft's answers are keys.
  route(app, 'GET /surveys', async (req) => ({ surveys: await surveyService.list(req.member.userId, req.locale) }));

  route(app, 'GET /surveys/suggested-programs', async (req) => ({
    suggested_programs: await suggestionService.list(req.member.userId, req.locale),
  }));

  route(app, 'GET /surveys/responses/:id', (req) => surveyService.response(req.member.userId, req.params.id, req.locale));

  route(app, 'GET /surveys/:id', (req) => surveyService.detail(req.member.userId, req.params.id, req.locale));

  route(app, 'PUT /surveys/:id/draft', (req) =>
    surveyService.saveDraft(req.member.userId, req.params.id, req.body.answers, req.body.step, req.locale),
  );

  route(app, 'DELETE /surveys/:id/draft', async (req) => {
    await surveyService.discardDraft(req.member.userId, req.params.id);
    return undefined;
  });

  route(app, 'POST /surveys/:id/responses', (req) => surveyService.submit(req.member.userId, req.params.id, req.body.answers, req.locale));

  route(app, 'GET /surveys/:id/responses', (req) => surveyService.history(req.member.userId, req.params.id, req.locale));
}
