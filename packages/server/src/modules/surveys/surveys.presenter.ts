import { surveyDefinitionSchema, type SurveyDefinition } from '@wellpath/shared/surveys/definition';
import {
  answersSchema,
  surveyResponseSchema,
  type PublicQuestion,
  type SurveyOutcome,
  type SurveyResponse,
  type SurveySummary,
} from '@wellpath/shared/surveys/wire';
import type { Answers } from '@wellpath/shared/surveys/engine';
import type { RecommendationSource } from '@wellpath/shared/lifestyle/recommendations';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../../content/loader.js';
import { contentTranslation } from '../../content/local-content.js';
import { localizeQuestions } from '../../content/local-surveys.js';
import { surveyCopies, type SurveyCopies } from '../../content/local-provenance.js';
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
  /** A response's stored copies of its survey's English: the score range, the alerts, the answer behind an outcome (decision 0117). */
  copies: SurveyCopies;
  /**
   * What a response's outcomes are named as when it was answered (the English of a survey, a
   * recommendation, a programme or a condition) -> the name of the same item in this language.
   */
  outcomeTitles: { [T in SurveyOutcome['type']]: ReadonlyMap<string, string> };
}

/** Each English name of `en`'s items -> the name of the item with the same key in `local`. */
function namesByEnglish<T extends { key: string }>(en: readonly T[], local: readonly T[], name: (item: T) => string): Map<string, string> {
  const byKey = new Map(local.map((item) => [item.key, name(item)]));
  const out = new Map<string, string>();
  for (const item of en) {
    const text = byKey.get(item.key);
    if (text !== undefined && !out.has(name(item))) out.set(name(item), text);
  }
  return out;
}

export function surveyTexts(content: ContentBundle, locale: Locale): SurveyTexts {
  const local = content.byLocale[locale];
  const en = content.byLocale.en;
  return {
    locale,
    content,
    surveys: new Map(local.surveys.map((s) => [s.key, { title: s.title, description: s.description }])),
    pillars: new Map(local.pillars.map((p) => [p.slug, p.name])),
    translated: contentTranslation(content, locale).texts,
    copies: surveyCopies(content, locale),
    outcomeTitles: {
      survey_added: namesByEnglish(en.surveys, local.surveys, (s) => s.title),
      recommendation: namesByEnglish(en.recommendations, local.recommendations, (r) => r.title),
      program_suggested: namesByEnglish(en.programs, local.programs, (p) => p.title),
      condition_marked: namesByEnglish(en.conditions, local.conditions, (c) => c.name),
    },
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

/** A stored score range within its own survey (decision 0117), else as the content translates it elsewhere. */
function rangeIn(texts: SurveyTexts, surveyKey: string, text: string): string {
  const local = texts.copies.range(surveyKey, text);
  return local === text ? (texts.translated.get(text) ?? text) : local;
}

/** A survey's summary with the texts kept in English (its last score range, a unit of words) in the language of `texts`. */
export function summaryIn(summary: SurveySummary, texts: SurveyTexts): SurveySummary {
  if (texts.locale === 'en') return summary;
  const local = (text: string | null, bareWordsStay = false) =>
    text === null || (bareWordsStay && /^\p{L}+$/u.test(text)) ? text : (texts.translated.get(text) ?? text);
  const range = summary.last_range_text === null ? null : rangeIn(texts, summary.key, summary.last_range_text);
  return { ...summary, last_range_text: range, score_unit: local(summary.score_unit, true) };
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

/** The answer behind an outcome, as stored, in the language of `texts` (the survey's own words). */
function sourceIn(p: RecommendationSource, texts: SurveyTexts): RecommendationSource {
  const { survey_title: title, question_text: question, option_text: option, range_text: range } = p;
  if (!title) return p;
  const from = { survey_id: p.survey_id ?? '', survey_title: title };
  if (p.type === 'question_option' && question != null && option != null) {
    const local = texts.copies.provenance({ type: 'question_option', ...from, question_text: question, option_text: option });
    return local.type === 'question_option'
      ? { ...p, survey_title: local.survey_title, question_text: local.question_text, option_text: local.option_text }
      : p;
  }
  if (p.type === 'score_range' && range != null) {
    const local = texts.copies.provenance({ type: 'score_range', ...from, score: p.score ?? 0, range_text: range });
    return local.type === 'score_range' ? { ...p, survey_title: local.survey_title, range_text: local.range_text } : p;
  }
  return p;
}

/** An outcome as stored (named in English when the survey was answered) in the language of `texts`. */
function outcomeIn(o: SurveyOutcome, texts: SurveyTexts): SurveyOutcome {
  return { ...o, title: texts.outcomeTitles[o.type].get(o.title) ?? o.title, source: sourceIn(o.source, texts) };
}

/** A response as the member's language says it; without `texts`, as stored (English). */
export function presentResponse(r: ResponseRow, inOnboarding: boolean, texts?: SurveyTexts): SurveyResponse {
  const def = parseDefinition(r.definition);
  const en = !texts || texts.locale === 'en';
  const alerts = storedResponse.shape.alerts.parse(JSON.parse(r.alerts));
  const outcomes = storedResponse.shape.outcomes.parse(JSON.parse(r.outcomes));
  const unit = scoreUnit(def);
  return {
    _id: r.id,
    survey_id: r.survey_id,
    survey_title: (!en && texts.surveys.get(r.survey_key)?.title) || r.survey_title,
    score: r.score === null ? null : Number(r.score),
    // As the summary says it (summaryIn): a unit of one word stays as it is.
    score_unit: en || unit === null || /^\p{L}+$/u.test(unit) ? unit : (texts.translated.get(unit) ?? unit),
    range_text: en || r.range_text === null ? r.range_text : rangeIn(texts, r.survey_key, r.range_text),
    alerts: en ? alerts : alerts.map((a) => ({ ...a, message: texts.copies.alert(r.survey_key, a.message) })),
    outcomes: en ? outcomes : outcomes.map((o) => outcomeIn(o, texts)),
    answers: parseAnswers(r.answers),
    completed_at: r.completed_at,
    in_onboarding: inOnboarding,
  };
}
