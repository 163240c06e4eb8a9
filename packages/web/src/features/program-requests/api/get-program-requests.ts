import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramRequest } from '@wellpath/shared/programs/wire';
import { api } from '@/lib/api-client';
import { programRequestsKeys } from './query-keys';

/** The member's requests with their status and the care team's reply. */
export async function getProgramRequests(): Promise<ProgramRequest[]> {
  const data = await api.get<{ requests?: ProgramRequest[] }>('/program-requests');
  return data?.requests ?? [];
}

export const programRequestsQueryOptions = () =>
  // Replies arrive from the care team at any time: ask again whenever the screen shows.
  queryOptions({ queryKey: programRequestsKeys.list(), queryFn: getProgramRequests, staleTime: 0 });

export function useProgramRequestsQuery() {
  return useQuery(programRequestsQueryOptions());
}
