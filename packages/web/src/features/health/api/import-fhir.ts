import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { healthKeys } from './query-keys';
import type { ImportResult } from './types';

/** Sends a FHIR R4 Bundle (the parsed JSON file itself) to be imported. */
export function importFhir(bundle: unknown): Promise<ImportResult> {
  return api.post<ImportResult>('/healthtracking/bloodpresults/import/fhir', bundle);
}

export function useImportFhirMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFhir,
    onError: (error) => logger.warn('FHIR import failed', { error }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthKeys.blood() }),
  });
}
