import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Exercise } from '@wellpath/shared/programs/wire';
import { api } from '@/lib/api-client';
import { exercisesKeys } from './query-keys';

export interface ExerciseFilters {
  category?: string;
  /** Search in names and summaries. */
  q?: string;
}

export async function getExercises(filters: ExerciseFilters): Promise<Exercise[]> {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  const query = params.toString();
  const data = await api.get<{ exercises?: Exercise[] }>(`/exercises${query ? `?${query}` : ''}`);
  return data?.exercises ?? [];
}

export const exercisesQueryOptions = (filters: ExerciseFilters) =>
  queryOptions({
    queryKey: exercisesKeys.list(filters),
    queryFn: () => getExercises(filters),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useExercisesQuery(filters: ExerciseFilters, enabled = true) {
  return useQuery({ ...exercisesQueryOptions(filters), enabled });
}
