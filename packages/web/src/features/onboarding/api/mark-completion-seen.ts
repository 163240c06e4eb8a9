import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { onboardingKeys } from './query-keys';

export function markCompletionSeen(): Promise<unknown> {
  return api.post('/user/onboarding/completion/seen', {});
}

/** 'Continue your Journey': failures are only logged (§8); the banner hides either way. */
export function useMarkCompletionSeenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCompletionSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
    onError: (error) => logger.error('Failed to mark onboarding completion as seen', { error }),
  });
}
