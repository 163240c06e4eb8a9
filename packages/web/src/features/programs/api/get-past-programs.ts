import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { today as localToday } from '@/lib/dates';
import { programsKeys } from './query-keys';
import type { ProgramWithProgress } from './types';

/** Programmes the member finished or left, each with that run's progress. */
export async function getPastPrograms(today: string): Promise<ProgramWithProgress[]> {
  const data = await api.get<{ programs?: ProgramWithProgress[] }>(`/programs/past?today=${encodeURIComponent(today)}`);
  return data?.programs ?? [];
}

export const pastProgramsQueryOptions = (today: string) =>
  queryOptions({ queryKey: programsKeys.past(today), queryFn: () => getPastPrograms(today) });

export function usePastProgramsQuery() {
  return useQuery(pastProgramsQueryOptions(localToday()));
}
