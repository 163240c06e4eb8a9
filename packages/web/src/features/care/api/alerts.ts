import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, useApiMutation } from '@/api/resources';

/** Urgent alerts, open first then newest: all of them, or one member's. Asked again every minute. */
export function useAlertsQuery(query: { status: 'open' | 'all'; member_id?: string }, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...apiQuery('GET /staff/alerts', { query }),
    enabled: options.enabled ?? true,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
    select: (data) => data.alerts,
  });
}

export function useAcknowledgeAlertMutation() {
  return useApiMutation('POST /staff/alerts/:id/acknowledge', (id: string) => [{ params: { id } }]);
}

export function useResolveAlertMutation() {
  return useApiMutation('POST /staff/alerts/:id/resolve', ({ id, note }: { id: string; note: string }) => [
    { params: { id }, body: { note } },
  ]);
}
