import type { metabolic as en } from '../en/metabolic.js';

/** Voir en/metabolic.ts. */
export const metabolic: Record<keyof typeof en, string> = {
  'audit.viewedMetabolic': 'A consulté vos critères du syndrome métabolique',
};
