import type { OnboardingState } from '@wellpath/shared/surveys/wire';
import { currentSurveyIndex, onboardingProgress } from '@wellpath/shared/surveys/wire';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { OnboardingStatus } from '../../db/schema.js';
import type { ContentBundle } from '../../content/loader.js';
import { provenanceIn, type ProvenanceIn } from '../../content/local-provenance.js';
import { parseProvenance, presentAddedReason, presentHistoryReason } from '../../lib/provenance.js';
import type { AddingResponseRow, SequenceRow } from './onboarding.repository.js';

/**
 * The onboarding's texts in one language (decision 0117): the welcome and completion texts, each
 * survey's title and description by key from the content read in that language, and why a survey
 * was added in its survey's words. English answers the rows as they are.
 */
export interface OnboardingTexts {
  locale: Locale;
  welcome_text: string;
  completion_text: string;
  surveys: ReadonlyMap<string, { title: string; description: string }>;
  source: ProvenanceIn;
}

export function onboardingTexts(content: ContentBundle, locale: Locale): OnboardingTexts {
  const local = content.byLocale[locale];
  return {
    locale,
    welcome_text: local.onboarding.welcome_text,
    completion_text: local.onboarding.completion_text,
    surveys: new Map(local.surveys.map((s) => [s.key, s])),
    source: provenanceIn(content, locale),
  };
}

/** A survey's title in the language of `texts`. */
const titleIn = (texts: OnboardingTexts, s: { key: string; title: string }) =>
  (texts.locale !== 'en' && texts.surveys.get(s.key)?.title) || s.title;

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
            key: s.key,
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

function presentSurvey(s: SequenceRow, texts: OnboardingTexts): OnboardingState['surveys'][number] {
  const source = parseProvenance(s.source);
  return {
    _id: s.survey_id,
    title: titleIn(texts, s),
    description: (texts.locale !== 'en' && texts.surveys.get(s.key)?.description) || s.description,
    status: s.status,
    added_reason: source && presentAddedReason(texts.source(source)),
  };
}

/** Per response that added surveys: what it added and why, oldest first. */
function presentHistory(
  sequence: SequenceRow[],
  responses: AddingResponseRow[],
  texts: OnboardingTexts,
): OnboardingState['survey_history'] {
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
        survey_title: titleIn(texts, response),
        completed_at: response.completed_at,
        surveys: {},
      };
      history.set(response.id, entry);
    }
    entry.surveys[s.survey_id] = { title: titleIn(texts, s), ...presentHistoryReason(texts.source(source)) };
  }
  return [...history.values()].sort((a, b) => a.completed_at.localeCompare(b.completed_at));
}

/** The onboarding state as `GET /user/onboarding/status` answers it. */
export function presentOnboardingState(input: {
  status: OnboardingStatus;
  completionSeen: boolean;
  texts: OnboardingTexts;
  sequence: SequenceRow[];
  responses: AddingResponseRow[];
}): OnboardingState {
  const { status, sequence } = input;
  const surveys = sequence.map((s) => presentSurvey(s, input.texts));
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
    survey_history: presentHistory(sequence, input.responses, input.texts),
  };
}
