import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Exercise } from '@wellpath/shared/programs/wire';
import { api } from '@/lib/api-client';
import { exercisesKeys } from './query-keys';

/** One exercise by id or key. */
export function getExercise(id: string): Promise<Exercise> {
  return api.get<Exercise>(`/exercises/${encodeURIComponent(id)}`);
}

export const exerciseQueryOptions = (id: string) =>
  queryOptions({ queryKey: exercisesKeys.detail(id), queryFn: () => getExercise(id), staleTime: 10 * 60_000 });

export function useExerciseQuery(id: string) {
  return useQuery(exerciseQueryOptions(id));
}
