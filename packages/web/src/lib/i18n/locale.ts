import { intlLocale, isLocale, LOCALE_COOKIE, localeOfTag, type Locale } from '@wellpath/shared/i18n/locale';
import { storage } from '@/lib/storage';

const STORAGE_KEY = 'locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function cookieLocale(): Locale | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(typeof document === 'undefined' ? '' : document.cookie);
  const value = match?.[1];
  return isLocale(value) ? value : undefined;
}

/**
 * The language to show (decision 0050): the one chosen on this device (the cookie the server reads to
 * answer `/` in it, which the landing page's language link sets, else localStorage), else the browser's first language the app speaks,
 * else English. A signed-in member's saved language replaces the device's when their profile loads.
 */
export function detectLocale(): Locale {
  // The cookie first: the landing page's language link sets only the cookie (it runs no script).
  const fromCookie = cookieLocale();
  if (fromCookie) return fromCookie;
  const chosen = storage.get(STORAGE_KEY);
  if (isLocale(chosen)) return chosen;
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of languages) {
    const locale = tag ? localeOfTag(tag) : undefined;
    if (locale) return locale;
  }
  return 'en';
}

/** Remembers the language on this device (localStorage and the preference cookie). */
export function rememberLocale(locale: Locale): void {
  storage.set(STORAGE_KEY, locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Puts the page in a language: `<html lang>` follows it (screen readers and hyphenation read it). */
export function applyDocumentLocale(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = intlLocale(locale);
}
