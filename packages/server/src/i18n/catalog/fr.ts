import type { ServerMessageId } from './en.js';
import { http } from './fr/http.js';
import { content } from './fr/content.js';
import { reminders } from './fr/reminders.js';
import { mail } from './fr/mail.js';

/** The server's catalogue in Canadian French (see en.ts). */
export const fr: Record<ServerMessageId, string> = {
  ...http,
  ...content,
  ...reminders,
  ...mail,
};
