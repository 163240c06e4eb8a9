import { useQuery } from '@tanstack/react-query';
import { apiQuery, useApiMutation } from '@/api/resources';
import type { ApiInput } from '@/lib/api-client';

type SaveFilterInput = ApiInput<'POST /staff/saved-filters'>['body'];

/** The signed-in staff member's saved filters of the member list (decision 0123): theirs alone. */
export function useSavedFiltersQuery() {
  return useQuery(apiQuery('GET /staff/saved-filters'));
}

/** Saves the list's filters under a name; the same name and filters again answer the saved one. */
export function useSaveFilterMutation() {
  return useApiMutation('POST /staff/saved-filters', (body: SaveFilterInput) => [{ body }]);
}

export function useDeleteSavedFilterMutation() {
  return useApiMutation('DELETE /staff/saved-filters/:id', (id: string) => [{ params: { id } }]);
}
