import { surveyDefinitionSchema, type SurveyDefinition } from '@wellpath/shared/surveys/definition';
import {
  answersSchema,
  surveyResponseSchema,
  type PublicQuestion,
  type SurveyResponse,
  type SurveySummary,
} from '@wellpath/shared/surveys/wire';
import type { Answers } from '@wellpath/shared/surveys/engine';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../../content/loader.js';
import { contentTranslation } from '../../content/local-content.js';
import { localizeQuestions } from '../../content/local-surveys.js';
import type { ResponseRow, SurveyListRow } from './surveys.repository.js';

/** A response's stored alerts and outcomes, checked as the wire has them. */
const storedResponse = surveyResponseSchema.pick({ alerts: true, outcomes: true });

/** A member's stored answers (a response's or a draft's), checked as the wire has them. */
export function parseAnswers(json: string): Answers {
  return answersSchema.parse(JSON.parse(json));
}

/** Definitions already checked, by their stored JSON (the content's surveys: a handful of them). */
const checked = new Map<string, SurveyDefinition>();

/** A stored survey definition, checked against the content's schema once (a bad row is an error that names it). */
export function parseDefinition(json: string): SurveyDefinition {
  let def = checked.get(json);
  if (!def) {
    def = surveyDefinitionSchema.parse(JSON.parse(json));
    if (checked.size >= 500) checked.clear();
    checked.set(json, def);
  }
  return def;
}

/**
 * The surveys' texts in one language (decision 0079): each survey's title and description by key,
 * each pillar's name by slug, from the content read in that language.
 */
export interface SurveyTexts {
  locale: Locale;
  content: ContentBundle;
  surveys: ReadonlyMap<string, { title: string; description: string }>;
  pillars: ReadonlyMap<string, string>;
  /**
   * The content's English texts in this language (content/local-content.ts): for the copies of them
   * that members' data keeps (a response's score range) and the texts a survey shares with another.
   */
  translated: ReadonlyMap<string, string>;
}

export function surveyTexts(content: ContentBundle, locale: Locale): SurveyTexts {
  const local = content.byLocale[locale];
  return {
    locale,
    content,
    surveys: new Map(local.surveys.map((s) => [s.key, { title: s.title, description: s.description }])),
    pillars: new Map(local.pillars.map((p) => [p.slug, p.name])),
    translated: contentTranslation(content, locale).texts,
  };
}

/** A survey's row with its texts in the language of `texts`. */
export function localRow<R extends Pick<SurveyListRow, 'key' | 'title' | 'description' | 'pillar_name' | 'pillar_slug'>>(
  row: R,
  texts: SurveyTexts,
): R {
  if (texts.locale === 'en') return row;
  const survey = texts.surveys.get(row.key);
  return {
    ...row,
    title: survey?.title ?? row.title,
    description: survey?.description ?? row.description,
    pillar_name: (row.pillar_slug && texts.pillars.get(row.pillar_slug)) ?? row.pillar_name,
  };
}

/**
 * A survey's questions in another language than English: each text from the same survey's content
 * in that language (decision 0075), and the ones still in English for want of a translation marked
 * `lang: 'en'` (a validated questionnaire is only ever shown in a published version): the screen
 * says so and gives them their language, for screen readers and hyphenation (decision 0050). A text
 * the survey lacks in that language but the content translates elsewhere (an option shared with
 * another questionnaire) is shown in that translation, as before.
 */
export function questionsIn(texts: SurveyTexts, surveyKey: string, questions: PublicQuestion[]): PublicQuestion[] {
  if (texts.locale === 'en') return questions;
  const map = texts.translated;
  const english = (stored: string, shown: string) => shown === stored && /[A-Za-z]/.test(shown) && !map.has(stored);
  const elsewhere = (stored: string, shown: string) => (shown === stored ? (map.get(stored) ?? shown) : shown);
  return localizeQuestions(texts.content, texts.locale, surveyKey, questions).map((q, i) => {
    const stored = questions[i]!;
    const out: PublicQuestion = {
      ...q,
      text: elsewhere(stored.text, q.text),
      ...(english(stored.text, q.text) ? { lang: 'en' as const } : {}),
    };
    for (const field of ['help', 'min_label', 'max_label'] as const) {
      const from = stored[field as keyof PublicQuestion];
      const shown = q[field as keyof PublicQuestion];
      if (typeof from === 'string' && typeof shown === 'string') (out as Record<string, unknown>)[field] = elsewhere(from, shown);
    }
    if (q.options) {
      out.options = q.options.map((o, j) => {
        const from = stored.options![j]!.text;
        return { ...o, text: elsewhere(from, o.text), ...(english(from, o.text) ? { lang: 'en' as const } : {}) };
      });
    }
    return out;
  });
}

/** A question without points or triggers: scoring stays on the server. */
export function presentQuestion(q: SurveyDefinition['questions'][number]): PublicQuestion {
  const base = { key: q.key, text: q.text, help: q.help, type: q.type, required: q.required, show_if: q.show_if };
  switch (q.type) {
    case 'single_choice':
    case 'multi_choice':
      return { ...base, options: q.options.map((o) => ({ key: o.key, text: o.text, exclusive: o.exclusive })) };
    case 'number':
      return { ...base, min: q.min, max: q.max, step: q.step, unit: q.unit };
    case 'scale':
      return { ...base, min: q.min, max: q.max, min_label: q.min_label, max_label: q.max_label };
    case 'text':
      return { ...base, max_length: q.max_length };
  }
}

export function scoreUnit(def: SurveyDefinition): string | null {
  return def.scoring.method === 'none' ? null : (def.scoring.unit ?? null);
}

/** A survey's summary with the texts kept in English (its last score range, a unit of words) in the language of `texts`. */
export function summaryIn(summary: SurveySummary, texts: SurveyTexts): SurveySummary {
  if (texts.locale === 'en') return summary;
  const local = (text: string | null, bareWordsStay = false) =>
    text === null || (bareWordsStay && /^\p{L}+$/u.test(text)) ? text : (texts.translated.get(text) ?? text);
  return { ...summary, last_range_text: local(summary.last_range_text), score_unit: local(summary.score_unit, true) };
}

export function presentSummary(
  row: Pick<SurveyListRow, 'id' | 'key' | 'title' | 'description' | 'pillar_id' | 'pillar_name' | 'pillar_slug'>,
  def: SurveyDefinition,
  stats: { count: number; last: { score: number | null; range_text: string | null; completed_at: string } } | undefined,
  hasDraft: boolean,
): SurveySummary {
  return {
    _id: row.id,
    key: row.key,
    title: row.title,
    description: row.description,
    pillar:
      row.pillar_id && row.pillar_name && row.pillar_slug ? { _id: row.pillar_id, name: row.pillar_name, slug: row.pillar_slug } : null,
    estimated_minutes: def.estimated_minutes,
    question_count: def.questions.length,
    scored: def.scoring.method !== 'none',
    completions: stats?.count ?? 0,
    last_completed_at: stats?.last.completed_at ?? null,
    last_score: stats?.last.score === null || stats?.last.score === undefined ? null : Number(stats.last.score),
    last_range_text: stats?.last.range_text ?? null,
    score_unit: scoreUnit(def),
    has_draft: hasDraft,
  };
}

export function presentResponse(r: ResponseRow, inOnboarding: boolean): SurveyResponse {
  const def = parseDefinition(r.definition);
  return {
    _id: r.id,
    survey_id: r.survey_id,
    survey_title: r.survey_title,
    score: r.score === null ? null : Number(r.score),
    score_unit: scoreUnit(def),
    range_text: r.range_text,
    alerts: storedResponse.shape.alerts.parse(JSON.parse(r.alerts)),
    outcomes: storedResponse.shape.outcomes.parse(JSON.parse(r.outcomes)),
    answers: parseAnswers(r.answers),
    completed_at: r.completed_at,
    in_onboarding: inOnboarding,
  };
}
