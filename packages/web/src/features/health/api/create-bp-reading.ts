import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { healthKeys } from './query-keys';
import type { BpReading } from './types';

export interface BpReadingInput {
  systolic: number;
  diastolic: number;
  pulse?: number | null;
  /** ISO 8601 with the member's offset. */
  measured_at: string;
  arm?: 'left' | 'right' | null;
  notes?: string;
}

export function createBpReading(input: BpReadingInput): Promise<BpReading> {
  return api.post<BpReading>('/healthtracking/bloodpressure', input);
}

export function useCreateBpReadingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBpReading,
    onError: (error) => logger.warn('Failed to save blood pressure reading', { error }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthKeys.bloodPressure() }),
  });
}
