import type { chart as en } from '../en/chart.js';

export const chart: Record<keyof typeof en, string> = {
  'chart.noteNotSaved': 'La note n’a pas été enregistrée',
  'chart.noteInFuture': 'La date d’une note ne peut pas être dans le futur',
  'chart.noteNotFound': 'Note introuvable',
  'chart.noteTypeForbidden': 'Votre rôle ne permet pas de rédiger ce type de note.',
  'chart.noteNotYours': 'Seul l’auteur d’une note peut la modifier. Ajoutez plutôt un addenda.',
  'chart.noteEditClosed': 'Une note peut être modifiée pendant 24 heures après sa rédaction. Ajoutez plutôt un addenda.',
  'audit.viewedNotes': 'A lu les notes de l’équipe de soins à votre sujet',
  'audit.wroteNote': 'A rédigé une note sur vos soins',
  'audit.editedNote': 'A modifié une note sur vos soins',
  'audit.addedAddendum': 'A ajouté un addenda à une note sur vos soins',
  'audit.enteredReading': 'A saisi une mesure de pression artérielle pour vous',
  'audit.enteredLabReport': 'A saisi un rapport de laboratoire pour vous',
  'audit.viewedHeartRisk': 'A consulté votre estimation du risque cardiaque et les chiffres qui la fondent',
  'audit.viewedTimeline': 'A consulté la chronologie de vos soins',
};
