import type { member as en } from '../en/member.js';

export const member: Record<keyof typeof en, string> = {
  'member.reason.answer': 'Ajouté selon votre réponse « {option} » à « {question} »',
  'member.reason.score': 'Ajouté en raison de votre score de {score}',
  'member.reason.scoreInRange': 'Ajouté parce que votre score de {score} se situe dans la plage « {range} »',
  'member.suggestion.answer': 'Vous avez répondu « {option} » à « {question} ».',
  'member.suggestion.answerInSurvey': 'Vous avez répondu « {option} » à « {question} » dans votre questionnaire {survey}.',
  'member.suggestion.score': 'Votre score de {score}.',
  'member.suggestion.scoreInRange': 'Votre score de {score} se situe dans la plage « {range} ».',
  'member.suggestion.surveyScore': 'Votre score de {score} au questionnaire {survey}.',
  'member.suggestion.surveyScoreInRange': 'Votre score de {score} au questionnaire {survey} se situe dans la plage « {range} ».',
};
