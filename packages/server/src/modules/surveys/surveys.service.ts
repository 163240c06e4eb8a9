import {
  cleanAnswers,
  collectTriggers,
  profilePrefill,
  profileValues,
  scoreSurvey,
  surveyAlerts,
  validateAnswers,
  type Answers,
  type TriggerSource,
} from '@wellpath/shared/surveys/engine';
import { smsg } from '../../i18n/index.js';
import type { SurveyDetail, SurveyOutcome, SurveyResponse, SurveySummary } from '@wellpath/shared/surveys/wire';
import type { SurveyDefinition } from '@wellpath/shared/surveys/definition';
import type { Provenance } from '@wellpath/shared/surveys/provenance';
import type { Db } from '../../db/connection.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { presentSource } from '../../lib/provenance.js';
import { newId } from '../../lib/tokens.js';
import type { OnboardingService } from '../onboarding/onboarding.service.js';
import type { AlertService } from '../alerts/alerts.service.js';
import * as conditions from '../conditions/conditions.service.js';
import * as recommendations from '../lifestyle/recommendations.service.js';
import * as suggestions from '../programs/suggestions.service.js';
import * as repo from './surveys.repository.js';
import { isInSequence } from '../onboarding/onboarding.service.js';
import { findUserById, setSexIfUnset } from '../user/user.service.js';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../../content/loader.js';
import {
  localRow,
  parseAnswers,
  parseDefinition,
  presentQuestion,
  presentResponse,
  presentSummary,
  questionsIn,
  summaryIn,
  surveyTexts,
  type SurveyTexts,
} from './surveys.presenter.js';

/** For other modules (decision 0077): this module's data they read, through its service. */
export { identicalResponseIds, listResponses, surveyIdsByKey, type ResponseRow } from './surveys.repository.js';

type Sex = 'female' | 'male';
const isSex = (v: string | undefined): v is Sex => v === 'female' || v === 'male';

/** The sex these answers give (the health profile asks), or null. */
export function sexAnswered(def: SurveyDefinition, answers: Answers): Sex | null {
  const given = profileValues(def, answers).sex;
  return isSex(given) ? given : null;
}

/** Why a trigger's outcome was created: the answer or the score range of this survey. */
export function provenanceOf(s: TriggerSource, survey: { id: string; title: string }): Provenance {
  const from = { survey_id: survey.id, survey_title: survey.title };
  return s.type === 'question_option'
    ? { type: 'question_option', ...from, question_text: s.question_text, option_text: s.option_text }
    : { type: 'score_range', ...from, score: s.score, range_text: s.range_text };
}

export class SurveyService {
  constructor(
    private readonly db: Db,
    private readonly onboarding: OnboardingService,
    private readonly alerts: AlertService,
    content: ContentBundle,
  ) {
    this.texts = { en: surveyTexts(content, 'en'), fr: surveyTexts(content, 'fr') };
  }

  /** The surveys' texts in each language (decision 0079). */
  private readonly texts: Record<Locale, SurveyTexts>;

  async list(userId: string, locale: Locale = 'en'): Promise<SurveySummary[]> {
    const [rows, stats, drafts] = await Promise.all([
      repo.listSurveys(this.db),
      repo.completionStats(this.db, userId),
      repo.draftSurveyIds(this.db, userId),
    ]);
    const texts = this.texts[locale];
    return rows.map((r) =>
      summaryIn(presentSummary(localRow(r, texts), parseDefinition(r.definition), stats.get(r.id), drafts.has(r.id)), texts),
    );
  }

  private async survey(idOrKey: string) {
    const row = await repo.findSurvey(this.db, idOrKey);
    if (!row || row.archived) throw notFound(smsg('api.surveyNotFound'));
    return { row, def: parseDefinition(row.definition) };
  }

  /** A survey with its questions, in `locale` (the texts of the content read in it). */
  async detail(userId: string, idOrKey: string, locale: Locale = 'en'): Promise<SurveyDetail> {
    const { row, def } = await this.survey(idOrKey);
    const [stats, draft, user] = await Promise.all([
      repo.completionStats(this.db, userId),
      repo.findDraft(this.db, userId, row.id),
      findUserById(this.db, userId),
    ]);
    const texts = this.texts[locale];
    return {
      survey: {
        ...summaryIn(presentSummary(localRow(row, texts), def, stats.get(row.id), Boolean(draft)), texts),
        source: def.source ?? null,
        questions: questionsIn(texts, row.key, def.questions.map(presentQuestion)),
      },
      draft: draft ? { answers: parseAnswers(draft.answers), step: draft.step, updated_at: draft.updated_at } : null,
      // Questions shared with the profile start from what the profile holds (used when there is no draft).
      prefill: profilePrefill(def, { sex: user?.sex ?? null }),
    };
  }

  /**
   * What is wrong with these answers, each naming its question as the reader sees it: checked against
   * the survey as the content reads in `locale` (the same keys, options and rules; decision 0117).
   */
  private answerErrors(row: { key: string }, def: SurveyDefinition, answers: Answers, complete: boolean, locale: Locale): string[] {
    const local = locale === 'en' ? undefined : this.texts[locale].content.byLocale[locale].surveys.find((s) => s.key === row.key);
    return validateAnswers(local ?? def, answers, { complete });
  }

  /** Keeps unfinished answers on the server (valid so far, not necessarily complete). */
  async saveDraft(userId: string, idOrKey: string, answers: Answers, step: number, locale: Locale = 'en'): Promise<{ updated_at: string }> {
    const { row, def } = await this.survey(idOrKey);
    const errors = this.answerErrors(row, def, answers, false, locale);
    if (errors.length) throw badRequest(smsg('api.answersInvalid'), errors);
    const at = nowIso();
    await repo.saveDraft(this.db, userId, row.id, JSON.stringify(cleanAnswers(def, answers)), step, at);
    return { updated_at: at };
  }

  async discardDraft(userId: string, idOrKey: string): Promise<void> {
    const { row } = await this.survey(idOrKey);
    await repo.deleteDraft(this.db, userId, row.id);
  }

  /**
   * Scores a completed survey and applies its triggers in one transaction: surveys added to the
   * onboarding sequence, recommendations created, programmes suggested, conditions put on the
   * member's record (never one they took off), never twice; the urgent
   * alert for the care team (PHQ-9 item 9) and the profile's sex when an answer gives it and the
   * profile has none, in the same transaction. Ranges by sex are read with the profile's sex.
   */
  async submit(userId: string, idOrKey: string, answers: Answers, locale: Locale = 'en'): Promise<SurveyResponse> {
    const { row, def } = await this.survey(idOrKey);
    const errors = this.answerErrors(row, def, answers, true, locale);
    if (errors.length) throw badRequest(smsg('api.answersMissing'), errors);
    const clean = cleanAnswers(def, answers);
    // Ranges that depend on sex read the profile's; an answer to a question shared with the profile
    // (the health profile's sex) sets the profile only while it has none, and counts here too.
    const answeredSex = sexAnswered(def, clean);
    const profileSex = (await findUserById(this.db, userId))?.sex ?? null;
    const result = scoreSurvey(def, clean, { sex: profileSex ?? answeredSex });
    const alerts = surveyAlerts(def, clean);
    const triggers = collectTriggers(def, clean, result);
    const responseId = newId();
    const completedAt = nowIso();
    const survey = { id: row.id, title: row.title };
    const answersJson = JSON.stringify(clean);
    let alerted = false;

    const inOnboarding = await this.db.transaction().execute(async (trx) => {
      // The response first, so surveys it adds can point at it.
      await repo.insertResponse(trx, {
        id: responseId,
        userId,
        surveyId: row.id,
        answers: answersJson,
        score: result.score,
        rangeText: result.range?.text ?? null,
        alerts: JSON.stringify(alerts),
        outcomes: '[]',
        completedAt,
      });
      // The care team's alert next, before the triggers take any other lock.
      alerted = await this.alerts.raiseForSurvey(trx, {
        userId,
        surveyId: row.id,
        surveyKey: row.key,
        def,
        answers: clean,
        answersJson,
        score: result.score,
        responseId,
        completedAt,
      });
      if (answeredSex && !profileSex) await setSexIfUnset(trx, userId, answeredSex);
      const outcomes: SurveyOutcome[] = [];
      for (const { trigger, source } of triggers) {
        const src = provenanceOf(source, survey);
        if (trigger.type === 'add_survey') {
          const target = await repo.findSurvey(trx, trigger.survey);
          if (!target || target.archived) continue;
          if (await this.onboarding.appendSurvey(trx, userId, target.id, { responseId, source: src })) {
            outcomes.push({ type: 'survey_added', survey_id: target.id, title: target.title, source: presentSource(src) });
          }
        } else if (trigger.type === 'recommend') {
          const template = await recommendations.findTemplateByKey(trx, trigger.recommendation);
          if (!template) continue;
          if (await recommendations.insertIfAbsent(trx, userId, template.id, src, completedAt)) {
            const created = await recommendations.findByTemplate(trx, userId, template.id);
            outcomes.push({
              type: 'recommendation',
              recommendation_id: created.id,
              title: created.title,
              pillar_slug: created.slug,
              source: presentSource(src),
            });
          }
        } else if (trigger.type === 'mark_condition') {
          const condition = await conditions.markKeyFromAnswer(trx, userId, trigger.condition, src, completedAt);
          if (condition) {
            outcomes.push({ type: 'condition_marked', condition_id: condition.id, title: condition.name, source: presentSource(src) });
          }
        } else {
          const program = await suggestions.findProgramByKey(trx, trigger.program);
          if (!program) continue;
          const suggestionId = await suggestions.insertSuggestionIfAbsent(trx, userId, program.id, src);
          if (suggestionId)
            outcomes.push({
              type: 'program_suggested',
              suggestion_id: suggestionId,
              program_id: program.id,
              title: program.title,
              source: presentSource(src),
            });
        }
      }
      await repo.setResponseOutcomes(trx, userId, responseId, JSON.stringify(outcomes));
      await repo.deleteDraft(trx, userId, row.id);
      return this.onboarding.markCompleted(trx, userId, row.id);
    });
    if (alerted) this.alerts.notify();

    const saved = await repo.findResponse(this.db, userId, responseId);
    return presentResponse(saved!, inOnboarding, this.texts[locale]);
  }

  /** The member's completions of a survey, in `locale`. */
  async history(userId: string, idOrKey: string, locale: Locale = 'en'): Promise<{ survey: SurveySummary; responses: SurveyResponse[] }> {
    const { row, def } = await this.survey(idOrKey);
    const [rows, stats, drafts] = await Promise.all([
      repo.listResponses(this.db, userId, row.id),
      repo.completionStats(this.db, userId),
      repo.draftSurveyIds(this.db, userId),
    ]);
    const texts = this.texts[locale];
    return {
      survey: summaryIn(presentSummary(localRow(row, texts), def, stats.get(row.id), drafts.has(row.id)), texts),
      responses: rows.map((r) => presentResponse(r, false, texts)),
    };
  }

  /** One of the member's completions, in `locale`. */
  async response(userId: string, responseId: string, locale: Locale = 'en'): Promise<SurveyResponse> {
    const r = await repo.findResponse(this.db, userId, responseId);
    if (!r) throw notFound(smsg('api.surveyResultNotFound'));
    return presentResponse(r, await isInSequence(this.db, userId, r.survey_id), this.texts[locale]);
  }
}
