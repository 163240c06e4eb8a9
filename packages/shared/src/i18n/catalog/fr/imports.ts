import type { imports as en } from '../en/imports.js';

export const imports: Record<keyof typeof en, string> = {
  'imports.kindInvalid':
    'Chaque valeur doit être un poids, un tour de taille, un taux de gras corporel, une tension artérielle, les pas d’une journée ou une activité',
  'imports.sourceInvalid': 'La source doit être Apple Santé, Withings, Omron Connect, Google Fit ou Fitbit',
  'imports.stepsRange': 'Les pas d’une journée doivent être un nombre entier de 0 à 150 000',
  'imports.stepsWhole': 'Les pas d’une journée doivent être un nombre entier',
  'imports.batchInvalid': 'Le numéro du lot doit être un nombre entier de 0 à 999',
  'imports.batchEmpty': 'Un lot doit contenir au moins une valeur',
  'imports.batchTooLarge': 'Un lot contient au plus {max} valeurs',
  'imports.notStarted': 'L’importation n’a pas été commencée',
  'imports.notChecked': 'Les valeurs n’ont pas été vérifiées',
  'imports.batchNotStored': 'Les valeurs n’ont pas été enregistrées',
  'imports.inFuture': 'Elle est dans le futur',
  'imports.notFound': 'Importation introuvable',
  'imports.undone': 'Cette importation a été annulée',
  'imports.complete': 'Cette importation est terminée : commencez-en une nouvelle pour en envoyer davantage',
};
