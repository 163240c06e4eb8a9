import type { metabolic as en } from '../en/metabolic.js';

/** Voir en/metabolic.ts. */
export const metabolic: Record<keyof typeof en, string> = {
  'audit.viewedMetabolic': 'A consulté vos critères du syndrome métabolique',
  'audit.viewedWeightReviews': 'A consulté les changements de poids signalés pour examen',
  'audit.reviewedWeight': 'A examiné un changement de poids signalé pour examen',
  'api.weightReviewNotFound': 'Examen du poids introuvable',
  'audit.viewedBody': 'A consulté vos mesures corporelles',
  'audit.viewedMedications': 'A consulté vos médicaments',
  'audit.listedByHealthFilter': 'Vous a trouvé avec un filtre de santé dans la liste des membres de l’équipe de soins',
  'api.healthFilterForbidden': 'Votre rôle ne lit pas les données de santé : il ne peut donc pas filtrer les membres selon celles-ci.',
};
