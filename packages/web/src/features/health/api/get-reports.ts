import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { healthKeys } from './query-keys';
import type { LabReport } from './types';

/** The member's lab reports, each with its results. */
export async function getReports(): Promise<LabReport[]> {
  const data = await api.get<{ reports?: LabReport[] }>('/healthtracking/bloodpresults/reports');
  return data?.reports ?? [];
}

export const reportsQueryOptions = () => queryOptions({ queryKey: healthKeys.reports(), queryFn: getReports });

export function useReportsQuery() {
  return useQuery(reportsQueryOptions());
}
