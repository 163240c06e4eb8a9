import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Exercise } from '@wellpath/shared/programs/wire';
import { apiQuery } from '@/api/resources';

/** The library changes only with the clinic's content, so it is read again at most every ten minutes. */
const LIBRARY_STALE_TIME = 10 * 60_000;

export type ExerciseCategory = Exercise['category'];

/** The five categories with how many exercises each holds. */
export function useExerciseCategoriesQuery() {
  return useQuery({ ...apiQuery('GET /exercises/categories'), staleTime: LIBRARY_STALE_TIME, select: (data) => data.categories });
}

/** The exercises of a category, or those matching a search in names and summaries. */
export function useExercisesQuery(filters: { category?: ExerciseCategory; q?: string }, enabled = true) {
  return useQuery({
    ...apiQuery('GET /exercises', { query: filters }),
    enabled,
    staleTime: LIBRARY_STALE_TIME,
    placeholderData: keepPreviousData,
    select: (data) => data.exercises,
  });
}

/** One exercise by id or key. */
export function useExerciseQuery(id: string) {
  return useQuery({ ...apiQuery('GET /exercises/:id', { params: { id } }), staleTime: LIBRARY_STALE_TIME });
}
