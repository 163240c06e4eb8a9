import { useQuery } from '@tanstack/react-query';
import { apiQuery, useApiMutation } from '@/api/resources';

/** The member's imports from apps, newest first (the history). */
export function useImportsQuery() {
  return useQuery(apiQuery('GET /healthtracking/imports'));
}

/** Undoing a whole import: every value it stored goes. */
export function useUndoImport() {
  return useApiMutation('POST /healthtracking/imports/:id/undo', (id: string) => [{ params: { id } }]);
}
