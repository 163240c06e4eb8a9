import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { today as localToday } from '@/lib/dates';
import { logger } from '@/lib/logger';
import { programsKeys } from './query-keys';
import type { ProgramDetail } from './types';

/** Finishes a programme; the server allows it on or after its end date (progress.can_finish). */
export function finishProgram(programId: string): Promise<ProgramDetail> {
  return api.post<ProgramDetail>(`/programs/${encodeURIComponent(programId)}/finish?today=${encodeURIComponent(localToday())}`);
}

export function useFinishProgramMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishProgram,
    onError: (error, programId) => logger.error('Failed to finish program', { programId, error }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: programsKeys.all }),
  });
}
