import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { surveyDefinitionSchema, type SurveyDefinition } from '@wellpath/shared/surveys/definition';
import { collectTriggers, scoreSurvey, surveyAlerts, validateAnswers, type Answers } from '@wellpath/shared/surveys/engine';
import { CONTENT_DIR } from '../test/helpers.js';
import { localizeTree } from './localize.js';

// The validated instruments are scored exactly as clinical/reference.md gives them; these answer sets
// are computed by hand from the published scoring.
function load(key: string): SurveyDefinition {
  const data: unknown = YAML.parse(fs.readFileSync(path.join(CONTENT_DIR, 'surveys', `${key}.yaml`), 'utf8'));
  // Texts may be { en, fr } pairs (decision 0050): the scoring is read in English, as the reference gives it.
  return surveyDefinitionSchema.parse(localizeTree(data, 'en', key, { missing: [] }));
}

/** Picks, for each single-choice question in order, the option worth the given points. */
function byPoints(def: SurveyDefinition, points: number[]): Answers {
  const answers: Answers = {};
  def.questions.forEach((q, i) => {
    if (q.type !== 'single_choice' || points[i] === undefined) return;
    const option = q.options.find((o) => o.points === points[i]);
    if (!option) throw new Error(`${def.key}: no option worth ${points[i]} in ${q.key}`);
    answers[q.key] = option.key;
  });
  return answers;
}

function band(
  def: SurveyDefinition,
  answers: Answers,
  sex: 'female' | 'male' | null = null,
): { score: number | null; band: string | undefined } {
  expect(validateAnswers(def, answers, { complete: true })).toEqual([]);
  const r = scoreSurvey(def, answers, { sex });
  return { score: r.score, band: r.range?.text };
}

const recommended = (def: SurveyDefinition, answers: Answers, sex: 'female' | 'male' | null = null) =>
  collectTriggers(def, answers, scoreSurvey(def, answers, { sex }))
    .map((t) => t.trigger)
    .filter((t) => t.type === 'recommend')
    .map((t) => t.recommendation);

describe('PHQ-9', () => {
  const phq9 = load('phq-9');
  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0, 0], 0, /^Minimal/],
    [[1, 1, 1, 1, 0, 0, 0, 0, 0], 4, /^Minimal/],
    [[1, 1, 1, 1, 1, 0, 0, 0, 0], 5, /^Mild/],
    [[3, 3, 3, 0, 0, 0, 0, 0, 0], 9, /^Mild/],
    [[3, 3, 3, 1, 0, 0, 0, 0, 0], 10, /^Moderate/],
    [[2, 2, 2, 2, 2, 2, 2, 0, 0], 14, /^Moderate/],
    [[3, 3, 3, 3, 3, 0, 0, 0, 0], 15, /^Moderately severe/],
    [[3, 3, 3, 3, 3, 3, 1, 0, 0], 19, /^Moderately severe/],
    [[3, 3, 3, 3, 3, 3, 2, 0, 0], 20, /^Severe/],
    [[3, 3, 3, 3, 3, 3, 3, 3, 3], 27, /^Severe/],
  ])('%j scores %i', (points, score, expected) => {
    const r = band(phq9, byPoints(phq9, points));
    expect(r.score).toBe(score);
    expect(r.band).toMatch(expected);
  });

  it('shows the urgent message with 988 and 911 when item 9 is above 0, and not otherwise', () => {
    const alerts = surveyAlerts(phq9, byPoints(phq9, [0, 0, 0, 0, 0, 0, 0, 0, 1]));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.level).toBe('urgent');
    expect(alerts[0]!.message).toMatch(/9-8-8|988/);
    expect(alerts[0]!.message).toContain('911');
    expect(surveyAlerts(phq9, byPoints(phq9, [3, 3, 3, 3, 3, 3, 3, 3, 0]))).toEqual([]);
  });

  it.each([1, 2, 3])('adds the support recommendation (988, 911) for item 9 at %i even with a minimal total', (item9) => {
    const answers = byPoints(phq9, [0, 0, 0, 0, 0, 0, 0, 0, item9]);
    expect(band(phq9, answers).band).toMatch(/^Minimal/);
    expect(recommended(phq9, answers)).toContain('stress-reach-out-for-support');
  });

  it('adds no support recommendation for a minimal total with item 9 at 0', () => {
    expect(recommended(phq9, byPoints(phq9, [1, 1, 1, 1, 0, 0, 0, 0, 0]))).toEqual([]);
  });

  it('advises contact today or tomorrow from 20 (severe), and not below', () => {
    expect(band(phq9, byPoints(phq9, [3, 3, 3, 3, 3, 3, 2, 0, 0])).band).toMatch(/today or tomorrow/);
    expect(band(phq9, byPoints(phq9, [3, 3, 3, 3, 3, 3, 1, 0, 0])).band).not.toMatch(/today or tomorrow/);
  });
});

describe('GAD-7', () => {
  const gad7 = load('gad-7');
  it.each([
    [[0, 0, 0, 0, 0, 0, 0], 0, /^Minimal/],
    [[1, 1, 1, 1, 0, 0, 0], 4, /^Minimal/],
    [[1, 1, 1, 1, 1, 0, 0], 5, /^Mild/],
    [[3, 3, 3, 0, 0, 0, 0], 9, /^Mild/],
    [[3, 3, 3, 1, 0, 0, 0], 10, /^Moderate/],
    [[2, 2, 2, 2, 2, 2, 2], 14, /^Moderate/],
    [[3, 3, 3, 3, 3, 0, 0], 15, /^Severe/],
    [[3, 3, 3, 3, 3, 3, 3], 21, /^Severe/],
  ])('%j scores %i', (points, score, expected) => {
    const r = band(gad7, byPoints(gad7, points));
    expect(r.score).toBe(score);
    expect(r.band).toMatch(expected);
  });
});

describe('AUDIT-C', () => {
  const audit = load('audit-c');
  it('scores a non-drinker 0 without asking the other two questions', () => {
    const r = band(audit, byPoints(audit, [0]), 'female');
    expect(r.score).toBe(0);
    expect(r.band).toMatch(/^Lower risk/);
  });

  // Positive from 3 for women, from 4 for men; high from 8 for both (every band edge, each sex).
  it.each([
    [[1, 0, 1], 2, 'female', /^Lower risk/],
    [[2, 1, 0], 3, 'female', /^Positive screen/],
    [[4, 1, 2], 7, 'female', /^Positive screen/],
    [[4, 2, 2], 8, 'female', /^Higher risk/],
    [[4, 4, 4], 12, 'female', /^Higher risk/],
    [[2, 1, 0], 3, 'male', /^Lower risk/],
    [[2, 1, 1], 4, 'male', /^Positive screen/],
    [[4, 1, 2], 7, 'male', /^Positive screen/],
    [[4, 2, 2], 8, 'male', /^Higher risk/],
    [[4, 4, 4], 12, 'male', /^Higher risk/],
  ] as const)('%j scores %i: for a %s member the band is %s', (points, score, sex, expected) => {
    const r = band(audit, byPoints(audit, [...points]), sex);
    expect(r.score).toBe(score);
    expect(r.band).toMatch(expected);
    expect(r.band).not.toMatch(/not on your profile/);
  });

  it("uses the women's cut-off when the sex is unknown, and says so", () => {
    const at = (points: number[]) => band(audit, byPoints(audit, points), null).band;
    expect(at([1, 0, 1])).toMatch(/^Lower risk.*not on your profile.*cut-off for women/s);
    expect(at([2, 1, 0])).toMatch(/^Positive screen.*not on your profile.*cut-off for women/s);
    expect(at([4, 2, 2])).toMatch(/^Higher risk.*not on your profile/s);
    expect(recommended(audit, byPoints(audit, [2, 1, 0]), null)).toContain('substances-alcohol-lower-risk');
  });

  it('offers the lower-risk drinking recommendation on a positive screen, by sex', () => {
    expect(recommended(audit, byPoints(audit, [2, 1, 0]), 'female')).toContain('substances-alcohol-lower-risk');
    expect(recommended(audit, byPoints(audit, [2, 1, 0]), 'male')).toEqual([]);
    expect(recommended(audit, byPoints(audit, [2, 1, 1]), 'male')).toContain('substances-alcohol-lower-risk');
  });

  it('advises a physician and warns against stopping suddenly in the high band', () => {
    const high = band(audit, byPoints(audit, [4, 2, 2]), 'male').band!;
    expect(high).toMatch(/talk with your physician/);
    expect(high).toMatch(/do not stop suddenly/);
    expect(recommended(audit, byPoints(audit, [4, 2, 2]), 'female')).toContain('substances-talk-about-use');
  });
});

describe('Exercise Vital Sign', () => {
  const evs = load('exercise-vital-sign');
  const base = (days: number, minutes: number): Answers => {
    const answers: Answers = { days_per_week: days, minutes_per_day: minutes };
    for (const q of evs.questions) if (q.required && !(q.key in answers) && q.type === 'single_choice') answers[q.key] = q.options[0]!.key;
    return answers;
  };
  it.each([
    [0, 0, 0, /^Inactive/],
    [0, 60, 0, /^Inactive/],
    [1, 1, 1, /^Insufficiently active/],
    [7, 21, 147, /^Insufficiently active/],
    [5, 30, 150, /^Sufficiently active/],
    [7, 300, 2100, /^Sufficiently active/],
  ])('%i days x %i minutes = %i minutes a week', (days, minutes, score, expected) => {
    const r = band(evs, base(days, minutes));
    expect(r.score).toBe(score);
    expect(r.band).toMatch(expected);
  });
});

describe('In French', () => {
  const french = (key: string) => {
    const data: unknown = YAML.parse(fs.readFileSync(path.join(CONTENT_DIR, 'surveys', `${key}.yaml`), 'utf8'));
    return surveyDefinitionSchema.parse(localizeTree(data, 'fr', key, { missing: [] }));
  };

  it('keeps the crisis lines and the urgency of the PHQ-9 in French', () => {
    const phq = french('phq-9');
    const alerts = surveyAlerts(phq, byPoints(phq, [0, 0, 0, 0, 0, 0, 0, 0, 1]));
    expect(alerts[0]?.message).toMatch(/9-8-8.*911/s);
    expect(band(phq, byPoints(phq, [3, 3, 3, 3, 3, 3, 2, 0, 0])).band).toMatch(/^Sévère.*aujourd’hui ou demain.*9-8-8.*911/s);
  });
});
