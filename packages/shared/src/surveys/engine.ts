import { hasAtMostDecimals } from '../numbers.js';
import { msg } from '../i18n/message.js';
import type { ProfileField, ScoreRange, SurveyDefinition, SurveyQuestion, SurveyTrigger } from './definition.js';

/** An answer: an option key (single_choice), option keys (multi_choice), a number (number, scale) or text. */
export type AnswerValue = string | string[] | number;
export type Answers = Record<string, AnswerValue>;

/** The least a question needs for branching: survey definitions and the public questions both fit. */
export interface BranchingQuestion {
  key: string;
  type: string;
  show_if?: { question: string; options: readonly string[] };
}

function chosenOptionKeys(q: { type: string }, value: AnswerValue | undefined): string[] {
  if (value === undefined) return [];
  if (q.type === 'single_choice' && typeof value === 'string') return [value];
  if (q.type === 'multi_choice' && Array.isArray(value)) return value;
  return [];
}

/** The questions a member sees for these answers: a question with show_if appears only when its condition holds. */
export function visibleQuestions<Q extends BranchingQuestion>(def: { questions: readonly Q[] }, answers: Answers): Q[] {
  const visible = new Map<string, Q>();
  for (const q of def.questions) {
    if (q.show_if) {
      const parent = visible.get(q.show_if.question);
      if (!parent) continue;
      const picked = chosenOptionKeys(parent, answers[parent.key]);
      if (!picked.some((k) => q.show_if!.options.includes(k))) continue;
    }
    visible.set(q.key, q);
  }
  return [...visible.values()];
}

function isBlank(value: AnswerValue | undefined): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function checkOne(q: SurveyQuestion, value: AnswerValue): string | null {
  // Shared-catalogue messages (decision 0050): the server puts them in the member's language.
  const question = q.text;
  switch (q.type) {
    case 'single_choice':
      if (typeof value !== 'string') return msg('member.survey.chooseOne', { question });
      if (!q.options.some((o) => o.key === value)) return msg('member.survey.notAnOption', { value, question });
      return null;
    case 'multi_choice': {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return msg('member.survey.chooseFromList', { question });
      const unknown = value.find((v) => !q.options.some((o) => o.key === v));
      if (unknown !== undefined) return msg('member.survey.notAnOption', { value: unknown, question });
      if (new Set(value).size !== value.length) return msg('member.survey.chosenTwice', { question });
      const exclusive = q.options.find((o) => o.exclusive && value.includes(o.key));
      if (exclusive && value.length > 1) return msg('member.survey.exclusive', { option: exclusive.text, question });
      return null;
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return msg('member.survey.enterNumber', { question });
      if (value < q.min || value > q.max)
        return q.unit
          ? msg('member.survey.betweenUnit', { question, min: q.min, max: q.max, unit: q.unit })
          : msg('member.survey.between', { question, min: q.min, max: q.max });
      // A number printed in exponent form (1e-320) is within 1e-9 of a step, but no one answers it.
      if (!hasAtMostDecimals(value, 6) || Math.abs((value - q.min) / q.step - Math.round((value - q.min) / q.step)) > 1e-9)
        return msg('member.survey.steps', { question, step: q.step });
      return null;
    case 'scale':
      if (typeof value !== 'number' || !Number.isInteger(value)) return msg('member.survey.wholeNumber', { question });
      if (value < q.min || value > q.max) return msg('member.survey.between', { question, min: q.min, max: q.max });
      return null;
    case 'text':
      if (typeof value !== 'string') return msg('member.survey.enterText', { question });
      if (value.length > q.max_length) return msg('member.survey.tooLong', { question, max: q.max_length });
      return null;
  }
}

/**
 * Checks answers against the survey. `complete` also requires every visible required question.
 * Returns one sentence per problem; an empty list means the answers are acceptable.
 */
export function validateAnswers(def: SurveyDefinition, answers: Answers, opts: { complete: boolean }): string[] {
  const errors: string[] = [];
  const byKey = new Map(def.questions.map((q) => [q.key, q]));
  for (const k of Object.keys(answers)) if (!byKey.has(k)) errors.push(msg('member.survey.notAQuestion', { key: k }));
  const visible = visibleQuestions(def, answers);
  const visibleKeys = new Set(visible.map((q) => q.key));
  for (const [k, v] of Object.entries(answers)) {
    const q = byKey.get(k);
    if (!q) continue;
    if (!visibleKeys.has(k)) {
      errors.push(msg('member.survey.doesNotApply', { question: q.text }));
      continue;
    }
    if (isBlank(v)) continue;
    const problem = checkOne(q, v);
    if (problem) errors.push(problem);
  }
  if (opts.complete) {
    for (const q of visible)
      if (q.required && isBlank(answers[q.key])) errors.push(msg('member.survey.pleaseAnswer', { question: q.text }));
  }
  return errors;
}

/** Drops blank answers and answers to questions that are not shown, so only what counts is stored. */
export function cleanAnswers(def: SurveyDefinition, answers: Answers): Answers {
  const visible = new Set(visibleQuestions(def, answers).map((q) => q.key));
  return Object.fromEntries(Object.entries(answers).filter(([k, v]) => visible.has(k) && !isBlank(v)));
}

export interface SurveyScore {
  score: number | null;
  range: ScoreRange | null;
}

/** What scoring needs to know about the member: their sex, for ranges that depend on it (null: not known). */
export interface ScoringMember {
  sex: 'female' | 'male' | null;
}

/**
 * The ranges that apply to this member: `ranges`, or with `ranges_by_sex` those of the member's sex,
 * and when it is not known those the survey names (the safer cut-off) with the note that says so.
 */
export function rangesFor(
  scoring: Exclude<SurveyDefinition['scoring'], { method: 'none' }>,
  member: ScoringMember,
): {
  ranges: readonly ScoreRange[];
  note: string | null;
} {
  const bySex = scoring.ranges_by_sex;
  if (!bySex) return { ranges: scoring.ranges, note: null };
  if (member.sex) return { ranges: bySex[member.sex], note: null };
  return { ranges: bySex[bySex.unknown.use], note: bySex.unknown.note };
}

/**
 * The survey's score by its scoring rule, and the range it falls in for this member (by sex where
 * the ranges depend on it; unknown sex when not given).
 */
export function scoreSurvey(def: SurveyDefinition, answers: Answers, member: ScoringMember = { sex: null }): SurveyScore {
  const scoring = def.scoring;
  if (scoring.method === 'none') return { score: null, range: null };
  let score: number;
  if (scoring.method === 'product') {
    score = scoring.questions.reduce((acc, k) => acc * (typeof answers[k] === 'number' ? answers[k] : 0), 1);
  } else {
    score = visibleQuestions(def, answers).reduce((sum, q) => sum + (answerPoints(q, answers[q.key]) ?? 0), 0);
  }
  const { ranges, note } = rangesFor(scoring, member);
  const range = ranges.find((r) => score >= r.min && score <= r.max) ?? null;
  return { score, range: range && note ? { ...range, text: `${range.text} ${note}` } : range };
}

/** The profile fields these answers give a value (e.g. the health profile's sex question answered "Female"). */
export function profileValues(def: SurveyDefinition, answers: Answers): Partial<Record<ProfileField, string>> {
  const out: Partial<Record<ProfileField, string>> = {};
  for (const q of visibleQuestions(def, answers)) {
    if (q.type !== 'single_choice' || !q.profile_field) continue;
    const value = q.options.find((o) => o.key === answers[q.key])?.profile_value;
    if (value !== undefined) out[q.profile_field] = value;
  }
  return out;
}

/** The answers the member's profile already gives: each question with `profile_field` the profile has a value for. */
export function profilePrefill(def: SurveyDefinition, profile: Partial<Record<ProfileField, string | null>>): Answers {
  const out: Answers = {};
  for (const q of def.questions) {
    if (q.type !== 'single_choice' || !q.profile_field) continue;
    const value = profile[q.profile_field];
    const option = value ? q.options.find((o) => o.profile_value === value) : undefined;
    if (option) out[q.key] = option.key;
  }
  return out;
}

export type TriggerSource =
  | { type: 'question_option'; question_key: string; question_text: string; option_key: string; option_text: string }
  | { type: 'score_range'; score: number; range_text: string };

/** Every trigger these answers and this score set off, each with the source it will record. */
export function collectTriggers(
  def: SurveyDefinition,
  answers: Answers,
  result: SurveyScore,
): Array<{ trigger: SurveyTrigger; source: TriggerSource }> {
  const out: Array<{ trigger: SurveyTrigger; source: TriggerSource }> = [];
  for (const q of visibleQuestions(def, answers)) {
    if (q.type !== 'single_choice' && q.type !== 'multi_choice') continue;
    for (const k of chosenOptionKeys(q, answers[q.key])) {
      const option = q.options.find((o) => o.key === k);
      if (!option) continue;
      for (const trigger of option.triggers)
        out.push({
          trigger,
          source: { type: 'question_option', question_key: q.key, question_text: q.text, option_key: option.key, option_text: option.text },
        });
    }
  }
  if (result.range && result.score !== null) {
    for (const trigger of result.range.triggers)
      out.push({ trigger, source: { type: 'score_range', score: result.score, range_text: result.range.text } });
  }
  return out;
}

/** Points one answer contributes: chosen options' points, or a scale value (reversed where asked); null if unanswered. */
function answerPoints(q: SurveyQuestion, value: AnswerValue | undefined): number | null {
  if (q.type === 'single_choice' || q.type === 'multi_choice') {
    const picked = chosenOptionKeys(q, value);
    if (picked.length === 0) return null;
    return picked.reduce((sum, k) => sum + (q.options.find((o) => o.key === k)?.points ?? 0), 0);
  }
  if (q.type === 'scale' && typeof value === 'number') return q.reverse ? q.max + q.min - value : value;
  return null;
}

/** Messages that need the member's attention for these answers (PHQ-9 item 9). */
export function surveyAlerts(def: SurveyDefinition, answers: Answers): Array<{ level: 'urgent' | 'info'; message: string }> {
  const visible = new Map(visibleQuestions(def, answers).map((q) => [q.key, q]));
  return def.alerts
    .filter((a) => {
      const q = visible.get(a.question);
      if (!q) return false;
      if (a.options && chosenOptionKeys(q, answers[q.key]).some((k) => a.options!.includes(k))) return true;
      const points = answerPoints(q, answers[q.key]);
      return a.min_points !== undefined && points !== null && points >= a.min_points;
    })
    .map((a) => ({ level: a.level, message: a.message }));
}

/** The lowest and highest score the survey can produce (used to check that ranges cover it). */
export function scoreBounds(def: SurveyDefinition): { min: number; max: number } | null {
  const scoring = def.scoring;
  if (scoring.method === 'none') return null;
  if (scoring.method === 'product') {
    const qs = scoring.questions.map((k) => def.questions.find((q) => q.key === k));
    if (qs.some((q) => !q || q.type !== 'number')) return null;
    return { min: qs.reduce((a, q) => a * (q as { min: number }).min, 1), max: qs.reduce((a, q) => a * (q as { max: number }).max, 1) };
  }
  let min = 0;
  let max = 0;
  for (const q of def.questions) {
    if (q.type === 'single_choice') {
      const pts = q.options.map((o) => o.points);
      // An optional or conditional question may go unanswered and add nothing.
      min += q.required && !q.show_if ? Math.min(...pts) : Math.min(0, ...pts);
      max += Math.max(0, ...pts);
    } else if (q.type === 'multi_choice') {
      min += Math.min(0, ...q.options.map((o) => o.points));
      max += q.options.filter((o) => !o.exclusive && o.points > 0).reduce((s, o) => s + o.points, 0);
    } else if (q.type === 'scale') {
      min += q.required && !q.show_if ? q.min : Math.min(0, q.min);
      max += q.max;
    }
  }
  return { min, max };
}
