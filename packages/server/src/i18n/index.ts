import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { FastifyRequest } from 'fastify';
import { en as sharedEn } from '@wellpath/shared/i18n/catalog/en';
import { fr as sharedFr } from '@wellpath/shared/i18n/catalog/fr';
import { DEFAULT_LOCALE, isLocale, negotiateLocale, type Locale } from '@wellpath/shared/i18n/locale';
import { encodeMessage, translate, type MessageValues } from '@wellpath/shared/i18n/message';
import { en as serverEn, type ServerMessageId } from './catalog/en.js';
import { fr as serverFr } from './catalog/fr.js';

/**
 * The server's languages (decision 0050): the shared catalogue and the server's own, compiled once
 * at start, one Lingui instance per language. The web app keeps its screens' messages to itself.
 */
function compile(...catalogues: Array<Record<string, string>>): Record<string, ReturnType<typeof compileMessage>> {
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  for (const catalogue of catalogues) for (const [id, text] of Object.entries(catalogue)) messages[id] = compileMessage(text);
  return messages;
}

const translators: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: compile(sharedEn, serverEn) } }),
  fr: setupI18n({ locale: 'fr', messages: { fr: compile(sharedFr, serverFr) } }),
};

/** A message of the server's catalogue as a string, translated when it is shown (see @wellpath/shared/i18n/message). */
export function smsg(id: ServerMessageId, values?: MessageValues): string {
  return encodeMessage(id, values);
}

/** A message (or plain text, unchanged) in a language. */
export function t(locale: Locale, text: string): string {
  return translate(text, translators[locale]);
}

/**
 * The language of an answer: the one the request asks for (Accept-Language, when it names English
 * or French: the web app always says which), else the signed-in account's saved language, else
 * English, so a client written from the specification gets the specification's exact strings.
 */
export function requestLocale(req: FastifyRequest): Locale {
  const asked = negotiateLocale(req.headers['accept-language']);
  if (asked) return asked;
  const saved = (req as { member?: { language?: string | null } | null }).member?.language;
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}
