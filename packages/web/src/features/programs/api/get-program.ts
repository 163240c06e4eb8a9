import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { today as localToday } from '@/lib/dates';
import { programsKeys } from './query-keys';
import type { ProgramDetail } from './types';

/** One programme with the member's active run (or null) and past runs. */
export async function getProgram(id: string, today: string): Promise<ProgramDetail> {
  const data = await api.get<ProgramDetail>(`/programs/${encodeURIComponent(id)}?today=${encodeURIComponent(today)}`);
  return { program: data.program, progress: data.progress ?? null, past: data.past ?? [] };
}

export const programQueryOptions = (id: string, today: string) =>
  queryOptions({ queryKey: programsKeys.detail(id, today), queryFn: () => getProgram(id, today) });

export function useProgramQuery(id: string) {
  return useQuery(programQueryOptions(id, localToday()));
}
