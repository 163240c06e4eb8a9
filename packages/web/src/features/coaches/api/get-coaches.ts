import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coachesKeys } from './query-keys';
import type { CoachSummary } from './types';

/** The care team. */
export async function getCoaches(): Promise<CoachSummary[]> {
  const data = await api.get<{ coaches?: CoachSummary[] }>('/coaches');
  return data?.coaches ?? [];
}

export const coachesQueryOptions = () => queryOptions({ queryKey: coachesKeys.list(), queryFn: getCoaches, staleTime: 10 * 60_000 });

export function useCoachesQuery() {
  return useQuery(coachesQueryOptions());
}
