import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { healthKeys } from './query-keys';

export function deleteBpReading(id: string): Promise<void> {
  return api.delete<void>(`/healthtracking/bloodpressure/${encodeURIComponent(id)}`);
}

export function useDeleteBpReadingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBpReading,
    onError: (error, id) => logger.error('Failed to delete blood pressure reading', { id, error }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: healthKeys.bloodPressure() }),
  });
}
