import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { today as localToday } from '@/lib/dates';
import { logger } from '@/lib/logger';
import { programsKeys } from './query-keys';
import type { ProgramDetail } from './types';

/** Leaves a programme at any time; its tracking stays visible as a past run. */
export function leaveProgram(programId: string): Promise<ProgramDetail> {
  return api.post<ProgramDetail>(`/programs/${encodeURIComponent(programId)}/leave?today=${encodeURIComponent(localToday())}`);
}

export function useLeaveProgramMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveProgram,
    onError: (error, programId) => logger.error('Failed to leave program', { programId, error }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: programsKeys.all }),
  });
}
