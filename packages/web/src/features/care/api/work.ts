import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, useApiMutation } from '@/api/resources';

/** How often the counts in the tab title and the navigation are read again while the workspace is open. */
const COUNTS_EVERY_MS = 60_000;

/** My work: what is mine and what of the pool is due, worst first, with its counts (decision 0100). */
export function useWorkQuery() {
  return useQuery({ ...apiQuery('GET /staff/work'), refetchInterval: COUNTS_EVERY_MS });
}

/** The count the tab title and the navigation show: the length of My work; null until it is known. */
export function useWorkCount(): number | null {
  const work = useWorkQuery();
  return work.data ? work.data.counts.total : null;
}

/** Gives a programme request its owner: 'me', 'pool' or a staff member's id. */
export function useAssignRequestMutation() {
  return useApiMutation('POST /staff/requests/:id/assign', ({ id, to }: { id: string; to: string }) => [{ params: { id }, body: { to } }]);
}

/** Gives a thread its owner ('me': take it over); the thread on screen is the one the server answers. */
export function useAssignThreadMutation(id: string) {
  const queryClient = useQueryClient();
  return useApiMutation('POST /staff/threads/:id/assign', (to: string) => [{ params: { id }, body: { to } }], {
    onSuccess: (thread) => queryClient.setQueryData(apiQuery('GET /staff/threads/:id', { params: { id } }).queryKey, thread),
  });
}
