import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { applyDocumentLocale, detectLocale } from './locale';

/** Each area's catalogue per language, compiled from its PO file at build (vite-lingui.ts), fetched on demand. */
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');
/** The shared catalogue (messages of shared rules and the server), per language. */
const sharedCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('virtual:wellpath-shared-catalog/en'),
  fr: () => import('virtual:wellpath-shared-catalog/fr'),
};

/** The language of this page load; changing it reloads the page (lib/i18n/switch-locale.ts). */
export const activeLocale: Locale = detectLocale();

i18n.load(activeLocale, {});
i18n.activate(activeLocale);
applyDocumentLocale(activeLocale);
// Development shows messages not yet extracted into the catalogues (their English from the code).
if (import.meta.env.DEV) {
  const { compileMessage } = await import('@lingui/message-utils/compileMessage');
  i18n.setMessagesCompiler(compileMessage);
}

const loading = new Map<string, Promise<void>>([
  ['shared', sharedCatalogs[activeLocale]().then((catalog) => i18n.load(activeLocale, catalog.messages))],
]);

/**
 * @public (imported by the loader modules vite-lingui.ts adds to the build)
 * Loads an area's catalogue in the active language, once. Every module with messages awaits its
 * area's before it runs (a top-level await the build adds), so no screen renders an untranslated id.
 */
export function loadArea(area: string): Promise<void> {
  let promise = loading.get(area);
  if (!promise) {
    const load = catalogs[`../../locales/${activeLocale}/${area}.po`];
    const own = load ? load().then((catalog) => i18n.load(activeLocale, catalog.messages)) : Promise.resolve();
    // Every area can show shared messages (a field's validation, a category's name).
    promise = Promise.all([own, loading.get('shared')]).then(() => undefined);
    loading.set(area, promise);
  }
  return promise;
}
