import type { FastifyInstance } from 'fastify';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { PublicQuestion } from '@wellpath/shared/surveys/wire';
import type { ContentBundle } from '../../content/loader.js';
import { contentTranslation } from '../../content/local-content.js';
import { localizeQuestions } from '../../content/local-surveys.js';
import { route } from '../../lib/route.js';

/**
 * A survey's questions in another language than English: each text from the same survey's content
 * in that language (decision 0075), and the ones still in English for want of a translation marked
 * `lang: 'en'` (a validated questionnaire is only ever shown in a published version): the screen
 * says so and gives them their language, for screen readers and hyphenation (decision 0050).
 */
function inLanguage(content: ContentBundle, locale: Locale, surveyKey: string, questions: PublicQuestion[]): PublicQuestion[] {
  const { texts } = contentTranslation(content, locale);
  // Still English: the same words as the database's, which the answer's text map will not translate either.
  const english = (stored: string, shown: string) => shown === stored && /[A-Za-z]/.test(shown) && !texts.has(stored);
  return localizeQuestions(content, locale, surveyKey, questions).map((q, i) => {
    const stored = questions[i]!;
    return {
      ...q,
      ...(english(stored.text, q.text) ? { lang: 'en' as const } : {}),
      ...(q.options
        ? { options: q.options.map((o, j) => (english(stored.options![j]!.text, o.text) ? { ...o, lang: 'en' as const } : o)) }
        : {}),
    };
  });
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
    const questions = inLanguage(app.services.content, req.locale, detail.survey.key, detail.survey.questions);
    return { ...detail, survey: { ...detail.survey, questions } };
  });

  route(app, 'PUT /surveys/:id/draft', (req) => surveyService.saveDraft(req.member.userId, req.params.id, req.body.answers, req.body.step));

  route(app, 'DELETE /surveys/:id/draft', async (req) => {
    await surveyService.discardDraft(req.member.userId, req.params.id);
    return undefined;
  });

  route(app, 'POST /surveys/:id/responses', (req) => surveyService.submit(req.member.userId, req.params.id, req.body.answers));

  route(app, 'GET /surveys/:id/responses', (req) => surveyService.history(req.member.userId, req.params.id));
}
