import { catalogueOf } from '@wellpath/shared/i18n/catalogue-of';
import { AREAS } from './areas.js';
import type { ServerMessageId } from './en.js';

/** The server's catalogue in Canadian French (see en.ts). */
export const fr: Record<ServerMessageId, string> = catalogueOf(AREAS.map(([, french]) => french));
