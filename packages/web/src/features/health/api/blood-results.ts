import { useQuery } from '@tanstack/react-query';
import type { CsvImportBody, LabReportBody } from '@wellpath/shared/health/wire';
import { apiQuery, useApiMutation } from '@/api/resources';
import type { ApiOutput } from '@/lib/api-client';
import { logger } from '@/lib/logger';

// The selectors are the same functions on every render: given a new one, the query picks its part out
// again and compares it with the last one value by value (the whole marker catalogue)
// each time a component using it renders (issue 39).
const latestResults = (data: ApiOutput<'GET /healthtracking/bloodpresults/latest'>) => data.results;
const markers = (data: ApiOutput<'GET /healthtracking/bloodpresults/markers'>) => data.markers;
const reports = (data: ApiOutput<'GET /healthtracking/bloodpresults/reports'>) => data.reports;

/** §7: the newest value of each marker the member has. */
export function useLatestResultsQuery() {
  return useQuery({ ...apiQuery('GET /healthtracking/bloodpresults/latest'), select: latestResults });
}

/** The marker catalogue: names, accepted units, decimals and the member's reference ranges. */
export function useMarkersQuery() {
  return useQuery({ ...apiQuery('GET /healthtracking/bloodpresults/markers'), staleTime: 10 * 60_000, select: markers });
}

/** One marker (by id or key) with the member's results for it, newest first. */
export function useMarkerHistoryQuery(marker: string) {
  return useQuery(apiQuery('GET /healthtracking/bloodpresults/markers/:id/history', { params: { id: marker } }));
}

/** The member's lab reports, each with its results. */
export function useReportsQuery() {
  return useQuery({ ...apiQuery('GET /healthtracking/bloodpresults/reports'), select: reports });
}

/** Saves a lab report typed in by the member; every blood result list is read again. */
export function useAddReportMutation() {
  return useApiMutation('POST /healthtracking/bloodpresults/reports', (body: LabReportBody) => [{ body }], {
    onError: (error) => logger.warn('Failed to save lab report', { error }),
  });
}

/** Deletes a lab report and its results. */
export function useDeleteReportMutation() {
  return useApiMutation('DELETE /healthtracking/bloodpresults/reports/:id', (reportId: string) => [{ params: { id: reportId } }], {
    onError: (error, reportId) => logger.error('Failed to delete lab report', { reportId, error }),
  });
}

/** Puts a deleted report back as it was (its undo, decision 0036). */
export function useRestoreReportMutation() {
  return useApiMutation('POST /healthtracking/bloodpresults/reports/:id/restore', (reportId: string) => [{ params: { id: reportId } }], {
    onError: (error, reportId) => logger.error('Failed to restore lab report', { reportId, error }),
  });
}

/** Sends a FHIR R4 Bundle (the parsed JSON file itself) to be imported. */
export function useImportFhirMutation() {
  return useApiMutation('POST /healthtracking/bloodpresults/import/fhir', (bundle: unknown) => [{ body: bundle }], {
    onError: (error) => logger.warn('FHIR import failed', { error }),
  });
}

/** What importing a CSV file (with the columns chosen) would do, row by row; the server stores nothing. */
export function usePreviewCsvMutation() {
  return useApiMutation('POST /healthtracking/bloodpresults/import/csv/preview', (body: CsvImportBody) => [{ body }], {
    onError: (error) => logger.warn('CSV preview failed', { error }),
  });
}

/** Imports a CSV file with the columns the member confirmed: the good rows are stored, the refused ones listed. */
export function useImportCsvMutation() {
  return useApiMutation('POST /healthtracking/bloodpresults/import/csv', (body: CsvImportBody) => [{ body }], {
    onError: (error) => logger.warn('CSV import failed', { error }),
  });
}
