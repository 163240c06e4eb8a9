import { describe, expect, it } from 'vitest';
import { answerProblem, answersToSend, describeAnswer, expectedQuestionCount, toggleOption, visibleQuestions } from './answers';
import { questions } from './test/fixtures';

const byKey = (key: string) => questions.find((q) => q.key === key)!;

describe('visibleQuestions', () => {
  it('shows a follow-up only when the earlier answer picked one of its options', () => {
    expect(visibleQuestions(questions, {}).map((q) => q.key)).toEqual(['smoking', 'conditions', 'waist', 'stress', 'notes']);
    expect(visibleQuestions(questions, { smoking: 'smoke_yes' }).map((q) => q.key)).toContain('quit');
    expect(visibleQuestions(questions, { smoking: 'smoke_no' }).map((q) => q.key)).not.toContain('quit');
  });
});

describe('expectedQuestionCount', () => {
  it('counts a follow-up while the answer it waits on is not given, and drops it once it cannot apply', () => {
    expect(expectedQuestionCount(questions, {}, 0)).toBe(6);
    expect(expectedQuestionCount(questions, { smoking: 'smoke_yes' }, 0)).toBe(6);
    expect(expectedQuestionCount(questions, { smoking: 'smoke_no' }, 0)).toBe(5);
    expect(expectedQuestionCount(questions, { smoking: 'smoke_no' }, 1)).toBe(5);
  });

  it('lets an optional question left blank at the current step hide what depends on it', () => {
    const optional = questions.map((q) => (q.key === 'smoking' ? { ...q, required: false } : q));
    expect(expectedQuestionCount(optional, {}, 0)).toBe(5);
    expect(expectedQuestionCount(optional, {}, 1)).toBe(5);
  });
});

describe('answersToSend', () => {
  it('drops answers to hidden questions and blanks', () => {
    expect(answersToSend(questions, { smoking: 'smoke_no', quit: 'quit_soon', conditions: [], notes: '  ', stress: 0 })).toEqual({
      smoking: 'smoke_no',
      stress: 0,
    });
  });
});

describe('toggleOption', () => {
  const q = byKey('conditions');
  it('lets an exclusive option replace the others, and the others replace it', () => {
    expect(toggleOption(q, ['cond_bp', 'cond_chol'], 'cond_none', true)).toEqual(['cond_none']);
    expect(toggleOption(q, ['cond_none'], 'cond_bp', true)).toEqual(['cond_bp']);
    expect(toggleOption(q, ['cond_chol'], 'cond_bp', true)).toEqual(['cond_bp', 'cond_chol']);
    expect(toggleOption(q, ['cond_bp', 'cond_chol'], 'cond_bp', false)).toEqual(['cond_chol']);
  });
});

describe('answerProblem', () => {
  it('requires required answers only', () => {
    expect(answerProblem(byKey('smoking'), undefined)).toBe('Please answer this question to continue.');
    expect(answerProblem(byKey('waist'), undefined)).toBeNull();
  });
  it('refuses an exclusive option combined with others', () => {
    expect(answerProblem(byKey('conditions'), ['cond_bp', 'cond_none'])).toBe('"None of these" cannot be combined with other choices.');
  });
});

describe('describeAnswer', () => {
  it('puts answers in words', () => {
    expect(describeAnswer(byKey('conditions'), ['cond_bp', 'cond_chol'])).toBe('High blood pressure, High cholesterol');
    expect(describeAnswer(byKey('waist'), 81)).toBe('81 cm');
    expect(describeAnswer(byKey('stress'), 0)).toBe('0 (Never)');
    expect(describeAnswer(byKey('stress'), 2)).toBe('2');
  });
});
