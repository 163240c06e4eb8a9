import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import type { BpReadingInput } from './create-bp-reading';
import { healthKeys } from './query-keys';
import type { BpReading } from './types';

export function updateBpReading({ id, ...input }: BpReadingInput & { id: string }): Promise<BpReading> {
  return api.put<BpReading>(`/healthtracking/bloodpressure/${encodeURIComponent(id)}`, input);
}

export function useUpdateBpReadingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBpReading,
    onError: (error) => logger.warn('Failed to update blood pressure reading', { error }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthKeys.bloodPressure() }),
  });
}
