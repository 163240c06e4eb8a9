import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { healthKeys } from './query-keys';

export function deleteActivity(id: string): Promise<void> {
  return api.delete<void>(`/healthtracking/activities/${encodeURIComponent(id)}`);
}

export function useDeleteActivityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    onError: (error, id) => logger.error('Failed to delete activity', { id, error }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: healthKeys.activities() }),
  });
}
