import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Program } from '@wellpath/shared/programs/wire';
import { api } from '@/lib/api-client';
import { lifestyleKeys } from './query-keys';

/** The catalogue's programmes of one pillar: `GET /api/programs?pillar={slug}`. */
export async function getPillarPrograms(slug: string): Promise<Program[]> {
  const data = await api.get<{ programs?: Program[] }>(`/programs?pillar=${encodeURIComponent(slug)}`);
  return data?.programs ?? [];
}

export const pillarProgramsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: lifestyleKeys.pillarPrograms(slug),
    queryFn: () => getPillarPrograms(slug),
    // The programmes area starts and finishes programmes without knowing this key: read afresh on each visit.
    staleTime: 0,
  });

export function usePillarProgramsQuery(slug: string, enabled = true) {
  return useQuery({ ...pillarProgramsQueryOptions(slug), enabled });
}
