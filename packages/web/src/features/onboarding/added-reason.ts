import { t } from '@lingui/core/macro';
import { sourceReasonMessage } from '@wellpath/shared/lifestyle/recommendation-rules';
import type { OnboardingSurveyEntry } from '@wellpath/shared/surveys/wire';
import { formatNumber } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';

/** The shared rules' wording, in the app's language once it is a shared message. */
const inWords = (text: string | null) => (text === null ? null : tr(text));

type AddedReason = NonNullable<OnboardingSurveyEntry['added_reason']>;

/**
 * Why a survey joined the member's sequence (§4). The current survey card uses the spec's wording;
 * the progress list looks back at earlier surveys, so it speaks of a "previous" answer.
 */
export function addedReasonText(reason: AddedReason | null | undefined, variant: 'current' | 'previous' = 'current'): string | null {
  if (!reason) return null;
  if (reason.trigger_type === 'question_option') {
    if (!reason.option_text || !reason.question_text) return null;
    const option = reason.option_text;
    const question = reason.question_text;
    if (variant === 'previous') return t`Added based on your previous answer "${option}" to "${question}"`;
    return inWords(sourceReasonMessage({ type: 'question_option', option_text: option, question_text: question }));
  }
  if (reason.score === null) return null;
  if (reason.source_survey_title) {
    const survey = reason.source_survey_title;
    const score = formatNumber(reason.score);
    const range = reason.range_text;
    return range
      ? t`Added because your ${survey} score of ${score} is in the range "${range}"`
      : t`Added because your ${survey} score of ${score}`;
  }
  return inWords(sourceReasonMessage({ type: 'score_range', score: reason.score, range_text: reason.range_text }));
}
