import { useQuery } from '@tanstack/react-query';
import type { SnoozeBody } from '@wellpath/shared/outreach/wire';
import { apiQuery, useApiMutation } from '@/api/resources';

/** Members who have gone quiet, most in need first (decision 0099; each view is in the access log). */
export function useOutreachQueueQuery() {
  return useQuery(apiQuery('GET /staff/outreach'));
}

/** How many members are in the queue, for the workspace's navigation. */
export function useOutreachCountQuery(enabled: boolean) {
  return useQuery({ ...apiQuery('GET /staff/outreach/count'), enabled });
}

export function useCheckInMutation() {
  return useApiMutation('POST /staff/members/:id/outreach/check-in', (id: string) => [{ params: { id }, body: {} }]);
}

export function useSnoozeMutation() {
  return useApiMutation('POST /staff/members/:id/outreach/snooze', ({ id, body }: { id: string; body: SnoozeBody }) => [
    { params: { id }, body },
  ]);
}

export function useReachedMutation() {
  return useApiMutation('POST /staff/members/:id/outreach/reached', (id: string) => [{ params: { id }, body: {} }]);
}
