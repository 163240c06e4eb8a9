import { describe, expect, it } from 'vitest';
import { surveyDefinitionSchema } from './definition.js';
import {
  cleanAnswers,
  collectTriggers,
  profilePrefill,
  profileValues,
  scoreBounds,
  scoreSurvey,
  surveyAlerts,
  validateAnswers,
  visibleQuestions,
} from './engine.js';
import { en } from '../i18n/catalog/en.js';
import { translate } from '../i18n/message.js';

/** The problems in the spec's English (they are shared-catalogue messages, decision 0050). */
const english = (text: string) =>
  translate(text, { _: (id, values) => en[id as keyof typeof en].replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k])) });
const validate = (...args: Parameters<typeof validateAnswers>) => validateAnswers(...args).map(english);

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
    expect(validate(survey, answers, { complete: true })).toEqual(['"Drinks a week?" does not apply given your other answers']);
    expect(cleanAnswers(survey, answers)).toEqual({ drink: 'no', calm: 2, mood: 1 });
  });
});

describe('validation', () => {
  it('accepts a complete, valid set', () => {
    expect(
      validate(survey, { drink: 'yes', how_many: 4, goals: ['sleep', 'move'], calm: 0, mood: 0, notes: 'ok' }, { complete: true }),
    ).toEqual([]);
  });

  it('names each problem', () => {
    const errors = validate(
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
    expect(validate(survey, { drink: 'yes' }, { complete: false })).toEqual([]);
    expect(validate(survey, { drink: 'yes' }, { complete: true })).toEqual([
      'Please answer "Drinks a week?"',
      'Please answer "I feel calm"',
      'Please answer "Low mood"',
    ]);
  });

  it('checks number range and type', () => {
    expect(validate(survey, { drink: 'yes', how_many: 101 }, { complete: false })).toEqual([
      '"Drinks a week?" must be between 0 and 100 drinks',
    ]);
    expect(validate(survey, { drink: 'yes', how_many: '3' }, { complete: false })).toEqual(['Enter a number for "Drinks a week?"']);
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

describe("ranges that depend on the member's sex", () => {
  // The AUDIT-C's shape: lower risk, positive screen (from 3 for women, from 4 for men), high from 8.
  const bySex = surveyDefinitionSchema.parse({
    key: 'by-sex',
    title: 'By sex',
    description: 'd',
    questions: [{ key: 'n', text: 'Points', type: 'scale', min: 0, max: 12 }],
    scoring: {
      method: 'sum',
      ranges_by_sex: {
        female: [
          { min: 0, max: 2, text: 'Lower' },
          { min: 3, max: 7, text: 'Positive', triggers: [{ type: 'recommend', recommendation: 'cut-down' }] },
          { min: 8, max: 12, text: 'High' },
        ],
        male: [
          { min: 0, max: 3, text: 'Lower' },
          { min: 4, max: 7, text: 'Positive' },
          { min: 8, max: 12, text: 'High' },
        ],
        unknown: { use: 'female', note: "Read with the women's cut-off." },
      },
    },
  });
  const band = (n: number, sex: 'female' | 'male' | null) => scoreSurvey(bySex, { n }, { sex }).range?.text;

  it.each([
    [2, 'female', 'Lower'],
    [3, 'female', 'Positive'],
    [7, 'female', 'Positive'],
    [8, 'female', 'High'],
    [3, 'male', 'Lower'],
    [4, 'male', 'Positive'],
    [7, 'male', 'Positive'],
    [8, 'male', 'High'],
    [12, 'male', 'High'],
  ] as const)('scores %i for a %s member in the %s band', (n, sex, text) => {
    expect(band(n, sex)).toBe(text);
  });

  it('uses the ranges the survey names when the sex is unknown, and says so', () => {
    expect(band(2, null)).toBe("Lower Read with the women's cut-off.");
    expect(band(3, null)).toBe("Positive Read with the women's cut-off.");
    expect(band(8, null)).toBe("High Read with the women's cut-off.");
    // Scoring without a member is scoring for an unknown sex.
    expect(scoreSurvey(bySex, { n: 3 }).range?.text).toMatch(/^Positive/);
  });

  it("sets off the triggers of the member's own range", () => {
    const triggers = (sex: 'female' | 'male' | null) => collectTriggers(bySex, { n: 3 }, scoreSurvey(bySex, { n: 3 }, { sex }));
    expect(triggers('female').map((t) => t.trigger)).toEqual([{ type: 'recommend', recommendation: 'cut-down' }]);
    expect(triggers('male')).toEqual([]);
    expect(triggers(null)[0]?.source).toMatchObject({ type: 'score_range', score: 3, range_text: expect.stringMatching(/cut-off/) });
  });
});

describe('questions shared with the profile', () => {
  const withSex = surveyDefinitionSchema.parse({
    key: 'with-sex',
    title: 'With sex',
    description: 'd',
    questions: [
      {
        key: 'sex',
        text: 'Sex?',
        type: 'single_choice',
        required: false,
        profile_field: 'sex',
        options: [
          { key: 'sex_female', text: 'Female', profile_value: 'female' },
          { key: 'sex_male', text: 'Male', profile_value: 'male' },
          { key: 'sex_unsaid', text: 'Rather not say' },
        ],
      },
      {
        key: 'other',
        text: 'Other?',
        type: 'single_choice',
        options: [
          { key: 'a', text: 'A' },
          { key: 'b', text: 'B' },
        ],
      },
    ],
  });

  it('gives the profile the value of the chosen option, and nothing for an option without one', () => {
    expect(profileValues(withSex, { sex: 'sex_male', other: 'a' })).toEqual({ sex: 'male' });
    expect(profileValues(withSex, { sex: 'sex_unsaid', other: 'a' })).toEqual({});
    expect(profileValues(withSex, { other: 'a' })).toEqual({});
  });

  it('fills the question in from the profile', () => {
    expect(profilePrefill(withSex, { sex: 'female' })).toEqual({ sex: 'sex_female' });
    expect(profilePrefill(withSex, { sex: null })).toEqual({});
    expect(profilePrefill(survey, { sex: 'female' })).toEqual({});
  });
});
