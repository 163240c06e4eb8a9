import type { ServerMessageId } from './en.js';
import { http } from './fr/http.js';
import { content } from './fr/content.js';

/** The server's catalogue in Canadian French (see en.ts). */
export const fr: Record<ServerMessageId, string> = {
  ...http,
  ...content,
};
