import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiInput } from '@/lib/api-client';
import { apiQuery } from './resources';

/** The catalogue's filters: a pillar (slug or id) and a type. */
export type CatalogueFilters = NonNullable<ApiInput<'GET /programs'>['query']>;

/**
 * The programme catalogue, each with where the member stands on it (member_status): the programmes
 * page filters it, a pillar page shows that pillar's. Starting, finishing or leaving a programme
 * anywhere refreshes it.
 */
export function useProgramsQuery(filters: CatalogueFilters, options: { enabled?: boolean; keepPrevious?: boolean } = {}) {
  return useQuery({
    ...apiQuery('GET /programs', { query: filters }),
    enabled: options.enabled ?? true,
    // Changing a filter keeps the last list on screen (dimmed) until the new one arrives.
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    select: (data) => data.programs,
  });
}
