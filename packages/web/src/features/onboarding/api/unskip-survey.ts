import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { onboardingKeys } from './query-keys';

export function unskipOnboardingSurvey(surveyId: string): Promise<unknown> {
  return api.post(`/user/onboarding/survey/${encodeURIComponent(surveyId)}/unskip`, {});
}

/** 'Take Survey' on a skipped survey puts it back in the sequence; the status reloads (§4). */
export function useUnskipSurveyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unskipOnboardingSurvey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
    onError: (error, surveyId) => logger.error('Failed to unskip survey', { surveyId, error }),
  });
}
