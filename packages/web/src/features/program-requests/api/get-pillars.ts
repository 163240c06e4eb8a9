import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pillar } from '@wellpath/shared/lifestyle/pillars';
import { api } from '@/lib/api-client';
import { programRequestsKeys } from './query-keys';

/** The lifestyle pillars, for the request form's optional pillar. */
export async function getPillars(): Promise<Pillar[]> {
  const data = await api.get<Pillar[] | { pillars?: Pillar[] }>('/lifestyle/pillars');
  return Array.isArray(data) ? data : (data?.pillars ?? []);
}

export const pillarsQueryOptions = () =>
  queryOptions({ queryKey: programRequestsKeys.pillars(), queryFn: getPillars, staleTime: 10 * 60_000 });

export function usePillarsQuery() {
  return useQuery(pillarsQueryOptions());
}
