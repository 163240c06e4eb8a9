import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from './loader.js';

/**
 * The content's English texts mapped to another language (decision 0050). The content is synced into
 * the database in English (content/sync.ts), and some of it is copied into members' data. Answers
 * are in the reader's language at the source (decisions 0079, 0106, 0117 and 0124): each service
 * reads the content's text by key from `content.byLocale[locale]`. This map, each English text to
 * the text of the same place in a language, is left for the few copies that keep no key: a survey's
 * score unit or range read outside its own survey (surveys.presenter.ts), the timeline's stored
 * texts (timeline.service.ts) and the e-mails' content texts (`localText`). No answer is walked
 * with it any more (decision 0124).
 */

/** Parts of the bundle that are not texts read in a language. */
const NOT_WALKED = new Set(['byLocale', 'missingFrench', 'coachPhotos']);

export interface ContentTranslation {
  /** English text -> the text of the same place in this language (only where it differs; the first place wins). */
  texts: Map<string, string>;
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
    if (!into.texts.has(en)) into.texts.set(en, other);
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
    found = { texts: new Map() };
    if (locale !== 'en') collect(content.byLocale.en, content.byLocale[locale], found);
    byLocale[locale] = found;
  }
  return found;
}

/** One content text (as stored, in English) in a language; any other text is answered as it is. */
export function localText(content: ContentBundle, locale: Locale, text: string): string {
  if (locale === 'en') return text;
  return contentTranslation(content, locale).texts.get(text) ?? text;
}
