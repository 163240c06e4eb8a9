import type { ServerMessageId } from './en.js';
import { http } from './fr/http.js';

/** The server's catalogue in Canadian French (see en.ts). */
export const fr: Record<ServerMessageId, string> = {
  ...http,
};
