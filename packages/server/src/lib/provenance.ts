import type { RecommendationSource } from '@wellpath/shared/lifestyle/recommendations';
import { provenanceSchema, type Provenance } from '@wellpath/shared/surveys/provenance';
import type { OnboardingState, OnboardingSurveyEntry } from '@wellpath/shared/surveys/wire';

// Why a row was created (recommendations, program_suggestions, onboarding_surveys): one JSON value
// in each table's `source` column, written and read here, and presented here to each wire field.

/** The `source` column's text for a provenance; null when the row has none. */
export function serialiseProvenance(p: Provenance | null): string | null {
  return p ? JSON.stringify(provenanceSchema.parse(p)) : null;
}

/** The provenance stored in a `source` column; throws if the text is not one. */
export function parseProvenance(text: string | null): Provenance | null {
  return text === null ? null : provenanceSchema.parse(JSON.parse(text));
}

/** The answer or the score behind a provenance, with null for what the other kind has. */
function trigger(p: Provenance) {
  return {
    question_text: p.type === 'question_option' ? p.question_text : null,
    option_text: p.type === 'question_option' ? p.option_text : null,
    score: p.type === 'score_range' ? p.score : null,
    range_text: p.type === 'score_range' ? p.range_text : null,
  };
}

/** `source` of a recommendation, a suggested programme and a survey outcome. */
export function presentSource(p: Provenance): RecommendationSource;
export function presentSource(p: Provenance | null): RecommendationSource | null;
export function presentSource(p: Provenance | null): RecommendationSource | null {
  return p && { type: p.type, survey_id: p.survey_id, survey_title: p.survey_title, ...trigger(p) };
}

/** `added_reason` of a survey in the onboarding sequence. */
export function presentAddedReason(p: Provenance): NonNullable<OnboardingSurveyEntry['added_reason']> {
  return { trigger_type: p.type, source_survey_id: p.survey_id, source_survey_title: p.survey_title, ...trigger(p) };
}

type HistoryDetail = OnboardingState['survey_history'][number]['surveys'][string];
/** Why a survey was added, as an onboarding `survey_history` entry lists it under its title. */
export function presentHistoryReason(p: Provenance): Omit<HistoryDetail, 'title'> {
  return { trigger_type: p.type, ...trigger(p) };
}
