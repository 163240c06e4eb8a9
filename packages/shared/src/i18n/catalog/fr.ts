import type { SharedMessageId } from './en.js';
import { account } from './fr/account.js';
import { care } from './fr/care.js';

/** The shared catalogue in Canadian French (see en.ts). */
export const fr: Record<SharedMessageId, string> = {
  ...account,
  ...care,
};
