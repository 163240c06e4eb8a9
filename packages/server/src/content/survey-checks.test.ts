import { describe, expect, it } from 'vitest';
import { surveyDefinitionSchema } from '@wellpath/shared/surveys/definition';
import { checkSurveyReferences, type KnownKeys } from './survey-checks.js';

const known: KnownKeys = {
  surveys: new Set(['audit-c']),
  recommendations: new Set(['cut-down']),
  programs: new Set(['alcohol-mindful-30']),
  pillars: new Set(['substances']),
  conditions: new Set(['hypertension']),
};

const question = { key: 'n', text: 'Points', type: 'scale', min: 0, max: 12 };
const female = [
  { min: 0, max: 2, text: 'Lower' },
  { min: 3, max: 12, text: 'Positive', triggers: [{ type: 'recommend', recommendation: 'cut-down' }] },
];
const male = [
  { min: 0, max: 3, text: 'Lower' },
  { min: 4, max: 12, text: 'Positive' },
];
const unknown = { use: 'female', note: 'Read with the safer cut-off.' };

function check(scoring: object, questions: object[] = [question]) {
  return checkSurveyReferences(surveyDefinitionSchema.parse({ key: 's', title: 'S', description: 'd', questions, scoring }), known);
}

describe('score ranges by sex', () => {
  it('accepts ranges for each sex that cover every score', () => {
    expect(check({ method: 'sum', ranges_by_sex: { female, male, unknown } })).toBeNull();
  });

  it("checks each sex's ranges on their own: gaps, overlaps, coverage and triggers", () => {
    expect(check({ method: 'sum', ranges_by_sex: { female, male: [male[0]], unknown } })).toBe(
      'at scoring.ranges_by_sex.male: ranges must cover every possible score from 0 to 12',
    );
    expect(
      check({ method: 'sum', ranges_by_sex: { female: [female[0], { min: 2, max: 12, text: 'Again' }], male, unknown } }),
    ).toBe('at scoring.ranges_by_sex.female: "Lower" and "Again" overlap');
    expect(check({ method: 'sum', ranges_by_sex: { female, male: [male[0], { min: 5, max: 12, text: 'Later' }], unknown } })).toBe(
      'at scoring.ranges_by_sex.male: scores between 3 and 5 fall in no range',
    );
    expect(
      check({
        method: 'sum',
        ranges_by_sex: { female, male: [male[0], { ...male[1], triggers: [{ type: 'recommend', recommendation: 'nope' }] }], unknown },
      }),
    ).toBe('at scoring.ranges_by_sex.male (Positive).triggers: unknown recommendation "nope"');
  });

  it('refuses ranges and ranges by sex together', () => {
    expect(check({ method: 'sum', ranges: female, ranges_by_sex: { female, male, unknown } })).toBe(
      'at scoring: give either ranges or ranges_by_sex, not both',
    );
  });

  it('needs the note that says which cut-off applies when the sex is unknown', () => {
    expect(() => check({ method: 'sum', ranges_by_sex: { female, male } })).toThrow();
  });
});

describe('questions shared with the profile', () => {
  const sexQuestion = (options: object[], extra: object = {}) => ({
    key: 'sex',
    text: 'Sex?',
    type: 'single_choice',
    required: false,
    ...extra,
    options,
  });

  it("accepts options that give the profile's sex a value", () => {
    const q = sexQuestion(
      [
        { key: 'f', text: 'Female', profile_value: 'female' },
        { key: 'm', text: 'Male', profile_value: 'male' },
      ],
      { profile_field: 'sex' },
    );
    expect(check({ method: 'none' }, [q])).toBeNull();
  });

  it('refuses a value the field does not take, a value without a field, and a field no option fills', () => {
    const field = { profile_field: 'sex' };
    expect(
      check({ method: 'none' }, [
        sexQuestion(
          [
            { key: 'f', text: 'Female', profile_value: 'woman' },
            { key: 'm', text: 'Male', profile_value: 'male' },
          ],
          field,
        ),
      ]),
    ).toBe('at questions.0.options.0.profile_value: "woman" is not a value of sex (female, male)');
    expect(
      check({ method: 'none' }, [
        sexQuestion([
          { key: 'f', text: 'Female', profile_value: 'female' },
          { key: 'm', text: 'Male' },
        ]),
      ]),
    ).toBe('at questions.0.options.0.profile_value: the question has no profile_field');
    expect(
      check({ method: 'none' }, [
        sexQuestion(
          [
            { key: 'f', text: 'Female' },
            { key: 'm', text: 'Male' },
          ],
          field,
        ),
      ]),
    ).toBe('at questions.0: no option gives sex a value');
  });
});
