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
  'member.survey.chooseOne': 'Choose one option for "{question}"',
  'member.survey.notAnOption': '"{value}" is not an option of "{question}"',
  'member.survey.chooseFromList': 'Choose options from the list for "{question}"',
  'member.survey.chosenTwice': 'An option was chosen twice for "{question}"',
  'member.survey.exclusive': '"{option}" cannot be combined with other options for "{question}"',
  'member.survey.enterNumber': 'Enter a number for "{question}"',
  'member.survey.between': '"{question}" must be between {min} and {max}',
  'member.survey.betweenUnit': '"{question}" must be between {min} and {max} {unit}',
  'member.survey.steps': '"{question}" must be in steps of {step}',
  'member.survey.wholeNumber': 'Choose a whole number for "{question}"',
  'member.survey.enterText': 'Enter text for "{question}"',
  'member.survey.tooLong': '"{question}" must be at most {max} characters',
  'member.survey.notAQuestion': '"{key}" is not a question of this survey',
  'member.survey.doesNotApply': '"{question}" does not apply given your other answers',
  'member.survey.pleaseAnswer': 'Please answer "{question}"',
};
