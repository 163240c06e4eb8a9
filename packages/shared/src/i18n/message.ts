import type { SharedMessageId } from './catalog/en.js';

/**
 * A message of a catalogue kept in a plain string until it is shown (decision 0050).
 *
 * Shared rules (zod schemas, the blood-pressure categories, ...) and the server make messages long
 * before anyone knows who will read them, and in places that only take a string: a zod issue, an
 * `Error`, a field of an answer. `msg()` writes the message's id and values into such a string
 * (`@@validation.required{"label":"@@field.email"}`); whoever shows it to a person turns it into their
 * language with `translate()`: the server for its answers and e-mails, the web app for its screens.
 * A string that is not such a message (a member's own words, text from an older row) is shown as it is.
 */
const MARK = '@@';
const ID = /^[a-z][a-zA-Z0-9]*(?:[.-][a-zA-Z0-9]+)+$/;

export type MessageValue = string | number;
export type MessageValues = Record<string, MessageValue>;

/** A message of the shared catalogue as a string; a value may itself be a message (a field's label). */
export function msg(id: SharedMessageId, values?: MessageValues): string {
  return encodeMessage(id, values);
}

/** The encoding of any catalogue's message (the server's catalogue has its own typed `msg`). */
export function encodeMessage(id: string, values?: MessageValues): string {
  return values && Object.keys(values).length > 0 ? `${MARK}${id}${JSON.stringify(values)}` : `${MARK}${id}`;
}

/** The id and values of an encoded message, or undefined for any other string. */
export function decodeMessage(text: string): { id: string; values?: MessageValues } | undefined {
  if (!text.startsWith(MARK)) return undefined;
  const brace = text.indexOf('{');
  const id = brace === -1 ? text.slice(MARK.length) : text.slice(MARK.length, brace);
  if (!ID.test(id)) return undefined;
  if (brace === -1) return { id };
  try {
    const values = JSON.parse(text.slice(brace)) as unknown;
    if (!values || typeof values !== 'object' || Array.isArray(values)) return undefined;
    return { id, values: values as MessageValues };
  } catch {
    return undefined;
  }
}

/** What turns a catalogue id and its values into words: Lingui's `i18n._` on both sides. */
export interface Translator {
  _(id: string, values?: Record<string, unknown>): string;
}

/**
 * The text of a message in the translator's language; values that are messages are translated
 * first. A string that is not an encoded message comes back unchanged.
 */
export function translate(text: string, translator: Translator): string {
  const message = decodeMessage(text);
  if (!message) return text;
  if (!message.values) return translator._(message.id);
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(message.values)) {
    values[key] = typeof value === 'string' ? translate(value, translator) : value;
  }
  return translator._(message.id, values);
}
