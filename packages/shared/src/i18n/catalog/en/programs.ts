/** Programme messages made by shared rules (spec §4, §9): unit labels, schedule words, request validation. */
export const programs = {
  // §9 unit labels, exactly as the spec writes them.
  'programs.unitReps': 'reps',
  'programs.unitMeters': 'm',
  'programs.unitCalories': 'cal',
  'programs.unitSeconds': 'sec',
  'programs.unitMinutes': 'min',
  // How often a programme asks to be done, and where the member stands.
  'programs.streakDays': '{count, plural, one {# day} other {# days}}',
  'programs.streakWeeks': '{count, plural, one {# week} other {# weeks}}',
  'programs.everyDay': 'Every day',
  'programs.sessionsAWeek': '{count, plural, one {# session a week} other {# sessions a week}}',
  'programs.weekSessionsDone': '{done} of {target, plural, one {# session} other {# sessions}}',
  'programs.weekDaysDone': '{done} of {target, plural, one {# day} other {# days}}',
  'programs.weeksOnTarget': '{met} of {counted, plural, one {# week} other {# weeks}} on target',
  'programs.trackedOnDays': 'Tracked on {met} of {counted, plural, one {# day} other {# days}}',
  // A request for a programme.
  'programs.topicRequired': 'Topic is required',
  'programs.topicTooLong': 'Topic must be at most {max} characters',
  'programs.messageRequired': 'Message is required',
  'programs.messageTooLong': 'Message must be at most {max} characters',
};
