import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coachesKeys } from './query-keys';
import type { Coach } from './types';

/** A coach profile by id or key; an unknown one answers 404. */
export function getCoach(idOrKey: string): Promise<Coach> {
  return api.get<Coach>(`/coaches/${encodeURIComponent(idOrKey)}`);
}

export const coachQueryOptions = (idOrKey: string) =>
  queryOptions({ queryKey: coachesKeys.detail(idOrKey), queryFn: () => getCoach(idOrKey), staleTime: 10 * 60_000 });

export function useCoachQuery(idOrKey: string) {
  return useQuery(coachQueryOptions(idOrKey));
}
