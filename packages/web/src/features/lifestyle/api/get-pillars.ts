import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pillar } from '@wellpath/shared/lifestyle/pillars';
import { api } from '@/lib/api-client';
import { lifestyleKeys } from './query-keys';

export async function getPillars(): Promise<Pillar[]> {
  const data = await api.get<Pillar[] | { pillars?: Pillar[] }>('/lifestyle/pillars');
  return Array.isArray(data) ? data : (data?.pillars ?? []);
}

export const pillarsQueryOptions = () => queryOptions({ queryKey: lifestyleKeys.pillars(), queryFn: getPillars });

/** All pillars with the member's is_active flag; the home list and the sidebar share this query. */
export function usePillarsQuery() {
  return useQuery(pillarsQueryOptions());
}
