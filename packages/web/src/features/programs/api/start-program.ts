import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { today as localToday } from '@/lib/dates';
import { logger } from '@/lib/logger';
import { programsKeys } from './query-keys';
import type { ProgramWithProgress } from './types';

export interface StartProgramInput {
  programId: string;
  /** Starting a suggested programme sends `{ source: 'suggestion' }` (§4, §7). */
  fromSuggestion?: boolean;
}

/** §7 POST /api/programs/{id}/start; 409 PROGRAM_LIMIT_REACHED when two are already in progress. */
export function startProgram({ programId, fromSuggestion = false }: StartProgramInput): Promise<ProgramWithProgress> {
  return api.post<ProgramWithProgress>(
    `/programs/${encodeURIComponent(programId)}/start?today=${encodeURIComponent(localToday())}`,
    fromSuggestion ? { source: 'suggestion' } : {},
  );
}

export function useStartProgramMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startProgram,
    onError: (error, { programId }) => logger.error('Failed to start program', { programId, error }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: programsKeys.all }),
  });
}
