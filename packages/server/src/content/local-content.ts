import type { Locale } from '@wellpath/shared/i18n/locale';
import { decodeMessage, encodeMessage } from '@wellpath/shared/i18n/message';
import type { FastifyInstance } from 'fastify';
import type { ContentBundle } from './loader.js';
import { route, WORDED_ANSWERS, type ContractKey, type RouteHandler } from '../lib/route.js';
import { inWords, isPlainObject } from '../i18n/in-words.js';

/**
 * Content text in the answer's language (decision 0050). The content is synced into the database
 * in English (content/sync.ts), and some of it is copied into members' data (a programme's action
 * items, a survey's answer labels): the services read those rows, so what they answer is English.
 * The content's texts in each language are known (`content.byLocale`), so each English text maps to
 * its translation: an answer in French has every string that is exactly one of the content's
 * English texts replaced by the French text of the same place. Member data (names, addresses,
 * notes, messages) is left as it is.
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
  // what members and staff write to each other, and their search words
  'body',
  'subject',
  'reply',
  'topic',
  'q',
  'set_notes',
  'lab_name',
  // an icon's name is an identifier ("dumbbell" is also an exercise's equipment, « haltère »)
  'icon',
]);

/** Parts of the bundle that are not texts read in a language. */
const NOT_WALKED = new Set(['byLocale', 'missingFrench', 'coachPhotos']);

export interface ContentTranslation {
  /** English text -> the text of the same place in this language (only where it differs). */
  texts: Map<string, string>;
  /** The other way (texts translated from two different English ones left out). */
  english: Map<string, string>;
  /** English texts translated two different ways in the content (the first one is used). */
  ambiguous: string[];
  /**
   * A survey option's text in this language by its question's English and its own (`answerKey`):
   * the answer that explains why a recommendation was made quotes both, and one English answer may
   * have two translations in two questionnaires (decision 0075).
   */
  options: Map<string, string>;
}

const answerKey = (question: string, option: string) => `${question}\u0000${option}`;

/** Every survey option's translation, by its question's English and its own. */
function collectOptions(en: ContentBundle, other: ContentBundle, into: Map<string, string>): void {
  for (const survey of en.surveys) {
    const local = other.surveys.find((s) => s.key === survey.key);
    for (const question of survey.questions) {
      const localQuestion = local?.questions.find((q) => q.key === question.key);
      if (!localQuestion || !('options' in question) || !('options' in localQuestion)) continue;
      for (const option of question.options) {
        const text = localQuestion.options.find((o) => o.key === option.key)?.text;
        if (text !== undefined && text !== option.text) into.set(answerKey(question.text, option.text), text);
      }
    }
  }
}

const translations = new WeakMap<ContentBundle, Partial<Record<Locale, ContentTranslation>>>();

/**
 * A unit that is one bare word ("days", "reps") is also a value the code compares (a programme's
 * `duration_unit`, an exercise's `default_unit`): answering it translated wherever it stands would
 * change those values. Such a unit is put into words only where its survey is known
 * (content/local-surveys.ts).
 */
const isBareWordUnit = (key: string, text: string) => key === 'unit' && /^\p{L}+$/u.test(text);

function collect(en: unknown, other: unknown, into: ContentTranslation, key = ''): void {
  if (NOT_WALKED.has(key)) return;
  if (typeof en === 'string') {
    if (typeof other !== 'string' || other === en || isBareWordUnit(key, en)) return;
    const known = into.texts.get(en);
    if (known === undefined) into.texts.set(en, other);
    else if (known !== other) into.ambiguous.push(en);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other)) return;
    en.forEach((item, i) => collect(item, other[i], into, key));
    return;
  }
  if (en instanceof Map) {
    if (!(other instanceof Map)) return;
    for (const [k, v] of en) collect(v, other.get(k), into, key);
    return;
  }
  if (en && typeof en === 'object' && other && typeof other === 'object') {
    const o = other as Record<string, unknown>;
    for (const [k, v] of Object.entries(en)) collect(v, o[k], into, k);
  }
}

/** The English-to-`locale` texts of a bundle, worked out once per bundle and language. */
export function contentTranslation(content: ContentBundle, locale: Locale): ContentTranslation {
  let byLocale = translations.get(content.byLocale.en);
  if (!byLocale) {
    byLocale = {};
    translations.set(content.byLocale.en, byLocale);
  }
  let found = byLocale[locale];
  if (!found) {
    found = { texts: new Map(), english: new Map(), ambiguous: [], options: new Map() };
    if (locale !== 'en') {
      collect(content.byLocale.en, content.byLocale[locale], found);
      collectOptions(content.byLocale.en, content.byLocale[locale], found.options);
    }
    const twice = new Set<string>();
    for (const [en, other] of found.texts) {
      if (found.english.has(other)) twice.add(other);
      found.english.set(other, en);
    }
    for (const other of twice) found.english.delete(other);
    byLocale[locale] = found;
  }
  return found;
}

/** One content text (as stored, in English) in a language; any other text is answered as it is. */
export function localText(content: ContentBundle, locale: Locale, text: string): string {
  if (locale === 'en') return text;
  return contentTranslation(content, locale).texts.get(text) ?? text;
}

function walk(value: unknown, texts: Map<string, string>, options?: Map<string, string>): unknown {
  if (typeof value === 'string') return texts.get(value) ?? value;
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => walk(item, texts, options));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = MEMBER_TEXT.has(k) ? v : walk(v, texts, options);
  // The answer behind a recommendation: the option's text as its own question translates it.
  const { question_text: question, option_text: option } = value;
  const local = options && typeof question === 'string' && typeof option === 'string' ? options.get(answerKey(question, option)) : undefined;
  if (local !== undefined) out.option_text = local;
  return out;
}

/**
 * An answer in a language: a copy with each content text in English replaced by its translation
 * (the answer itself in English, or when the content has no translation at all).
 */
export function localizeAnswer<T>(answer: T, locale: Locale, content: ContentBundle): T {
  if (locale === 'en') return answer;
  const { texts, options } = contentTranslation(content, locale);
  if (texts.size === 0) return answer;
  return walk(answer, texts, options) as T;
}

/**
 * A catalogue message whose values name content (a marker's name in "LDL cholesterol: 0.0 mmol/L is
 * not a possible value") with those values in the language: the sentence is translated afterwards,
 * and a content text inside it would otherwise stay English.
 */
export function localizeMessageValues(text: string, locale: Locale, content: ContentBundle): string {
  if (locale === 'en') return text;
  const message = decodeMessage(text);
  if (!message?.values) return text;
  const { texts } = contentTranslation(content, locale);
  const values = Object.fromEntries(
    Object.entries(message.values).map(([k, v]) => [k, typeof v === 'string' ? (texts.get(v) ?? localizeMessageValues(v, locale, content)) : v]),
  );
  return encodeMessage(message.id, values);
}

/**
 * `route()` for the calls whose services still answer the content's English as the database holds
 * it (decision 0117 lists the modules left): the answer's content texts are put into the request's
 * language by the text map above, and the values of its nested catalogue messages too, before
 * `route()` words them. The other calls answer in the reader's language at the source (decisions
 * 0079 and 0106), or hold no content, and use `route()` itself.
 */
export function routeInReaderLanguage<K extends ContractKey>(app: FastifyInstance, key: K, handler: RouteHandler<K>): void {
  const content = app.services.content;
  const worded = WORDED_ANSWERS.has(key);
  route(app, key, async (req, reply) => {
    const answer = await handler(req, reply);
    if (req.locale === 'en') return answer;
    const values = worded ? inWords(answer, (text) => localizeMessageValues(text, req.locale, content)) : answer;
    return localizeAnswer(values, req.locale, content);
  });
}
