import type { outreach as en } from '../en/outreach.js';

/** Les membres qui se font silencieux (voir en/outreach.ts). */
export const outreach: Record<keyof typeof en, string> = {
  'outreach.notRecorded': 'L’action n’a pas été enregistrée',
  'validation.snoozeDays': 'Choisissez 7, 14 ou 30 jours',
  'validation.snoozeReason': 'Donnez une raison d’au plus 500 caractères',
};
