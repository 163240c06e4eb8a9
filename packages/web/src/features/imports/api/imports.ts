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

/** Keeping the export's newest height (cm) on the profile. */
export function useSetHeightFromImport() {
  return useApiMutation('PUT /healthtracking/height', (heightCm: number) => [{ body: { height_cm: heightCm } }]);
}
