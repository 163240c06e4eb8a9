import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pillar } from '@wellpath/shared/lifestyle/pillars';
import { api } from '@/lib/api-client';
import { programsKeys } from './query-keys';

/** The lifestyle pillars, for the catalogue's pillar filter. */
export async function getPillars(): Promise<Pillar[]> {
  const data = await api.get<Pillar[] | { pillars?: Pillar[] }>('/lifestyle/pillars');
  return Array.isArray(data) ? data : (data?.pillars ?? []);
}

export const pillarsQueryOptions = () => queryOptions({ queryKey: programsKeys.pillars(), queryFn: getPillars, staleTime: 10 * 60_000 });

export function usePillarsQuery() {
  return useQuery(pillarsQueryOptions());
}
