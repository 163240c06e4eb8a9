import { i18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { messages as sharedEn } from 'virtual:wellpath-shared-catalog/en';
import { messages as sharedFr } from 'virtual:wellpath-shared-catalog/fr';

/**
 * Every catalogue of every language at once, for the server-side render of the public pages and for
 * tests (vite-lingui.ts uses this instead of the browser's per-area loading). Messages a test file
 * adds before they are extracted show their English from the code.
 */
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po', { eager: true });

for (const [file, catalog] of Object.entries(catalogs)) {
  const locale = file.split('/').at(-2)!;
  i18n.load(locale, catalog.messages);
}
i18n.load({ en: sharedEn, fr: sharedFr });
i18n.setMessagesCompiler(compileMessage);
if (!i18n.locale) i18n.activate('en');
