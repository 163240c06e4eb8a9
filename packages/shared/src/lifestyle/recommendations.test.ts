import { describe, expect, it } from 'vitest';
import {
  canTransition,
  effectiveStatus,
  recommendationActions,
  recommendationStatusBodySchema,
  requestedStatus,
  sourceReason,
  sourceReasonMessage,
  splitRecommendations,
  suggestionReason,
  suggestionReasonMessage,
} from './recommendations.js';
import { decodeMessage } from '../i18n/message.js';

describe('recommendation status machine', () => {
  it('allows not_started to in_progress or completed, in_progress to completed, and completed back (undo, reopen)', () => {
    expect(canTransition('not_started', 'in_progress')).toBe(true);
    expect(canTransition('not_started', 'completed')).toBe(true);
    expect(canTransition('in_progress', 'completed')).toBe(true);
    expect(canTransition('in_progress', 'not_started')).toBe(false);
    expect(canTransition('in_progress', 'in_progress')).toBe(false);
    expect(canTransition('completed', 'not_started')).toBe(true);
    expect(canTransition('completed', 'in_progress')).toBe(true);
    expect(canTransition('completed', 'completed')).toBe(false);
    expect(canTransition('not_started', 'not_started')).toBe(false);
  });

  it('shows Start Progress and Mark Complete, then Mark Complete, then nothing', () => {
    expect(recommendationActions('not_started').map((a) => a.label)).toEqual(['Start Progress', 'Mark Complete']);
    expect(recommendationActions('in_progress').map((a) => a.label)).toEqual(['Mark Complete']);
    expect(recommendationActions('completed')).toEqual([]);
  });

  it('counts is_completed with no status as completed, otherwise not started', () => {
    expect(effectiveStatus({ is_completed: true })).toBe('completed');
    expect(effectiveStatus({ is_completed: false })).toBe('not_started');
    expect(effectiveStatus({})).toBe('not_started');
    expect(effectiveStatus({ status: 'in_progress', is_completed: false })).toBe('in_progress');
  });

  it('reads the requested status from either field and refuses contradictions', () => {
    expect(requestedStatus(recommendationStatusBodySchema.parse({ is_completed: true }))).toBe('completed');
    expect(requestedStatus(recommendationStatusBodySchema.parse({ status: 'in_progress', is_completed: false }))).toBe('in_progress');
    expect(recommendationStatusBodySchema.safeParse({ status: 'completed', is_completed: false }).success).toBe(false);
    expect(recommendationStatusBodySchema.safeParse({}).success).toBe(false);
    expect(recommendationStatusBodySchema.safeParse({ status: 'done' }).success).toBe(false);
  });
});

describe('recommendation ordering', () => {
  it('lists active ones with in_progress first, completed ones newest first', () => {
    const recs = [
      { id: 'a', status: 'not_started' as const, updated_at: '2026-01-05' },
      { id: 'b', status: 'in_progress' as const, updated_at: '2026-01-01' },
      { id: 'c', status: 'completed' as const, updated_at: '2026-01-02' },
      { id: 'd', is_completed: true, updated_at: '2026-01-09' },
      { id: 'e', status: 'in_progress' as const, updated_at: '2026-01-03' },
    ];
    const { active, completed } = splitRecommendations(recs);
    expect(active.map((r) => r.id)).toEqual(['b', 'e', 'a']);
    expect(completed.map((r) => r.id)).toEqual(['d', 'c']);
  });
});

describe('source reason', () => {
  it('quotes the answer and the question', () => {
    expect(sourceReason({ type: 'question_option', option_text: 'Daily', question_text: 'How often do you smoke?' })).toBe(
      'Added based on your answer "Daily" to "How often do you smoke?"',
    );
  });
  it('names the score and its range', () => {
    expect(sourceReason({ type: 'score_range', score: 12, range_text: 'Moderate' })).toBe(
      'Added because your score of 12 is in the range "Moderate"',
    );
    expect(sourceReason(null)).toBeNull();
  });
});

describe('suggestion reason', () => {
  it('says the answer, the question and the survey in one sentence', () => {
    expect(
      suggestionReason({
        type: 'question_option',
        option_text: 'Yes, I smoke',
        question_text: 'Do you smoke or vape?',
        survey_title: 'Health profile',
      }),
    ).toBe('You answered "Yes, I smoke" to "Do you smoke or vape?" in your Health profile survey.');
    expect(suggestionReason({ type: 'question_option', option_text: 'Daily', question_text: 'How often?' })).toBe(
      'You answered "Daily" to "How often?".',
    );
  });
  it('names the score and only the name of its range, not its whole advice', () => {
    const rangeText =
      'Some sleep concerns: a few changes to your routine could help you sleep better and feel more rested. Start with a regular wake-up time.';
    expect(suggestionReason({ type: 'score_range', score: 12, range_text: rangeText, survey_title: 'Sleep check' })).toBe(
      'Your Sleep check score of 12 is in the range "Some sleep concerns".',
    );
    expect(suggestionReason({ type: 'score_range', score: 3, range_text: 'Moderate' })).toBe('Your score of 3 is in the range "Moderate".');
    expect(suggestionReason({ type: 'score_range', score: 3 })).toBe('Your score of 3.');
    expect(suggestionReason(null)).toBeNull();
  });
});

describe('reasons as catalogue messages', () => {
  it('carries the answer or the score and range, for the member’s language', () => {
    const answer = { type: 'question_option' as const, option_text: 'Yes', question_text: 'Do you smoke?', survey_title: 'Health profile' };
    expect(decodeMessage(sourceReasonMessage(answer)!)).toEqual({
      id: 'member.reason.answer',
      values: { option: 'Yes', question: 'Do you smoke?' },
    });
    expect(decodeMessage(suggestionReasonMessage(answer)!)).toEqual({
      id: 'member.suggestion.answerInSurvey',
      values: { option: 'Yes', question: 'Do you smoke?', survey: 'Health profile' },
    });
    const score = { type: 'score_range' as const, score: 12, range_text: 'Some sleep concerns: talk to us.', survey_title: null };
    expect(decodeMessage(sourceReasonMessage(score)!)).toEqual({
      id: 'member.reason.scoreInRange',
      values: { score: 12, range: 'Some sleep concerns: talk to us.' },
    });
    expect(decodeMessage(suggestionReasonMessage(score)!)).toEqual({
      id: 'member.suggestion.scoreInRange',
      values: { score: 12, range: 'Some sleep concerns' },
    });
    expect(sourceReasonMessage(null)).toBeNull();
  });
});
