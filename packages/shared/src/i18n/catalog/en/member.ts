/**
 * Member screens' messages made by shared rules (surveys, lifestyle, education): why a
 * recommendation, a survey or a programme was added. The English the web app showed before.
 */
export const member = {
  'member.reason.answer': 'Added based on your answer "{option}" to "{question}"',
  'member.reason.score': 'Added because your score of {score}',
  'member.reason.scoreInRange': 'Added because your score of {score} is in the range "{range}"',
  'member.suggestion.answer': 'You answered "{option}" to "{question}".',
  'member.suggestion.answerInSurvey': 'You answered "{option}" to "{question}" in your {survey} survey.',
  'member.suggestion.score': 'Your score of {score}.',
  'member.suggestion.scoreInRange': 'Your score of {score} is in the range "{range}".',
  'member.suggestion.surveyScore': 'Your {survey} score of {score}.',
  'member.suggestion.surveyScoreInRange': 'Your {survey} score of {score} is in the range "{range}".',
};
