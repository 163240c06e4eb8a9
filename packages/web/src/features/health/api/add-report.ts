import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { healthKeys } from './query-keys';
import type { BloodResult } from './types';

export interface LabReportInput {
  test_date: string;
  lab_name?: string;
  values: Array<{ marker_id: string; value: number; unit: string }>;
}

export function addReport(input: LabReportInput): Promise<{ report_id: string; results: BloodResult[] }> {
  return api.post<{ report_id: string; results: BloodResult[] }>('/healthtracking/bloodpresults/reports', input);
}

/** Saves a lab report typed in by the member; every blood result list is read again. */
export function useAddReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReport,
    onError: (error) => logger.warn('Failed to save lab report', { error }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthKeys.blood() }),
  });
}
