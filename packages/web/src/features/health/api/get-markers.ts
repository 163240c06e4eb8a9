import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { healthKeys } from './query-keys';
import type { BloodMarker } from './types';

/** The marker catalogue: names, accepted units, decimals and the member's reference ranges. */
export async function getMarkers(): Promise<BloodMarker[]> {
  const data = await api.get<{ markers?: BloodMarker[] }>('/healthtracking/bloodpresults/markers');
  return data?.markers ?? [];
}

export const markersQueryOptions = () => queryOptions({ queryKey: healthKeys.markers(), queryFn: getMarkers, staleTime: 10 * 60_000 });

export function useMarkersQuery() {
  return useQuery(markersQueryOptions());
}
