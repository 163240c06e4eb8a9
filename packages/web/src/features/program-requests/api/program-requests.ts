import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, useApiMutation } from '@/api/resources';
import type { ApiInput } from '@/lib/api-client';
import { logger } from '@/lib/logger';

/** The member's requests with their status and the care team's reply. */
export function useProgramRequestsQuery() {
  return useQuery({
    ...apiQuery('GET /program-requests'),
    // Replies arrive from the care team at any time: ask again whenever the screen shows.
    refetchOnMount: 'always',
    select: (data) => data.requests,
  });
}

/** A request as the form sends it: a pillar id or slug only when it is about one pillar. */
export type ProgramRequestInput = ApiInput<'POST /program-requests'>['body'];

/** Sends a request; it is at the top of the list at once. */
export function useCreateProgramRequestMutation() {
  const queryClient = useQueryClient();
  return useApiMutation('POST /program-requests', (body: ProgramRequestInput) => [{ body }], {
    onSuccess: (created) => {
      queryClient.setQueryData(apiQuery('GET /program-requests').queryKey, (data) =>
        data ? { requests: [created, ...data.requests.filter((r) => r._id !== created._id)] } : data,
      );
    },
    onError: (error) => logger.error('Failed to send program request', { error }),
  });
}
