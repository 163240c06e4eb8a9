import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../content/loader.js';
import { contentTranslation } from '../content/local-content.js';
import { isPlainObject } from '../i18n/in-words.js';

/**
 * The text map as it answered before answers were in the reader's language at the source (decisions
 * 0079, 0106, 0117; removed from the server by decision 0124): a copy of an English answer with each
 * string that is exactly one of the content's English texts replaced by the French of the first place
 * it stood. Kept only here, for the tests that check an answer at the source says what the map said
 * (content/local-content.test.ts), and where it differs, that it does so on purpose.
 */

/** Fields of answers that hold what a person wrote or who they are, never content. */
const MEMBER_TEXT = new Set([
  'email',
  'firstName',
  'lastName',
  'first_name',
  'last_name',
  'preferredName',
  'street',
  'city',
  'postalCode',
  'note',
  'notes',
  'comment',
  'free_text',
  'userAgent',
  'device',
  'body',
  'subject',
  'reply',
  'topic',
  'q',
  'set_notes',
  'lab_name',
  'icon',
]);

const answerKey = (question: string, option: string) => `${question}\u0000${option}`;

/** Every survey option's translation, by its question's English and its own (one English answer has two translations, decision 0075). */
function surveyOptions(content: ContentBundle, locale: Locale): Map<string, string> {
  const into = new Map<string, string>();
  for (const survey of content.byLocale.en.surveys) {
    const local = content.byLocale[locale].surveys.find((s) => s.key === survey.key);
    for (const question of survey.questions) {
      const localQuestion = local?.questions.find((q) => q.key === question.key);
      if (!localQuestion || !('options' in question) || !('options' in localQuestion)) continue;
      for (const option of question.options) {
        const text = localQuestion.options.find((o) => o.key === option.key)?.text;
        if (text !== undefined && text !== option.text) into.set(answerKey(question.text, option.text), text);
      }
    }
  }
  return into;
}

function walk(value: unknown, texts: Map<string, string>, options: Map<string, string>): unknown {
  if (typeof value === 'string') return texts.get(value) ?? value;
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => walk(item, texts, options));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = MEMBER_TEXT.has(k) ? v : walk(v, texts, options);
  const { question_text: question, option_text: option } = value;
  const local = typeof question === 'string' && typeof option === 'string' ? options.get(answerKey(question, option)) : undefined;
  if (local !== undefined) out.option_text = local;
  return out;
}

/** An English answer as the text map put it into `locale`. */
export function localizeAnswer<T>(answer: T, locale: Locale, content: ContentBundle): T {
  if (locale === 'en') return answer;
  const { texts } = contentTranslation(content, locale);
  if (texts.size === 0) return answer;
  return walk(answer, texts, surveyOptions(content, locale)) as T;
}
