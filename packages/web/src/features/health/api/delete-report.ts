import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { healthKeys } from './query-keys';

export function deleteReport(reportId: string): Promise<void> {
  return api.delete<void>(`/healthtracking/bloodpresults/reports/${encodeURIComponent(reportId)}`);
}

/** Deletes a lab report and its results. */
export function useDeleteReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onError: (error, reportId) => logger.error('Failed to delete lab report', { reportId, error }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: healthKeys.blood() }),
  });
}
