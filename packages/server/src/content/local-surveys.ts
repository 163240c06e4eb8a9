import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from './loader.js';

/**
 * A survey's questions in a language, read from the same survey's content by question and option
 * key (decision 0075). The text map of local-content.ts translates a text by its English alone, and
 * one English text may have two published translations: the PHQ-9's and the GAD-7's "More than half
 * the days" are « Plus de sept jours » and « Plus de la moitié des jours » in their French-Canadian
 * versions. A validated questionnaire is shown only in its own published wording, so its questions
 * are never put into French by the map. Units too ("days"), which the map leaves alone.
 */

/** The texts of a question, as the content and the public question both name them. */
interface QuestionTexts {
  key: string;
  text: string;
  help?: string | undefined;
  unit?: string | undefined;
  min_label?: string | undefined;
  max_label?: string | undefined;
  options?: ReadonlyArray<{ key: string; text: string }> | undefined;
}

const OPTIONAL_TEXTS = ['help', 'unit', 'min_label', 'max_label'] as const;

function surveyIn(content: ContentBundle, locale: Locale, surveyKey: string) {
  return content.byLocale[locale].surveys.find((s) => s.key === surveyKey);
}

/**
 * The questions of survey `surveyKey` (as the database holds them, in English) with each text in
 * `locale`: the text of the same question or option of that survey in the content read in that
 * language. A question or option the content does not know keeps its text.
 */
export function localizeQuestions<Q extends QuestionTexts>(content: ContentBundle, locale: Locale, surveyKey: string, questions: readonly Q[]): Q[] {
  const local = locale === 'en' ? undefined : surveyIn(content, locale, surveyKey);
  if (!local) return [...questions];
  const byKey = new Map<string, QuestionTexts>(local.questions.map((q) => [q.key, q]));
  return questions.map((q) => {
    const from = byKey.get(q.key);
    if (!from) return q;
    const out: Q = { ...q, text: from.text };
    for (const field of OPTIONAL_TEXTS) {
      const text = from[field];
      if (q[field] !== undefined && text !== undefined) out[field] = text;
    }
    if (q.options) {
      const options = new Map((from.options ?? []).map((o) => [o.key, o.text]));
      out.options = q.options.map((o) => ({ ...o, text: options.get(o.key) ?? o.text }));
    }
    return out;
  });
}
