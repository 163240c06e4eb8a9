import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { healthKeys } from './query-keys';
import type { MarkerHistory } from './types';

/** One marker (by id or key) with the member's results for it, newest first. */
export function getMarkerHistory(marker: string): Promise<MarkerHistory> {
  return api.get<MarkerHistory>(`/healthtracking/bloodpresults/markers/${encodeURIComponent(marker)}/history`);
}

export const markerHistoryQueryOptions = (marker: string) =>
  queryOptions({ queryKey: healthKeys.history(marker), queryFn: () => getMarkerHistory(marker) });

export function useMarkerHistoryQuery(marker: string) {
  return useQuery(markerHistoryQueryOptions(marker));
}
