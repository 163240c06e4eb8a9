import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Exercise } from '@wellpath/shared/programs/wire';
import { api } from '@/lib/api-client';
import { programsKeys } from './query-keys';

/** §7 GET /api/exercises?ids=: the exercises of a programme (the tracking popup shows their names). */
export async function getProgramExercises(ids: readonly string[]): Promise<Exercise[]> {
  if (ids.length === 0) return [];
  const data = await api.get<{ exercises?: Exercise[] }>(`/exercises?ids=${ids.map(encodeURIComponent).join(',')}`);
  return data?.exercises ?? [];
}

export const programExercisesQueryOptions = (ids: readonly string[]) =>
  queryOptions({ queryKey: programsKeys.exercises(ids), queryFn: () => getProgramExercises(ids), staleTime: 10 * 60_000 });

export function useProgramExercisesQuery(ids: readonly string[], enabled = true) {
  return useQuery({ ...programExercisesQueryOptions(ids), enabled: enabled && ids.length > 0 });
}
