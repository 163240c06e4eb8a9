import { i18n } from '@lingui/core';
import { translate } from '@wellpath/shared/i18n/message';

/**
 * A message made by shared code (a zod schema's validation message, a rule's label) in the active
 * language; any other string (a member's words, an answer's text the server already translated)
 * unchanged. See @wellpath/shared/i18n/message.
 */
export function tr(text: string): string;
export function tr(text: string | undefined): string | undefined;
export function tr(text: string | undefined): string | undefined {
  return text === undefined ? undefined : translate(text, i18n);
}
