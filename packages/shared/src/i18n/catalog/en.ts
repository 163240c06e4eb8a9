import { catalogueOf } from '../catalogue-of.js';
import { AREAS } from './areas.js';

/**
 * The shared catalogue in English (decision 0050): messages that shared rules and the server make and
 * both sides show. One file per area under en/, each with its French twin under fr/ (typed: a
 * message missing or left over in French does not compile). ICU MessageFormat: `{label}`,
 * `{count, plural, one {# day} other {# days}}`.
 */
export const en = catalogueOf(AREAS.map(([english]) => english));

export type SharedMessageId = keyof typeof en;
