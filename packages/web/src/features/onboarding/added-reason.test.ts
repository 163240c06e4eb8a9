import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { addedReasonText } from './added-reason';

const answer = {
  trigger_type: 'question_option' as const,
  source_survey_id: 's1',
  source_survey_title: 'Health profile',
  question_text: 'Do you drink alcohol?',
  option_text: 'Yes',
  score: null,
  range_text: null,
};

const score = {
  trigger_type: 'score_range' as const,
  source_survey_id: 's2',
  source_survey_title: 'Mood check (PHQ-9)',
  question_text: null,
  option_text: null,
  score: 12,
  range_text: 'Moderate',
};

describe('addedReasonText', () => {
  it('names the answer that added the survey', () => {
    expect(addedReasonText(answer)).toBe('Added based on your answer "Yes" to "Do you drink alcohol?"');
  });

  it('speaks of a previous answer in the progress list', () => {
    expect(addedReasonText(answer, 'previous')).toBe('Added based on your previous answer "Yes" to "Do you drink alcohol?"');
  });

  it('names the survey, the score and its range for a score-based reason', () => {
    expect(addedReasonText(score)).toBe('Added because your Mood check (PHQ-9) score of 12 is in the range "Moderate"');
    expect(addedReasonText(score, 'previous')).toBe('Added because your Mood check (PHQ-9) score of 12 is in the range "Moderate"');
  });

  it('falls back to the shared wording when the survey is unknown', () => {
    expect(addedReasonText({ ...score, source_survey_title: null })).toBe('Added because your score of 12 is in the range "Moderate"');
  });

  it('says nothing for surveys of the initial sequence or incomplete reasons', () => {
    expect(addedReasonText(null)).toBeNull();
    expect(addedReasonText({ ...answer, option_text: null })).toBeNull();
    expect(addedReasonText({ ...score, score: null })).toBeNull();
  });

  it('speaks French', () => {
    i18n.activate('fr');
    expect(addedReasonText(answer, 'previous')).toBe(
      'Ajouté en raison de votre réponse précédente «\u00a0Yes\u00a0» à la question «\u00a0Do you drink alcohol?\u00a0»',
    );
    expect(addedReasonText(score)).toBe(
      'Ajouté parce que votre score de 12 au questionnaire Mood check (PHQ-9) se situe dans la plage «\u00a0Moderate\u00a0»',
    );
  });
});
