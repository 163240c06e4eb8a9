import type { metabolic as en } from '../en/metabolic.js';

/** Voir en/metabolic.ts. */
export const metabolic: Record<keyof typeof en, string> = {
  'audit.viewedMetabolic': 'A consulté vos critères du syndrome métabolique',
  'audit.viewedWeightReviews': 'A consulté les changements de poids signalés pour examen',
  'audit.reviewedWeight': 'A examiné un changement de poids signalé pour examen',
  'api.weightReviewNotFound': 'Examen du poids introuvable',
};
