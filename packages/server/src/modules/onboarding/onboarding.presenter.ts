import type { OnboardingState } from '@wellpath/shared/surveys/wire';
import { currentSurveyIndex, onboardingProgress } from '@wellpath/shared/surveys/wire';
import type { OnboardingStatus } from '../../db/schema.js';
import { parseProvenance, presentAddedReason, presentHistoryReason } from '../../lib/provenance.js';
import type { AddingResponseRow, SequenceRow } from './onboarding.repository.js';

/** The initial sequence from content, before the member starts (nothing is written yet). */
export function initialSequence(
  keys: string[],
  surveys: Array<{ id: string; key: string; title: string; description: string }>,
): SequenceRow[] {
  const byKey = new Map(surveys.map((s) => [s.key, s]));
  return keys.flatMap((key, i) => {
    const s = byKey.get(key);
    return s
      ? [
          {
            survey_id: s.id,
            title: s.title,
            description: s.description,
            status: 'pending' as const,
            position: i,
            added_by_response_id: null,
            source: null,
            added_at: '',
          },
        ]
      : [];
  });
}

function presentSurvey(s: SequenceRow): OnboardingState['surveys'][number] {
  const source = parseProvenance(s.source);
  return {
    _id: s.survey_id,
    title: s.title,
    description: s.description,
    status: s.status,
    added_reason: source && presentAddedReason(source),
  };
}

/** Per response that added surveys: what it added and why, oldest first. */
function presentHistory(sequence: SequenceRow[], responses: AddingResponseRow[]): OnboardingState['survey_history'] {
  const history = new Map<string, OnboardingState['survey_history'][number]>();
  const byResponse = new Map(responses.map((c) => [c.id, c]));
  for (const s of sequence) {
    const response = s.added_by_response_id ? byResponse.get(s.added_by_response_id) : undefined;
    const source = parseProvenance(s.source);
    if (!response || !source) continue;
    let entry = history.get(response.id);
    if (!entry) {
      entry = {
        response_id: response.id,
        survey_id: response.survey_id,
        survey_title: response.title,
        completed_at: response.completed_at,
        surveys: {},
      };
      history.set(response.id, entry);
    }
    entry.surveys[s.survey_id] = { title: s.title, ...presentHistoryReason(source) };
  }
  return [...history.values()].sort((a, b) => a.completed_at.localeCompare(b.completed_at));
}

/** The onboarding state as `GET /user/onboarding/status` answers it. */
export function presentOnboardingState(input: {
  status: OnboardingStatus;
  completionSeen: boolean;
  texts: { welcome_text: string; completion_text: string };
  sequence: SequenceRow[];
  responses: AddingResponseRow[];
}): OnboardingState {
  const { status, sequence } = input;
  const surveys = sequence.map(presentSurvey);
  return {
    status,
    show_onboarding: !(status === 'completed' && input.completionSeen) && surveys.length > 0,
    welcome_text: input.texts.welcome_text,
    completion_text: input.texts.completion_text,
    surveys,
    current_survey_index: status === 'not_started' ? 0 : currentSurveyIndex(surveys),
    total_surveys: surveys.length,
    progress: status === 'not_started' ? 0 : onboardingProgress(surveys),
    survey_completion: Object.fromEntries(surveys.map((s) => [s._id, s.status === 'completed'])),
    survey_history: presentHistory(sequence, input.responses),
  };
}
