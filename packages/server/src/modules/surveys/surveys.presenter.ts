import type { SurveyDefinition } from '@wellpath/shared/surveys/definition';
import type { PublicQuestion, SurveyOutcome, SurveyResponse, SurveySummary } from '@wellpath/shared/surveys/wire';
import type { Answers } from '@wellpath/shared/surveys/engine';
import type { ResponseRow, SurveyListRow } from './surveys.repository.js';

export function parseDefinition(json: string): SurveyDefinition {
  return JSON.parse(json) as SurveyDefinition;
}

/** A question without points or triggers: scoring stays on the server. */
export function presentQuestion(q: SurveyDefinition['questions'][number]): PublicQuestion {
  const base = { key: q.key, text: q.text, help: q.help, type: q.type, required: q.required, show_if: q.show_if };
  switch (q.type) {
    case 'single_choice':
    case 'multi_choice':
      return { ...base, options: q.options.map((o) => ({ key: o.key, text: o.text, exclusive: o.exclusive })) };
    case 'number':
      return { ...base, min: q.min, max: q.max, step: q.step, unit: q.unit };
    case 'scale':
      return { ...base, min: q.min, max: q.max, min_label: q.min_label, max_label: q.max_label };
    case 'text':
      return { ...base, max_length: q.max_length };
  }
}

export function scoreUnit(def: SurveyDefinition): string | null {
  return def.scoring.method === 'none' ? null : (def.scoring.unit ?? null);
}

export function presentSummary(
  row: Pick<SurveyListRow, 'id' | 'key' | 'title' | 'description' | 'pillar_id' | 'pillar_name' | 'pillar_slug'>,
  def: SurveyDefinition,
  stats: { count: number; last: { score: number | null; range_text: string | null; completed_at: string } } | undefined,
  hasDraft: boolean,
): SurveySummary {
  return {
    _id: row.id,
    key: row.key,
    title: row.title,
    description: row.description,
    pillar:
      row.pillar_id && row.pillar_name && row.pillar_slug ? { _id: row.pillar_id, name: row.pillar_name, slug: row.pillar_slug } : null,
    estimated_minutes: def.estimated_minutes,
    question_count: def.questions.length,
    scored: def.scoring.method !== 'none',
    completions: stats?.count ?? 0,
    last_completed_at: stats?.last.completed_at ?? null,
    last_score: stats?.last.score === null || stats?.last.score === undefined ? null : Number(stats.last.score),
    last_range_text: stats?.last.range_text ?? null,
    score_unit: scoreUnit(def),
    has_draft: hasDraft,
  };
}

export function presentResponse(r: ResponseRow, inOnboarding: boolean): SurveyResponse {
  const def = parseDefinition(r.definition);
  return {
    _id: r.id,
    survey_id: r.survey_id,
    survey_title: r.survey_title,
    score: r.score === null ? null : Number(r.score),
    score_unit: scoreUnit(def),
    range_text: r.range_text,
    alerts: JSON.parse(r.alerts) as SurveyResponse['alerts'],
    outcomes: JSON.parse(r.outcomes) as SurveyOutcome[],
    answers: JSON.parse(r.answers) as Answers,
    completed_at: r.completed_at,
    in_onboarding: inOnboarding,
  };
}
