import type { SharedMessageId } from './en.js';
import { account } from './fr/account.js';
import { validation } from './fr/validation.js';

/** The shared catalogue in Canadian French (see en.ts). */
export const fr: Record<SharedMessageId, string> = {
  ...account,
  ...validation,
};
