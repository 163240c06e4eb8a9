import { PROFILE_FIELD_VALUES, type ScoreRange, type SurveyDefinition, type SurveyTrigger } from '@wellpath/shared/surveys/definition';
import { scoreBounds } from '@wellpath/shared/surveys/engine';

export interface KnownKeys {
  surveys: Set<string>;
  recommendations: Set<string>;
  programs: Set<string>;
  pillars: Set<string>;
  conditions: Set<string>;
}

/** Cross-file and structural checks a schema cannot express; returns the first problem or null. */
export function checkSurveyReferences(s: SurveyDefinition, known: KnownKeys): string | null {
  if (s.pillar && !known.pillars.has(s.pillar)) return `at pillar: unknown pillar "${s.pillar}"`;
  const seen = new Map<string, SurveyDefinition['questions'][number]>();
  for (const [i, q] of s.questions.entries()) {
    if (seen.has(q.key)) return `at questions.${i}.key: duplicate question "${q.key}"`;
    if (q.show_if) {
      const parent = seen.get(q.show_if.question);
      if (!parent) return `at questions.${i}.show_if.question: "${q.show_if.question}" is not an earlier question`;
      if (parent.type !== 'single_choice' && parent.type !== 'multi_choice') return `at questions.${i}.show_if.question: "${parent.key}" has no options`;
      const bad = q.show_if.options.find((o) => !parent.options.some((po) => po.key === o));
      if (bad) return `at questions.${i}.show_if.options: "${bad}" is not an option of "${parent.key}"`;
    }
    if ((q.type === 'number' || q.type === 'scale') && q.min > q.max) return `at questions.${i}: min is above max`;
    if (q.type === 'single_choice' || q.type === 'multi_choice') {
      const keys = q.options.map((o) => o.key);
      if (new Set(keys).size !== keys.length) return `at questions.${i}.options: duplicate option key`;
      for (const [j, o] of q.options.entries()) {
        const problem = checkTriggers(o.triggers, known, s.key);
        if (problem) return `at questions.${i}.options.${j}.triggers: ${problem}`;
      }
      const field = q.type === 'single_choice' ? q.profile_field : undefined;
      for (const [j, o] of q.options.entries()) {
        if (o.profile_value === undefined) continue;
        if (!field) return `at questions.${i}.options.${j}.profile_value: the question has no profile_field`;
        if (!PROFILE_FIELD_VALUES[field].includes(o.profile_value))
          return `at questions.${i}.options.${j}.profile_value: "${o.profile_value}" is not a value of ${field} (${PROFILE_FIELD_VALUES[field].join(', ')})`;
      }
      if (field && !q.options.some((o) => o.profile_value !== undefined)) return `at questions.${i}: no option gives ${field} a value`;
    }
    seen.set(q.key, q);
  }
  if (s.scoring.method !== 'none') {
    if (s.scoring.method === 'product') {
      for (const k of s.scoring.questions) if (seen.get(k)?.type !== 'number') return `at scoring.questions: "${k}" is not a number question`;
    }
    const bySex = s.scoring.ranges_by_sex;
    if (bySex && s.scoring.ranges.length > 0) return 'at scoring: give either ranges or ranges_by_sex, not both';
    const lists: Array<[string, readonly ScoreRange[]]> = bySex
      ? [
          ['scoring.ranges_by_sex.female', bySex.female],
          ['scoring.ranges_by_sex.male', bySex.male],
        ]
      : [['scoring.ranges', s.scoring.ranges]];
    for (const [at, list] of lists) {
      const problem = checkRanges(s, at, list, known);
      if (problem) return problem;
    }
  }
  for (const [i, a] of s.alerts.entries()) if (!seen.has(a.question)) return `at alerts.${i}.question: unknown question "${a.question}"`;
  return null;
}

/** One list of score ranges: in order, no overlap, known triggers, every possible score covered. */
function checkRanges(s: SurveyDefinition, at: string, list: readonly ScoreRange[], known: KnownKeys): string | null {
  const ranges = [...list].sort((a, b) => a.min - b.min);
  for (const [i, r] of ranges.entries()) {
    if (r.min > r.max) return `at ${at}: range "${r.text}" has min above max`;
    const prev = ranges[i - 1];
    if (prev && r.min <= prev.max) return `at ${at}: "${prev.text}" and "${r.text}" overlap`;
    const problem = checkTriggers(r.triggers, known, s.key);
    if (problem) return `at ${at} (${r.text}).triggers: ${problem}`;
  }
  const bounds = scoreBounds(s);
  if (bounds && ranges.length > 0) {
    if (ranges[0]!.min > bounds.min || ranges[ranges.length - 1]!.max < bounds.max) {
      return `at ${at}: ranges must cover every possible score from ${bounds.min} to ${bounds.max}`;
    }
    for (let i = 1; i < ranges.length; i++) {
      if (ranges[i]!.min - ranges[i - 1]!.max > 1) return `at ${at}: scores between ${ranges[i - 1]!.max} and ${ranges[i]!.min} fall in no range`;
    }
  }
  return null;
}

function checkTriggers(triggers: readonly SurveyTrigger[], known: KnownKeys, self: string): string | null {
  for (const t of triggers) {
    if (t.type === 'add_survey' && (!known.surveys.has(t.survey) || t.survey === self)) return `unknown survey "${t.survey}"`;
    if (t.type === 'recommend' && !known.recommendations.has(t.recommendation)) return `unknown recommendation "${t.recommendation}"`;
    if (t.type === 'suggest_program' && !known.programs.has(t.program)) return `unknown programme "${t.program}"`;
    if (t.type === 'mark_condition' && !known.conditions.has(t.condition)) return `unknown condition "${t.condition}"`;
  }
  return null;
}
