import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, useApiMutation } from '@/api/resources';

/**
 * Urgent alerts, worst first (the server's order): all of them (asked again every minute), or one member's
 * (not polled: each read of a member's alerts is a line in the access log).
 */
export function useAlertsQuery(query: { status: 'open' | 'all'; member_id?: string }) {
  return useQuery({
    ...apiQuery('GET /staff/alerts', { query }),
    refetchInterval: query.member_id ? false : 60_000,
    placeholderData: keepPreviousData,
    select: (data) => data.alerts,
  });
}

/**
 * The queue as the alerts page shows it: the alerts, how many could not be read, who may own one and
 * whether the clinic is open now; asked again every minute.
 */
export function useAlertQueueQuery(status: 'open' | 'all') {
  return useQuery({
    ...apiQuery('GET /staff/alerts', { query: { status } }),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** To me, to the clinicians' pool, or to a named clinician or administrator (their id). */
export function useAssignAlertMutation() {
  return useApiMutation('POST /staff/alerts/:id/assign', ({ id, to }: { id: string; to: string }) => [{ params: { id }, body: { to } }]);
}

export function useAcknowledgeAlertMutation() {
  return useApiMutation('POST /staff/alerts/:id/acknowledge', (id: string) => [{ params: { id } }]);
}

export function useResolveAlertMutation() {
  return useApiMutation('POST /staff/alerts/:id/resolve', ({ id, note }: { id: string; note: string }) => [
    { params: { id }, body: { note } },
  ]);
}

/**
 * Who an urgent alert raised now would reach (administrators): asked again every minute, so the
 * workspace says at once when nobody would be told.
 */
export function useAlertReachQuery(enabled: boolean) {
  return useQuery({ ...apiQuery('GET /staff/alerts/reach'), enabled, refetchInterval: 60_000 });
}
