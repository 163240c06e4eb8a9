import { msg } from '../i18n/message.js';
import type { RecommendationSource, RecommendationStatus } from './recommendations.js';

// The recommendation rules without the wire schemas (zod): the web app's home reads them without
// loading a schema library (decision 0045). recommendations.ts exports them too.

/** §4: a recorded status wins; with none, is_completed true counts as completed, otherwise not started. */
export function effectiveStatus(rec: { status?: RecommendationStatus | null; is_completed?: boolean | null }): RecommendationStatus {
  if (rec.status) return rec.status;
  return rec.is_completed ? 'completed' : 'not_started';
}

/**
 * §4 moves a recommendation forward only; a completed one may also go back, as the member takes
 * back a Mark Complete (Undo, to where it was) or reopens it (to in progress): issue 14, decision 0036.
 */
const TRANSITIONS: Record<RecommendationStatus, readonly RecommendationStatus[]> = {
  not_started: ['in_progress', 'completed'],
  in_progress: ['completed'],
  completed: ['in_progress', 'not_started'],
};

/** Where Reopen takes a completed recommendation: back to work on it. */
export const REOPENED_STATUS = 'in_progress' satisfies RecommendationStatus;

export function canTransition(from: RecommendationStatus, to: RecommendationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export type RecommendationAction = { label: 'Start Progress'; to: 'in_progress' } | { label: 'Mark Complete'; to: 'completed' };

/** The buttons a card shows for a status (§4); a completed card's Reopen is its own (REOPENED_STATUS). */
export function recommendationActions(status: RecommendationStatus): RecommendationAction[] {
  if (status === 'not_started')
    return [
      { label: 'Start Progress', to: 'in_progress' },
      { label: 'Mark Complete', to: 'completed' },
    ];
  if (status === 'in_progress') return [{ label: 'Mark Complete', to: 'completed' }];
  return [];
}

/** §4 ordering: active ones with in_progress first; completed ones by most recent update. */
export function splitRecommendations<T extends { status?: RecommendationStatus | null; is_completed?: boolean | null; updated_at: string }>(
  recs: readonly T[],
): { active: T[]; completed: T[] } {
  const active = recs.filter((r) => effectiveStatus(r) !== 'completed');
  const completed = recs.filter((r) => effectiveStatus(r) === 'completed');
  const rank = (r: T) => (effectiveStatus(r) === 'in_progress' ? 0 : 1);
  return {
    // Array.prototype.sort is stable, so ties keep the server's order.
    active: [...active].sort((a, b) => rank(a) - rank(b)),
    completed: [...completed].sort((a, b) => b.updated_at.localeCompare(a.updated_at)),
  };
}

/** The sentence that says why a recommendation or survey was added. */
export function sourceReason(source: RecommendationSource | null | undefined): string | null {
  if (!source) return null;
  if (source.type === 'question_option' && source.option_text && source.question_text) {
    return `Added based on your answer "${source.option_text}" to "${source.question_text}"`;
  }
  if (source.type === 'score_range' && source.score !== null && source.score !== undefined) {
    return `Added because your score of ${source.score}${source.range_text ? ` is in the range "${source.range_text}"` : ''}`;
  }
  return null;
}

/**
 * sourceReason as a shared-catalogue message (decision 0050), for screens in the member's language:
 * show it with `tr()` in the web app. Same cases as sourceReason, whose English it keeps.
 */
export function sourceReasonMessage(source: RecommendationSource | null | undefined): string | null {
  if (!source) return null;
  if (source.type === 'question_option' && source.option_text && source.question_text) {
    return msg('member.reason.answer', { option: source.option_text, question: source.question_text });
  }
  if (source.type === 'score_range' && source.score !== null && source.score !== undefined) {
    return source.range_text
      ? msg('member.reason.scoreInRange', { score: source.score, range: source.range_text })
      : msg('member.reason.score', { score: source.score });
  }
  return null;
}

/** The name of a score range: its text up to the first colon or full stop ("Some sleep concerns: ..." -> "Some sleep concerns"). */
function rangeName(rangeText: string): string {
  const cut = rangeText.search(/[:.]/);
  return (cut > 0 ? rangeText.slice(0, cut) : rangeText).trim();
}

/**
 * Why a programme was suggested, in one sentence that names the survey once: 'You answered "Yes" to
 * "Do you smoke or vape?" in your Health profile survey.' or 'Your Sleep check score of 12 is in the
 * range "Some sleep concerns".'
 */
export function suggestionReason(source: RecommendationSource | null | undefined): string | null {
  if (!source) return null;
  const survey = source.survey_title;
  if (source.type === 'question_option' && source.option_text && source.question_text) {
    return `You answered "${source.option_text}" to "${source.question_text}"${survey ? ` in your ${survey} survey` : ''}.`;
  }
  if (source.type === 'score_range' && source.score !== null && source.score !== undefined) {
    const range = source.range_text ? ` is in the range "${rangeName(source.range_text)}"` : '';
    return `Your ${survey ? `${survey} ` : ''}score of ${source.score}${range}.`;
  }
  return null;
}

/** suggestionReason as a shared-catalogue message (decision 0050): show it with `tr()` in the web app. */
export function suggestionReasonMessage(source: RecommendationSource | null | undefined): string | null {
  if (!source) return null;
  const survey = source.survey_title;
  if (source.type === 'question_option' && source.option_text && source.question_text) {
    const values = { option: source.option_text, question: source.question_text };
    return survey ? msg('member.suggestion.answerInSurvey', { ...values, survey }) : msg('member.suggestion.answer', values);
  }
  if (source.type === 'score_range' && source.score !== null && source.score !== undefined) {
    const score = source.score;
    if (source.range_text) {
      const range = rangeName(source.range_text);
      return survey
        ? msg('member.suggestion.surveyScoreInRange', { survey, score, range })
        : msg('member.suggestion.scoreInRange', { score, range });
    }
    return survey ? msg('member.suggestion.surveyScore', { survey, score }) : msg('member.suggestion.score', { score });
  }
  return null;
}
