import { useQuery, useQueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { apiQuery, useApiMutation } from './resources';

/** All pillars with the member's is_active flag; home, the sidebar, the pillar page and forms share it. */
export function usePillarsQuery() {
  return useQuery(apiQuery('GET /lifestyle/pillars'));
}

/** Switches a pillar on or off; every list of pillars updates straight away. Failures are only logged (§8). */
export function useTogglePillarMutation() {
  const queryClient = useQueryClient();
  return useApiMutation('POST /lifestyle/pillars/:id/toggle', (pillarId: string) => [{ params: { id: pillarId } }], {
    onSuccess: (result, pillarId) => {
      queryClient.setQueryData(apiQuery('GET /lifestyle/pillars').queryKey, (pillars) =>
        pillars?.map((p) => (p._id === pillarId ? { ...p, is_active: result.is_active } : p)),
      );
    },
    onError: (error, pillarId) => logger.error('Failed to toggle pillar', { pillarId, error }),
  });
}
