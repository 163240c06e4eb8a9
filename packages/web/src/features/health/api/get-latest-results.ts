import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { healthKeys } from './query-keys';
import type { BloodResult } from './types';

/** §7: the newest value of each marker the member has. */
export async function getLatestResults(): Promise<BloodResult[]> {
  const data = await api.get<{ results?: BloodResult[] }>('/healthtracking/bloodpresults/latest');
  return data?.results ?? [];
}

export const latestResultsQueryOptions = () => queryOptions({ queryKey: healthKeys.latest(), queryFn: getLatestResults });

export function useLatestResultsQuery() {
  return useQuery(latestResultsQueryOptions());
}
