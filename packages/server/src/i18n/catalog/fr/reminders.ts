import type { reminders as en } from '../en/reminders.js';

export const reminders: Record<keyof typeof en, string> = {
  'reminders.mail.daily.subject': 'Le suivi de vos programmes pour aujourd’hui',
  'reminders.mail.daily.intro': 'Voici ce qu’il vous reste à noter aujourd’hui, {day} :',
  'reminders.mail.daily.itemWithActions': '{title} : {actions}.',
  'reminders.mail.daily.item': '{title}.',
  'reminders.mail.daily.track': 'Noter {title} aujourd’hui',
  'reminders.mail.daily.after': 'Chaque lien ouvre directement le suivi de la journée. Une minute suffit, et chaque jour noté compte.',
  'reminders.mail.daily.what': 'les rappels quotidiens de suivi',
  'reminders.mail.bp.subject': 'Vos mesures à domicile pour aujourd’hui',
  'reminders.mail.bp.intro':
    'Votre programme de surveillance à domicile vous demande de prendre votre pression artérielle aujourd’hui, {day} : deux mesures à une minute d’intervalle le matin, et deux le soir, en position assise et au repos.',
  'reminders.mail.bp.track': 'Noter aujourd’hui',
  'reminders.mail.bp.action': 'Enregistrer une mesure',
  'reminders.mail.bp.what': 'les rappels de pression artérielle',
  'reminders.mail.bpValue': '{systolic}/{diastolic} mm Hg',
  'reminders.mail.change.sessionsSame': '{title} : autant de séances notées que la semaine précédente.',
  'reminders.mail.change.sessionsMore':
    '{title} : {count, plural, one {# séance notée de plus} other {# séances notées de plus}} que la semaine précédente.',
  'reminders.mail.change.sessionsFewer':
    '{title} : {count, plural, one {# séance notée de moins} other {# séances notées de moins}} que la semaine précédente.',
  'reminders.mail.change.daysSame': '{title} : suivi noté autant de jours que la semaine précédente.',
  'reminders.mail.change.daysMore':
    '{title} : suivi noté {count, plural, one {# jour de plus} other {# jours de plus}} que la semaine précédente.',
  'reminders.mail.change.daysFewer':
    '{title} : suivi noté {count, plural, one {# jour de moins} other {# jours de moins}} que la semaine précédente.',
  'reminders.mail.change.minutesSame': 'Minutes actives : autant de minutes que la semaine précédente.',
  'reminders.mail.change.minutesMore':
    'Minutes actives : {count, plural, one {# minute de plus} other {# minutes de plus}} que la semaine précédente.',
  'reminders.mail.change.minutesFewer':
    'Minutes actives : {count, plural, one {# minute de moins} other {# minutes de moins}} que la semaine précédente.',
  'reminders.mail.systolicSame': 'systolique inchangée',
  'reminders.mail.systolicHigher': 'systolique plus élevée de {n} mm Hg',
  'reminders.mail.systolicLower': 'systolique plus basse de {n} mm Hg',
  'reminders.mail.diastolicSame': 'diastolique inchangée',
  'reminders.mail.diastolicHigher': 'diastolique plus élevée de {n} mm Hg',
  'reminders.mail.diastolicLower': 'diastolique plus basse de {n} mm Hg',
  'reminders.mail.bpChange': 'Pression artérielle moyenne : {systolic}, {diastolic} par rapport à la semaine précédente ({previous}).',
  'reminders.mail.weekly.programmeWeeks':
    '{title} : {done} sur {target, plural, one {# séance} other {# séances}}; assiduité {adherence}; série de {streak, plural, one {# semaine} other {# semaines}}.',
  'reminders.mail.weekly.programmeDays':
    '{title} : {done} sur {target, plural, one {# jour} other {# jours}}; assiduité {adherence}; série de {streak, plural, one {# jour} other {# jours}}.',
  'reminders.mail.weekly.programmeWeeksOver':
    '{title} : {done, plural, one {# séance} other {# séances}} (objectif : {target}); assiduité {adherence}; série de {streak, plural, one {# semaine} other {# semaines}}.',
  'reminders.mail.weekly.programmeDaysOver':
    '{title} : {done, plural, one {# jour} other {# jours}} (objectif : {target}); assiduité {adherence}; série de {streak, plural, one {# jour} other {# jours}}.',
  'reminders.mail.weekly.programmeWeeksCount':
    '{title} : {done, plural, one {# séance} other {# séances}}; assiduité {adherence}; série de {streak, plural, one {# semaine} other {# semaines}}.',
  'reminders.mail.weekly.programmeDaysCount':
    '{title} : {done, plural, one {# jour} other {# jours}}; assiduité {adherence}; série de {streak, plural, one {# jour} other {# jours}}.',
  'reminders.mail.weekly.minutes': 'Minutes actives : {week} sur {target} minutes d’intensité modérée à élevée.',
  'reminders.mail.weekly.minutesMet': 'Minutes actives : {week} sur {target} minutes d’intensité modérée à élevée, objectif atteint.',
  'reminders.mail.weekly.bp': 'Pression artérielle : moyenne de {average} sur {count, plural, one {# mesure} other {# mesures}}.',
  'reminders.mail.weekly.noBp': 'Pression artérielle : aucune mesure à domicile cette semaine.',
  'reminders.mail.weekly.subject': 'Votre résumé de la semaine',
  'reminders.mail.weekly.intro': 'Voici votre semaine, du {start} au {end}.',
  'reminders.mail.weekly.action': 'Ouvrir mon tableau de bord',
  'reminders.mail.weekly.changed': 'Ce qui a changé : {changes}',
  'reminders.mail.weekly.what': 'le résumé de la semaine',
  'reminders.invalidLink': 'Ce lien de désabonnement n’est pas valide ou a expiré. Vous pouvez modifier vos rappels dans votre profil.',
  'reminders.linkNotValid': 'Le lien de désabonnement n’est pas valide',
  'reminders.unsubscribed': 'Vous ne recevrez plus {what}.',
};
