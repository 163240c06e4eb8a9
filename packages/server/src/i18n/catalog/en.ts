import { catalogueOf } from '@wellpath/shared/i18n/catalogue-of';
import { AREAS } from './areas.js';

/**
 * The server's own catalogue in English (decision 0050): API errors and answers, e-mails. One file
 * per area under en/, each with its French twin under fr/ typed against it. ICU MessageFormat.
 */
export const en = catalogueOf(AREAS.map(([english]) => english));

export type ServerMessageId = keyof typeof en;
