import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { healthKeys } from './query-keys';
import type { BpSummary } from './types';

/** Readings (newest first), the 7-day average with its category, and Hypertension Canada's threshold. */
export function getBloodPressure(): Promise<BpSummary> {
  return api.get<BpSummary>('/healthtracking/bloodpressure');
}

export const bloodPressureQueryOptions = () => queryOptions({ queryKey: healthKeys.bloodPressure(), queryFn: getBloodPressure });

export function useBloodPressureQuery() {
  return useQuery(bloodPressureQueryOptions());
}
