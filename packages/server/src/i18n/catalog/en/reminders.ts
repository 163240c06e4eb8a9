/** Reminders: the e-mails (modules/reminders/reminder-mails.ts) and the unsubscribe answers. */
export const reminders = {
  'reminders.mail.daily.subject': 'Your programme tracking for today',
  'reminders.mail.daily.intro': 'Here is what is left to track today, {day}:',
  'reminders.mail.daily.itemWithActions': '{title}: {actions}.',
  'reminders.mail.daily.item': '{title}.',
  'reminders.mail.daily.track': 'Track {title} today',
  'reminders.mail.daily.after': 'Each link opens the day’s tracking straight away. A minute is enough, and every day you track counts.',
  'reminders.mail.daily.what': 'daily tracking reminders',
  'reminders.mail.bp.subject': 'Your home readings for today',
  'reminders.mail.bp.intro':
    'Your home monitoring programme asks for your blood pressure readings today, {day}: two readings one minute apart in the morning, and two in the evening, seated and rested.',
  'reminders.mail.bp.track': 'Track today',
  'reminders.mail.bp.action': 'Record a reading',
  'reminders.mail.bp.what': 'blood pressure reminders',
  'reminders.mail.bpValue': '{systolic}/{diastolic} mmHg',
  'reminders.mail.change.sessionsSame': '{title}: tracked the same number of sessions as the week before.',
  'reminders.mail.change.sessionsMore':
    '{title}: tracked {count, plural, one {# more session} other {# more sessions}} than the week before.',
  'reminders.mail.change.sessionsFewer':
    '{title}: tracked {count, plural, one {# fewer session} other {# fewer sessions}} than the week before.',
  'reminders.mail.change.daysSame': '{title}: tracked on the same number of days as the week before.',
  'reminders.mail.change.daysMore': '{title}: tracked on {count, plural, one {# more day} other {# more days}} than the week before.',
  'reminders.mail.change.daysFewer': '{title}: tracked on {count, plural, one {# fewer day} other {# fewer days}} than the week before.',
  'reminders.mail.change.minutesSame': 'Active minutes: the same number of minutes as the week before.',
  'reminders.mail.change.minutesMore': 'Active minutes: {count, plural, one {# more minute} other {# more minutes}} than the week before.',
  'reminders.mail.change.minutesFewer':
    'Active minutes: {count, plural, one {# fewer minute} other {# fewer minutes}} than the week before.',
  'reminders.mail.systolicSame': 'systolic unchanged',
  'reminders.mail.systolicHigher': 'systolic {n} mmHg higher',
  'reminders.mail.systolicLower': 'systolic {n} mmHg lower',
  'reminders.mail.diastolicSame': 'diastolic unchanged',
  'reminders.mail.diastolicHigher': 'diastolic {n} mmHg higher',
  'reminders.mail.diastolicLower': 'diastolic {n} mmHg lower',
  'reminders.mail.bpChange': 'Blood pressure average: {systolic}, {diastolic} than the week before ({previous}).',
  'reminders.mail.weekly.programmeWeeks':
    '{title}: {done} of {target, plural, one {# session} other {# sessions}}; adherence {adherence}; streak {streak, plural, one {# week} other {# weeks}}.',
  'reminders.mail.weekly.programmeDays':
    '{title}: {done} of {target, plural, one {# day} other {# days}}; adherence {adherence}; streak {streak, plural, one {# day} other {# days}}.',
  // More than the schedule asked: the count and the goal, never "2 of 1 session".
  'reminders.mail.weekly.programmeWeeksOver':
    '{title}: {done, plural, one {# session} other {# sessions}} (goal: {target}); adherence {adherence}; streak {streak, plural, one {# week} other {# weeks}}.',
  'reminders.mail.weekly.programmeDaysOver':
    '{title}: {done, plural, one {# day} other {# days}} (goal: {target}); adherence {adherence}; streak {streak, plural, one {# day} other {# days}}.',
  // A week that asked for nothing (the run began on its Sunday): the count alone.
  'reminders.mail.weekly.programmeWeeksCount':
    '{title}: {done, plural, one {# session} other {# sessions}}; adherence {adherence}; streak {streak, plural, one {# week} other {# weeks}}.',
  'reminders.mail.weekly.programmeDaysCount':
    '{title}: {done, plural, one {# day} other {# days}}; adherence {adherence}; streak {streak, plural, one {# day} other {# days}}.',
  'reminders.mail.weekly.minutes': 'Active minutes: {week} of {target} moderate-to-vigorous minutes.',
  'reminders.mail.weekly.minutesMet': 'Active minutes: {week} of {target} moderate-to-vigorous minutes, goal met.',
  'reminders.mail.weekly.bp': 'Blood pressure: average {average} over {count, plural, one {# reading} other {# readings}}.',
  'reminders.mail.weekly.noBp': 'Blood pressure: no home readings this week.',
  'reminders.mail.weekly.subject': 'Your weekly summary',
  'reminders.mail.weekly.intro': 'Here is your week from {start} to {end}.',
  'reminders.mail.weekly.action': 'Open my dashboard',
  'reminders.mail.weekly.changed': 'What changed: {changes}',
  'reminders.mail.weekly.what': 'the weekly summary',
  'reminders.invalidLink': 'This unsubscribe link is not valid or has expired. You can change your reminders in your profile.',
  'reminders.linkNotValid': 'The unsubscribe link is not valid',
  'reminders.unsubscribed': 'You are unsubscribed from {what}.',
};
