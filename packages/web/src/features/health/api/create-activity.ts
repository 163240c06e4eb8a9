import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityBody } from '@wellpath/shared/health/activity';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { healthKeys } from './query-keys';
import type { Activity } from './types';

export type ActivityInput = Omit<ActivityBody, 'notes'> & { notes?: string };

export function createActivity(input: ActivityInput): Promise<Activity> {
  return api.post<Activity>('/healthtracking/activities', input);
}

export function useCreateActivityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    onError: (error) => logger.warn('Failed to save activity', { error }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthKeys.activities() }),
  });
}
