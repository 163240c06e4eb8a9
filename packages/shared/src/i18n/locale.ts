/**
 * The app's languages (decision 0050): Canadian English, the default and the language of the
 * specification's strings, and Canadian French.
 */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The preference cookie the web app sets (so the server answers `/` in the chosen language). */
export const LOCALE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'fr';
}

/** The BCP 47 tag used for `<html lang>` and for Intl formatting: en-CA or fr-CA. */
export function intlLocale(locale: Locale): 'en-CA' | 'fr-CA' {
  return locale === 'fr' ? 'fr-CA' : 'en-CA';
}

/** The language of a tag such as `fr-CA`, `fr`, `en-GB`, or undefined when the app does not speak it. */
export function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/**
 * The best of the app's languages for an `Accept-Language` header (RFC 9110 §12.5.4: tags with
 * their q-values, the highest first, ties in the order given; q=0 means "not this one"), or
 * undefined when the header names none of them. A header longer than a browser's is not parsed.
 */
export function negotiateLocale(header: string | undefined | null): Locale | undefined {
  if (!header || header.length > 512) return undefined;
  let best: { locale: Locale; q: number; index: number } | undefined;
  const parts = header.split(',');
  for (let index = 0; index < parts.length && index < 32; index++) {
    const [tag = '', ...params] = parts[index]!.split(';');
    const locale = localeOfTag(tag);
    if (!locale) continue;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (m) q = Number(m[1]);
    }
    if (q <= 0) continue;
    if (!best || q > best.q) best = { locale, q, index };
  }
  return best?.locale;
}
