import { describe, expect, it } from 'vitest';
import { surveyDefinitionSchema } from './definition.js';
import { cleanAnswers, collectTriggers, scoreBounds, scoreSurvey, surveyAlerts, validateAnswers, visibleQuestions } from './engine.js';

const survey = surveyDefinitionSchema.parse({
  key: 'fixture',
  title: 'Fixture',
  description: 'A survey for tests',
  questions: [
    {
      key: 'drink',
      text: 'Do you drink alcohol?',
      type: 'single_choice',
      options: [
        { key: 'yes', text: 'Yes', points: 1, triggers: [{ type: 'add_survey', survey: 'audit-c' }] },
        { key: 'no', text: 'No', points: 0 },
      ],
    },
    {
      key: 'how_many',
      text: 'Drinks a week?',
      type: 'number',
      min: 0,
      max: 100,
      unit: 'drinks',
      show_if: { question: 'drink', options: ['yes'] },
    },
    {
      key: 'goals',
      text: 'Your goals',
      type: 'multi_choice',
      required: false,
      options: [
        { key: 'sleep', text: 'Sleep better', points: 2, triggers: [{ type: 'recommend', recommendation: 'sleep-consistent-schedule' }] },
        { key: 'move', text: 'Move more', points: 3 },
        { key: 'none', text: 'None of these', exclusive: true },
      ],
    },
    { key: 'calm', text: 'I feel calm', type: 'scale', min: 0, max: 4, reverse: true },
    { key: 'mood', text: 'Low mood', type: 'scale', min: 0, max: 4 },
    { key: 'notes', text: 'Anything else?', type: 'text', required: false, max_length: 20 },
  ],
  scoring: {
    method: 'sum',
    ranges: [
      { min: 0, max: 4, text: 'Low' },
      { min: 5, max: 14, text: 'High', triggers: [{ type: 'suggest_program', program: 'stress-breathing-21' }] },
    ],
  },
  alerts: [{ question: 'mood', min_points: 4, message: 'Please reach out.' }],
});

describe('branching', () => {
  it('shows a conditional question only when the earlier answer matches', () => {
    expect(visibleQuestions(survey, { drink: 'no' }).map((q) => q.key)).not.toContain('how_many');
    expect(visibleQuestions(survey, { drink: 'yes' }).map((q) => q.key)).toContain('how_many');
  });

  it('refuses an answer to a hidden question and drops it when cleaning', () => {
    const answers = { drink: 'no', how_many: 3, calm: 2, mood: 1 };
    expect(validateAnswers(survey, answers, { complete: true })).toEqual(['"Drinks a week?" does not apply given your other answers']);
    expect(cleanAnswers(survey, answers)).toEqual({ drink: 'no', calm: 2, mood: 1 });
  });
});

describe('validation', () => {
  it('accepts a complete, valid set', () => {
    expect(
      validateAnswers(survey, { drink: 'yes', how_many: 4, goals: ['sleep', 'move'], calm: 0, mood: 0, notes: 'ok' }, { complete: true }),
    ).toEqual([]);
  });

  it('names each problem', () => {
    const errors = validateAnswers(
      survey,
      { drink: 'maybe', goals: ['sleep', 'none'], calm: 7, mood: 1.5, notes: 'x'.repeat(21), extra: 1 },
      { complete: true },
    );
    expect(errors).toEqual([
      '"extra" is not a question of this survey',
      '"maybe" is not an option of "Do you drink alcohol?"',
      '"None of these" cannot be combined with other options for "Your goals"',
      '"I feel calm" must be between 0 and 4',
      'Choose a whole number for "Low mood"',
      '"Anything else?" must be at most 20 characters',
    ]);
  });

  it('requires visible required questions only when complete', () => {
    expect(validateAnswers(survey, { drink: 'yes' }, { complete: false })).toEqual([]);
    expect(validateAnswers(survey, { drink: 'yes' }, { complete: true })).toEqual([
      'Please answer "Drinks a week?"',
      'Please answer "I feel calm"',
      'Please answer "Low mood"',
    ]);
  });

  it('checks number range and type', () => {
    expect(validateAnswers(survey, { drink: 'yes', how_many: 101 }, { complete: false })).toEqual([
      '"Drinks a week?" must be between 0 and 100 drinks',
    ]);
    expect(validateAnswers(survey, { drink: 'yes', how_many: '3' }, { complete: false })).toEqual(['Enter a number for "Drinks a week?"']);
  });
});

describe('scoring', () => {
  it('sums option points and scale values with reverse items', () => {
    // drink yes 1 + goals 2+3 + calm 0 reversed = 4 + mood 3 = 13
    const r = scoreSurvey(survey, { drink: 'yes', how_many: 2, goals: ['sleep', 'move'], calm: 0, mood: 3 });
    expect(r.score).toBe(13);
    expect(r.range?.text).toBe('High');
  });

  it('puts range edges in the right band', () => {
    expect(scoreSurvey(survey, { drink: 'no', calm: 4, mood: 4 }).range?.text).toBe('Low'); // 0 + 0 + 4
    expect(scoreSurvey(survey, { drink: 'yes', how_many: 1, calm: 4, mood: 4 }).range?.text).toBe('High'); // 1 + 0 + 4 = 5
  });

  it('multiplies for product scoring (Exercise Vital Sign)', () => {
    const evs = surveyDefinitionSchema.parse({
      key: 'evs',
      title: 'EVS',
      description: 'd',
      questions: [
        { key: 'days', text: 'Days', type: 'number', min: 0, max: 7 },
        { key: 'minutes', text: 'Minutes', type: 'number', min: 0, max: 300 },
      ],
      scoring: {
        method: 'product',
        questions: ['days', 'minutes'],
        ranges: [
          { min: 0, max: 0, text: 'Inactive' },
          { min: 1, max: 149, text: 'Insufficiently active' },
          { min: 150, max: 2100, text: 'Sufficiently active' },
        ],
      },
    });
    expect(scoreSurvey(evs, { days: 3, minutes: 50 })).toMatchObject({ score: 150, range: { text: 'Sufficiently active' } });
    expect(scoreSurvey(evs, { days: 7, minutes: 21 }).range?.text).toBe('Insufficiently active');
    expect(scoreSurvey(evs, { days: 0, minutes: 60 }).range?.text).toBe('Inactive');
    expect(scoreBounds(evs)).toEqual({ min: 0, max: 2100 });
  });

  it('computes the bounds the ranges must cover', () => {
    expect(scoreBounds(survey)).toEqual({ min: 0, max: 14 });
  });
});

describe('triggers and alerts', () => {
  it('records the question and option, or the score and range, as the source', () => {
    const answers = { drink: 'yes', how_many: 2, goals: ['sleep'], calm: 0, mood: 4 };
    const triggers = collectTriggers(survey, answers, scoreSurvey(survey, answers));
    expect(triggers).toEqual([
      {
        trigger: { type: 'add_survey', survey: 'audit-c' },
        source: {
          type: 'question_option',
          question_key: 'drink',
          question_text: 'Do you drink alcohol?',
          option_key: 'yes',
          option_text: 'Yes',
        },
      },
      {
        trigger: { type: 'recommend', recommendation: 'sleep-consistent-schedule' },
        source: {
          type: 'question_option',
          question_key: 'goals',
          question_text: 'Your goals',
          option_key: 'sleep',
          option_text: 'Sleep better',
        },
      },
      {
        trigger: { type: 'suggest_program', program: 'stress-breathing-21' },
        source: { type: 'score_range', score: 11, range_text: 'High' },
      },
    ]);
  });

  it('raises an alert when an item reaches its threshold', () => {
    expect(surveyAlerts(survey, { drink: 'no', calm: 2, mood: 4 })).toEqual([{ level: 'urgent', message: 'Please reach out.' }]);
    expect(surveyAlerts(survey, { drink: 'no', calm: 2, mood: 3 })).toEqual([]);
  });
});
