import { useQuery } from '@tanstack/react-query';
import type { OutcomesQuery } from '@wellpath/shared/outcomes/wire';
import { apiQuery } from '@/api/resources';
import { call } from '@/lib/api-client';

/** The engagement of a cohort in a period (every staff role; each read is in the access log). */
export function useEngagementQuery(q: OutcomesQuery) {
  return useQuery(apiQuery('GET /staff/outcomes/engagement', { query: q }));
}

/** The clinical outcomes of a cohort in a period (clinicians and administrators; logged). */
export function useClinicalOutcomesQuery(q: OutcomesQuery, enabled: boolean) {
  return useQuery({ ...apiQuery('GET /staff/outcomes/clinical', { query: q }), enabled });
}

export type OutcomesTable = 'measures' | 'funnel' | 'weekly_active' | 'figures';

/** Fetches a table as CSV (the download is in the access log) and saves it through the browser. */
export async function downloadOutcomesCsv(table: OutcomesTable, q: OutcomesQuery): Promise<void> {
  const { filename, csv } =
    table === 'measures'
      ? await call('GET /staff/outcomes/clinical/csv', { query: { ...q, table } })
      : await call('GET /staff/outcomes/engagement/csv', { query: { ...q, table } });
  // A byte-order mark, so spreadsheet programs read the accents of the French words as UTF-8.
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
