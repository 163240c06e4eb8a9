import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { programsKeys } from './query-keys';
import type { SuggestedProgram } from './types';

/** §7 GET /api/surveys/suggested-programs. */
export async function getSuggestedPrograms(): Promise<SuggestedProgram[]> {
  const data = await api.get<{ suggested_programs?: SuggestedProgram[] }>('/surveys/suggested-programs');
  return data?.suggested_programs ?? [];
}

export const suggestedProgramsQueryOptions = () =>
  // Completing a survey elsewhere creates suggestions, so the home screen asks again each time it shows.
  queryOptions({ queryKey: programsKeys.suggested(), queryFn: getSuggestedPrograms, staleTime: 0 });

export function useSuggestedProgramsQuery() {
  return useQuery(suggestedProgramsQueryOptions());
}
