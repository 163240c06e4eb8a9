import type { chart as en } from '../en/chart.js';

/** Le dossier du membre dans l’espace de l’équipe de soins (voir en/chart.ts). */
export const chart: Record<keyof typeof en, string> = {
  'care.noteTypeInvalid': 'Le type de note doit être l’un des suivants : {types}',
  'care.noteDateInvalid': 'Entrez la date au format AAAA-MM-JJ',
  'care.noteTextRequired': 'Rédigez la note',
  'care.noteTextTooLong': 'La note doit compter au plus {max} caractères',
  'care.noteNotSaved': 'La note n’a pas été enregistrée',
  'care.addendumNotSaved': 'L’addenda n’a pas été enregistré',
  'care.timelineKindsInvalid': 'Choisissez les types parmi : {kinds}',
};
