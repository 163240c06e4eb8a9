import type { Locale } from '@wellpath/shared/i18n/locale';

/**
 * Content in several languages (decision 0050). Any text of content/ may be written as
 * `{ en: ..., fr: ... }` instead of a string; reading the content in a language replaces each such
 * pair by that language's text, or the English when the French is missing, before the file is
 * validated, so the content's schemas and everything that reads the content see plain strings.
 */
export interface LocalizeReport {
  /** Texts read in English for want of French: `file: at path: "the English..."`. */
  missing: string[];
}

/** Keys that hold identifiers, codes or addresses, never words for a person. */
const NOT_TEXT = new Set([
  'key',
  'slug',
  'icon',
  'unit',
  'units',
  'loinc',
  'atc',
  'brands',
  'ucum',
  'aliases',
  'id',
  'email',
  'contactEmail',
  'clinicName',
  'physicianName',
  'source',
  'sources',
  'url',
  'photo',
  'pose',
  'frames',
  'pillar',
  'pillars',
  'category',
  'subcategory',
  'survey',
  'surveys',
  'program',
  'programs',
  'exercise',
  'recommendation',
  'condition',
  'type',
  'operator',
  'sex',
  'published',
  'updated',
  'per',
  'duration_unit',
  'to',
  'from',
  'kind',
  'value_type',
  // survey references to a question's key (show_if, alerts)
  'question',
]);

function isPair(value: unknown): value is { en: string; fr?: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const v = value as Record<string, unknown>;
  return typeof v.en === 'string' && keys.every((k) => k === 'en' || (k === 'fr' && typeof v.fr === 'string'));
}

/** Words for a person rather than an identifier: what the French report counts when written as a plain string. */
function looksLikeText(key: string, value: string): boolean {
  if (NOT_TEXT.has(key)) return false;
  // A number, code or figure ("59261-8", "95%", "24/7") reads the same in French; "2 to 4 times a
  // month" or "988 Suicide Crisis Helpline" are words that start with a number.
  if (/^\d/.test(value)) return /\p{L}{2,}/u.test(value);
  return /\p{L}\s+\p{L}/u.test(value) || /^(name|title|label|text|heading|summary|description|message|question|answer|prompt|quote|tagline|subtitle|body|alt|detail|role|credentials)$/i.test(key);
}

const excerpt = (raw: string) => {
  const text = raw.replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** The YAML tree of one file in one language; French that is missing is listed in the report. */
export function localizeTree(data: unknown, locale: Locale, file: string, report: LocalizeReport, at: string[] = []): unknown {
  if (isPair(data)) {
    if (locale === 'fr' && data.fr === undefined) report.missing.push(`${file}: at ${at.join('.')}: "${excerpt(data.en)}"`);
    return locale === 'fr' ? (data.fr ?? data.en) : data.en;
  }
  if (Array.isArray(data)) return data.map((item, i) => localizeTree(item, locale, file, report, [...at, String(i)]));
  if (data && typeof data === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) out[key] = localizeTree(value, locale, file, report, [...at, key]);
    return out;
  }
  if (locale === 'fr' && typeof data === 'string' && looksLikeText(at.findLast((k) => !/^\d+$/.test(k)) ?? '', data)) {
    report.missing.push(`${file}: at ${at.join('.')}: "${excerpt(data)}"`);
  }
  return data;
}
