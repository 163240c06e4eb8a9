import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { onboardingKeys } from './query-keys';

export function skipOnboardingSurvey(surveyId: string): Promise<unknown> {
  return api.post(`/user/onboarding/survey/${encodeURIComponent(surveyId)}/skip`, {});
}

/** 'Skip Anyway': the survey is passed over for now; the status reloads (§4). */
export function useSkipSurveyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipOnboardingSurvey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
    onError: (error, surveyId) => logger.error('Failed to skip survey', { surveyId, error }),
  });
}
