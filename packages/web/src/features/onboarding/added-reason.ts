import { sourceReason } from '@wellpath/shared/lifestyle/recommendation-rules';
import type { OnboardingSurveyEntry } from '@wellpath/shared/surveys/wire';

type AddedReason = NonNullable<OnboardingSurveyEntry['added_reason']>;

/**
 * Why a survey joined the member's sequence (§4). The current survey card uses the spec's wording;
 * the progress list looks back at earlier surveys, so it speaks of a "previous" answer.
 */
export function addedReasonText(reason: AddedReason | null | undefined, variant: 'current' | 'previous' = 'current'): string | null {
  if (!reason) return null;
  if (reason.trigger_type === 'question_option') {
    if (!reason.option_text || !reason.question_text) return null;
    if (variant === 'previous') return `Added based on your previous answer "${reason.option_text}" to "${reason.question_text}"`;
    return sourceReason({ type: 'question_option', option_text: reason.option_text, question_text: reason.question_text });
  }
  if (reason.score === null) return null;
  if (reason.source_survey_title) {
    const range = reason.range_text ? ` is in the range "${reason.range_text}"` : '';
    return `Added because your ${reason.source_survey_title} score of ${reason.score}${range}`;
  }
  return sourceReason({ type: 'score_range', score: reason.score, range_text: reason.range_text });
}
