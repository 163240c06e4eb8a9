import type { programs as en } from '../en/programs.js';

export const programs: Record<keyof typeof en, string> = {
  'programs.unitReps': 'répét.',
  'programs.unitMeters': 'm',
  'programs.unitCalories': 'cal',
  'programs.unitSeconds': 's',
  'programs.unitMinutes': 'min',
  'programs.streakDays': '{count, plural, one {# jour} other {# jours}}',
  'programs.streakWeeks': '{count, plural, one {# semaine} other {# semaines}}',
  'programs.everyDay': 'Tous les jours',
  'programs.sessionsAWeek': '{count, plural, one {# séance par semaine} other {# séances par semaine}}',
  'programs.weekSessionsDone': '{done} sur {target, plural, one {# séance} other {# séances}}',
  'programs.weekDaysDone': '{done} sur {target, plural, one {# jour} other {# jours}}',
  'programs.weeksOnTarget': 'Objectif atteint : {met} sur {counted, plural, one {# semaine} other {# semaines}}',
  'programs.trackedOnDays': 'Suivi noté : {met} sur {counted, plural, one {# jour} other {# jours}}',
  'programs.topicRequired': 'Le sujet est obligatoire',
  'programs.topicTooLong': 'Le sujet doit compter au plus {max} caractères',
  'programs.messageRequired': 'Le message est obligatoire',
  'programs.messageTooLong': 'Le message doit compter au plus {max} caractères',
};
