import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import type { ActivityInput } from './create-activity';
import { healthKeys } from './query-keys';
import type { Activity } from './types';

export function updateActivity({ id, ...input }: ActivityInput & { id: string }): Promise<Activity> {
  return api.put<Activity>(`/healthtracking/activities/${encodeURIComponent(id)}`, input);
}

export function useUpdateActivityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActivity,
    onError: (error) => logger.warn('Failed to update activity', { error }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthKeys.activities() }),
  });
}
