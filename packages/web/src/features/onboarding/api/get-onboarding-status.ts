import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingState } from '@wellpath/shared/surveys/wire';
import { api } from '@/lib/api-client';
import { onboardingKeys } from './query-keys';

export function getOnboardingStatus(): Promise<OnboardingState> {
  return api.get<OnboardingState>('/user/onboarding/status');
}

// The banner reloads on every visit to the home screen: a survey finished elsewhere moves it on.
export const onboardingStatusQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.status(), queryFn: getOnboardingStatus, staleTime: 0, refetchOnMount: 'always' });

export function useOnboardingStatusQuery() {
  return useQuery(onboardingStatusQueryOptions());
}
