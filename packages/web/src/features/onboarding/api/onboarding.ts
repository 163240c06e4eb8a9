import { useQuery } from '@tanstack/react-query';
import { apiQuery, useApiMutation } from '@/api/resources';
import { logger } from '@/lib/logger';

/** The onboarding state (§4); a survey finished elsewhere refreshes it (see resources.ts). */
export function useOnboardingStatusQuery() {
  return useQuery(apiQuery('GET /user/onboarding/status'));
}

/** 'Begin Onboarding': starts, then the status reloads (§4). */
export function useStartOnboardingMutation() {
  return useApiMutation('POST /user/onboarding/start', () => [], {
    onError: (error) => logger.error('Failed to start onboarding', { error }),
  });
}

/** 'Skip Anyway': the survey is passed over for now; the status reloads (§4). */
export function useSkipSurveyMutation() {
  return useApiMutation('POST /user/onboarding/survey/:id/skip', (surveyId: string) => [{ params: { id: surveyId } }], {
    onError: (error, surveyId) => logger.error('Failed to skip survey', { surveyId, error }),
  });
}

/** 'Take Survey' on a skipped survey puts it back in the sequence; the status reloads (§4). */
export function useUnskipSurveyMutation() {
  return useApiMutation('POST /user/onboarding/survey/:id/unskip', (surveyId: string) => [{ params: { id: surveyId } }], {
    onError: (error, surveyId) => logger.error('Failed to unskip survey', { surveyId, error }),
  });
}

/** 'Continue your Journey': failures are only logged (§8); the banner hides either way. */
export function useMarkCompletionSeenMutation() {
  return useApiMutation('POST /user/onboarding/completion/seen', () => [], {
    onError: (error) => logger.error('Failed to mark onboarding completion as seen', { error }),
  });
}
