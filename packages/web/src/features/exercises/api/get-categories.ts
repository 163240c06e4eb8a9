import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EXERCISE_CATEGORIES } from '@wellpath/shared/programs/definition';
import { api } from '@/lib/api-client';
import { exercisesKeys } from './query-keys';

export type ExerciseCategory = (typeof EXERCISE_CATEGORIES)[number];
export interface CategoryCount {
  category: ExerciseCategory;
  count: number;
}

/** The five categories with how many exercises each holds. */
export async function getExerciseCategories(): Promise<CategoryCount[]> {
  const data = await api.get<{ categories?: CategoryCount[] }>('/exercises/categories');
  return data?.categories ?? [];
}

export const exerciseCategoriesQueryOptions = () =>
  queryOptions({ queryKey: exercisesKeys.categories(), queryFn: getExerciseCategories, staleTime: 10 * 60_000 });

export function useExerciseCategoriesQuery() {
  return useQuery(exerciseCategoriesQueryOptions());
}
