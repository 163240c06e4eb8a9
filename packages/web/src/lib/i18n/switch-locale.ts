import type { Locale } from '@wellpath/shared/i18n/locale';
import { i18n } from '@lingui/core';
import { call } from '@/lib/api-client';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { rememberLocale } from './locale';

/**
 * Changes the app's language (decision 0050): remembered on this device, saved on the account when
 * someone is signed in (their e-mails and their other devices follow), then the page loads again in
 * it, since each screen's messages are loaded for one language. Saving may fail (offline): the
 * device's choice still applies and the account keeps its language.
 */
export async function switchLocale(locale: Locale, { reload = () => window.location.reload() } = {}): Promise<void> {
  rememberLocale(locale);
  if (storage.get(STORAGE_KEYS.token)) {
    try {
      await call('PUT /user/language', { body: { language: locale } });
    } catch {
      // The device's choice stands; the account's language is saved the next time it is changed.
    }
  }
  if (i18n.locale !== locale) reload();
}

/**
 * After a sign-in: the account's saved language wins over the device's (the member chose it). Answers
 * whether the page must load again in it.
 */
export function adoptAccountLocale(saved: Locale | null | undefined): boolean {
  if (!saved) return false;
  rememberLocale(saved);
  return saved !== i18n.locale;
}
