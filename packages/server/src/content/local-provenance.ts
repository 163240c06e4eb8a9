import type { Locale } from '@wellpath/shared/i18n/locale';
import type { Provenance } from '@wellpath/shared/surveys/provenance';
import type { ScoreRange, SurveyDefinition } from '@wellpath/shared/surveys/definition';
import type { ContentBundle } from './loader.js';

/**
 * Why a row was made (a recommendation, a condition put on the record, a survey added to the
 * onboarding, a suggested programme) in the reader's language (decision 0117). The provenance keeps
 * a copy of the survey's English as it was answered (`lib/provenance.ts`): its title, the question and
 * the option, or the score range. Each is put into the language within its own survey: the survey by
 * its English title, the question by its English text within that survey and then by key, the option
 * by its English text within that question and then by key (one English answer has two French
 * wordings in two questionnaires, decision 0075), the range by its place in the survey's ranges. A
 * text the survey no longer has is answered as stored.
 */

interface SurveyWords {
  title: string;
  /** Question's English -> its text in the language, and its options' English -> theirs. */
  questions: Map<string, { text: string; options: Map<string, string> }>;
  /** A score range's English (also with the note for an unknown sex, as the result says it) -> the language's. */
  ranges: Map<string, string>;
}

function rangeWords(en: SurveyDefinition, local: SurveyDefinition, into: Map<string, string>): void {
  if (en.scoring.method === 'none' || local.scoring.method === 'none') return;
  const pairs = (a: ScoreRange[], b: ScoreRange[] | undefined) => a.forEach((r, i) => b?.[i] && into.set(r.text, b[i].text));
  pairs(en.scoring.ranges, local.scoring.ranges);
  const enBySex = en.scoring.ranges_by_sex;
  const localBySex = local.scoring.ranges_by_sex;
  if (!enBySex || !localBySex) return;
  pairs(enBySex.female, localBySex.female);
  pairs(enBySex.male, localBySex.male);
  // What a result says when the member's sex is not known: the range and the note (shared/surveys/engine.ts).
  enBySex[enBySex.unknown.use].forEach((r, i) => {
    const other = localBySex[localBySex.unknown.use][i];
    if (other) into.set(`${r.text} ${enBySex.unknown.note}`, `${other.text} ${localBySex.unknown.note}`);
  });
}

function surveyWords(en: SurveyDefinition, local: SurveyDefinition): SurveyWords {
  const localQuestions = new Map(local.questions.map((q) => [q.key, q]));
  const questions = new Map<string, { text: string; options: Map<string, string> }>();
  for (const q of en.questions) {
    const other = localQuestions.get(q.key);
    if (!other || questions.has(q.text)) continue;
    const options = new Map<string, string>();
    if ('options' in q && 'options' in other) {
      const localOptions = new Map(other.options.map((o) => [o.key, o.text]));
      for (const o of q.options) {
        const text = localOptions.get(o.key);
        if (text !== undefined && !options.has(o.text)) options.set(o.text, text);
      }
    }
    questions.set(q.text, { text: other.text, options });
  }
  const ranges = new Map<string, string>();
  rangeWords(en, local, ranges);
  return { title: local.title, questions, ranges };
}

export type ProvenanceIn = (p: Provenance) => Provenance;

/** A survey's stored English copies (its title, a score range, an alert) in a language. */
export interface SurveyCopies {
  /** The provenance in the language. */
  provenance: ProvenanceIn;
  /** A score range's text as a response keeps it (the English of survey `surveyKey`), in the language. */
  range(surveyKey: string, text: string): string;
  /** An alert's message as a response keeps it, in the language. */
  alert(surveyKey: string, message: string): string;
}

const same: SurveyCopies = { provenance: (p) => p, range: (_, text) => text, alert: (_, text) => text };

const kept = new WeakMap<ContentBundle, Partial<Record<Locale, SurveyCopies>>>();

/** The surveys' stored copies in `locale`, worked out once per content and language; English answers them as stored. */
export function surveyCopies(content: ContentBundle, locale: Locale): SurveyCopies {
  if (locale === 'en') return same;
  let byLocale = kept.get(content.byLocale.en);
  if (!byLocale) kept.set(content.byLocale.en, (byLocale = {}));
  const found = byLocale[locale];
  if (found) return found;
  const local = new Map(content.byLocale[locale].surveys.map((s) => [s.key, s]));
  const byKey = new Map<string, SurveyWords & { alerts: Map<string, string> }>();
  const keyOfTitle = new Map<string, string>();
  for (const s of content.byLocale.en.surveys) {
    const other = local.get(s.key);
    if (!other) continue;
    const alerts = new Map<string, string>();
    s.alerts.forEach((a, i) => other.alerts[i] && !alerts.has(a.message) && alerts.set(a.message, other.alerts[i].message));
    byKey.set(s.key, { ...surveyWords(s, other), alerts });
    if (!keyOfTitle.has(s.title)) keyOfTitle.set(s.title, s.key);
  }
  const provenance: ProvenanceIn = (p) => {
    const key = keyOfTitle.get(p.survey_title);
    const words = key === undefined ? undefined : byKey.get(key);
    if (!words) return p;
    if (p.type === 'score_range') return { ...p, survey_title: words.title, range_text: words.ranges.get(p.range_text) ?? p.range_text };
    const question = words.questions.get(p.question_text);
    return {
      ...p,
      survey_title: words.title,
      question_text: question?.text ?? p.question_text,
      option_text: question?.options.get(p.option_text) ?? p.option_text,
    };
  };
  const copies: SurveyCopies = {
    provenance,
    range: (surveyKey, text) => byKey.get(surveyKey)?.ranges.get(text) ?? text,
    alert: (surveyKey, message) => byKey.get(surveyKey)?.alerts.get(message) ?? message,
  };
  byLocale[locale] = copies;
  return copies;
}

/** Provenances in `locale` (`surveyCopies`); English answers them as stored. */
export function provenanceIn(content: ContentBundle, locale: Locale): ProvenanceIn {
  return surveyCopies(content, locale).provenance;
}
