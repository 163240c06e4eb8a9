import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { today as localToday } from '@/lib/dates';
import { programsKeys } from './query-keys';
import type { ProgramWithProgress } from './types';

/** §7 GET /api/programs/in-progress; `today` is the member's local day (streaks, "can finish"). */
export async function getInProgressPrograms(today: string): Promise<ProgramWithProgress[]> {
  const data = await api.get<{ programs?: ProgramWithProgress[] }>(`/programs/in-progress?today=${encodeURIComponent(today)}`);
  return data?.programs ?? [];
}

export const inProgressProgramsQueryOptions = (today: string) =>
  queryOptions({ queryKey: programsKeys.inProgress(today), queryFn: () => getInProgressPrograms(today) });

export function useInProgressProgramsQuery() {
  return useQuery(inProgressProgramsQueryOptions(localToday()));
}
