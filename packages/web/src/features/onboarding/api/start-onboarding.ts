import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { onboardingKeys } from './query-keys';

export function startOnboarding(): Promise<unknown> {
  return api.post('/user/onboarding/start', {});
}

/** 'Begin Onboarding': starts, then reloads the status (§4). */
export function useStartOnboardingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startOnboarding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
    onError: (error) => logger.error('Failed to start onboarding', { error }),
  });
}
