import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Program } from '@wellpath/shared/programs/wire';
import { api } from '@/lib/api-client';
import { programsKeys } from './query-keys';

export interface CatalogueFilters {
  /** Pillar slug (or id). */
  pillar?: string;
  type?: 'standard' | 'exercise';
}

/** The programme catalogue, each with where the member stands on it (member_status). */
export async function getPrograms(filters: CatalogueFilters): Promise<Program[]> {
  const params = new URLSearchParams();
  if (filters.pillar) params.set('pillar', filters.pillar);
  if (filters.type) params.set('type', filters.type);
  const query = params.toString();
  const data = await api.get<{ programs?: Program[] }>(`/programs${query ? `?${query}` : ''}`);
  return data?.programs ?? [];
}

export const programsQueryOptions = (filters: CatalogueFilters) =>
  queryOptions({ queryKey: programsKeys.catalogue(filters), queryFn: () => getPrograms(filters), placeholderData: keepPreviousData });

export function useProgramsQuery(filters: CatalogueFilters) {
  return useQuery(programsQueryOptions(filters));
}
