import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgramRequest } from '@wellpath/shared/programs/wire';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { programRequestsKeys } from './query-keys';

export interface ProgramRequestInput {
  topic: string;
  /** A pillar id or slug; left out when the request is not about one pillar. */
  pillar_id?: string;
  message: string;
}

export function createProgramRequest(input: ProgramRequestInput): Promise<ProgramRequest> {
  return api.post<ProgramRequest>('/program-requests', input);
}

export function useCreateProgramRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgramRequest,
    onSuccess: (created) => {
      queryClient.setQueryData<ProgramRequest[]>(programRequestsKeys.list(), (list) =>
        list ? [created, ...list.filter((r) => r._id !== created._id)] : list,
      );
    },
    onError: (error) => logger.error('Failed to send program request', { error }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: programRequestsKeys.list() }),
  });
}
