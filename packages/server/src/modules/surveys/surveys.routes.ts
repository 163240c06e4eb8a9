import type { FastifyInstance } from 'fastify';
import type { PublicQuestion } from '@wellpath/shared/surveys/wire';
import { contentTranslation } from '../../content/local-content.js';
import { route } from '../../lib/route.js';

/**
 * In another language than English, the questions the content has no translation for are marked
 * `lang: 'en'` (a validated questionnaire is only ever shown in a published version): the screen
 * says so and gives them their language, for screen readers and hyphenation (decision 0050).
 */
function markEnglish(questions: PublicQuestion[], translated: ReadonlyMap<string, string>): PublicQuestion[] {
  const english = (text: string) => /[A-Za-z]/.test(text) && !translated.has(text);
  return questions.map((q) => ({
    ...q,
    ...(english(q.text) ? { lang: 'en' as const } : {}),
    ...(q.options ? { options: q.options.map((o) => (english(o.text) ? { ...o, lang: 'en' as const } : o)) } : {}),
  }));
}

export function surveyRoutes(app: FastifyInstance): void {
  const { surveyService, suggestionService } = app.services;

  route(app, 'GET /surveys', async (req) => ({ surveys: await surveyService.list(req.member.userId) }));

  route(app, 'GET /surveys/suggested-programs', async (req) => ({
    suggested_programs: await suggestionService.list(req.member.userId),
  }));

  route(app, 'GET /surveys/responses/:id', (req) => surveyService.response(req.member.userId, req.params.id));

  route(app, 'GET /surveys/:id', async (req) => {
    const detail = await surveyService.detail(req.member.userId, req.params.id);
    if (req.locale === 'en') return detail;
    const { texts } = contentTranslation(app.services.content, req.locale);
    return { ...detail, survey: { ...detail.survey, questions: markEnglish(detail.survey.questions, texts) } };
  });

  route(app, 'PUT /surveys/:id/draft', (req) => surveyService.saveDraft(req.member.userId, req.params.id, req.body.answers, req.body.step));

  route(app, 'DELETE /surveys/:id/draft', async (req) => {
    await surveyService.discardDraft(req.member.userId, req.params.id);
    return undefined;
  });

  route(app, 'POST /surveys/:id/responses', (req) => surveyService.submit(req.member.userId, req.params.id, req.body.answers));

  route(app, 'GET /surveys/:id/responses', (req) => surveyService.history(req.member.userId, req.params.id));
}
