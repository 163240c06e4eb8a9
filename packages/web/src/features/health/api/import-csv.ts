import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { healthKeys } from './query-keys';
import type { ImportResult } from './types';

/** Sends the text of a CSV file; the server imports all rows or none. */
export function importCsv(csv: string): Promise<ImportResult> {
  return api.post<ImportResult>('/healthtracking/bloodpresults/import/csv', { csv });
}

export function useImportCsvMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCsv,
    onError: (error) => logger.warn('CSV import failed', { error }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthKeys.blood() }),
  });
}
