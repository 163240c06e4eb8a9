import { catalogueOf } from '../catalogue-of.js';
import { AREAS } from './areas.js';
import type { SharedMessageId } from './en.js';

/** The shared catalogue in Canadian French (see en.ts). */
export const fr: Record<SharedMessageId, string> = catalogueOf(AREAS.map(([, french]) => french));
