import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Droplet, FilePlus2, Upload } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BloodResult } from '@wellpath/shared/health/wire';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { pageTitle } from '@/config/brand';
import { isApiError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/dates';
import { useLatestResultsQuery, useMarkersQuery, useReportsQuery } from '../api/blood-results';
import { MARKER_CATEGORY_LABELS } from '@/components/labs/marker-categories';
import { MarkerHistoryView } from '../components/marker-history';
import { MarkerResultCard } from '../components/marker-result-card';
import { useTreatmentNotes } from '../components/medication-notes';
import { ReportsList } from '../components/reports-list';
import { BloodTargets } from '../components/member-target';

// The report form and the file import open on demand: their code loads when the member opens one,
// which keeps the screen's first load within the member budget (decision 0045).
const ImportPanel = lazy(() => import('../components/import-panel').then((m) => ({ default: m.ImportPanel })));
const LabReportForm = lazy(() => import('../components/lab-report-form').then((m) => ({ default: m.LabReportForm })));

type Panel = 'add' | 'import' | null;
const CATEGORY_ORDER = Object.keys(MARKER_CATEGORY_LABELS) as Array<BloodResult['category']>;

/** /blood-results: the latest value of each marker by category; a marker's history with ?marker=key. */
export function BloodResultsPage() {
  const [params] = useSearchParams();
  const marker = params.get('marker');
  const markers = useMarkersQuery();
  if (marker) return <MarkerHistoryView markerKey={marker} catalogue={markers.data} />;
  return <ResultsOverview />;
}

function ResultsOverview() {
  const { t } = useLingui();
  const markers = useMarkersQuery();
  const reports = useReportsQuery();
  const [panel, setPanel] = useState<Panel>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (panel) panelRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [panel]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const decimals = new Map((markers.data ?? []).map((m) => [m.key, m.decimals]));

  function open(next: Panel) {
    setNotice(null);
    setPanel((current) => (current === next ? null : next));
  }

  return (
    <div className="space-y-8">
      <title>{pageTitle(t`Blood Test Results`)}</title>
      <PageHeader
        title={t`Blood Test Results`}
        description={t`Your latest value for each marker, compared with its normal range. Open a marker to see how it has changed.`}
        actions={
          <>
            <Button onClick={() => open('add')} aria-expanded={panel === 'add'} aria-controls="blood-panel">
              <FilePlus2 className="size-4" aria-hidden="true" />
              <Trans>Add lab report</Trans>
            </Button>
            <Button variant="secondary" onClick={() => open('import')} aria-expanded={panel === 'import'} aria-controls="blood-panel">
              <Upload className="size-4" aria-hidden="true" />
              <Trans>Import a file</Trans>
            </Button>
          </>
        }
      />

      {notice && (
        <StatusMessage ref={noticeRef} type="success">
          {notice}
        </StatusMessage>
      )}

      <div id="blood-panel" ref={panelRef} className="scroll-mt-20">
        {panel && (
          <Card className="p-5 sm:p-6">
            {markers.isPending && <Skeleton className="h-40" />}
            {markers.isError && (
              <StatusMessage type="error">
                <Trans>The list of markers could not be loaded. Please try again later.</Trans>
              </StatusMessage>
            )}
            {markers.isSuccess && panel === 'add' && (
              <Suspense fallback={<Skeleton className="h-40" />}>
                <LabReportForm
                  markers={markers.data}
                  onCancel={() => setPanel(null)}
                  onSaved={(count, date) => {
                    setPanel(null);
                    const day = formatLongDate(date);
                    setNotice(t`Lab report saved: ${plural(count, { one: '# result', other: '# results' })} from the test of ${day}.`);
                  }}
                />
              </Suspense>
            )}
            {markers.isSuccess && panel === 'import' && (
              <>
                <Suspense fallback={<Skeleton className="h-40" />}>
                  <ImportPanel markers={markers.data} />
                </Suspense>
                <div className="mt-5 flex justify-end">
                  <Button variant="secondary" onClick={() => setPanel(null)}>
                    <Trans>Close</Trans>
                  </Button>
                </div>
              </>
            )}
          </Card>
        )}
      </div>

      <BloodTargets />

      <LatestResultsSection decimals={decimals} />

      {/* Rendered even with no report left: the undo of the last one's delete stays on screen. */}
      {reports.isSuccess && <ReportsList reports={reports.data} onRestored={setNotice} decimals={decimals} />}
    </div>
  );
}

/** The latest value of each marker, grouped by category, with the treatment notes beside LDL and HbA1c. */
function LatestResultsSection({ decimals }: { decimals: Map<string, number | undefined> }) {
  const { t, i18n } = useLingui();
  const latest = useLatestResultsQuery();
  const treatmentOf = useTreatmentNotes();
  const results = latest.data ?? [];
  const groups = CATEGORY_ORDER.map((category) => ({ category, results: results.filter((r) => r.category === category) })).filter(
    (g) => g.results.length > 0,
  );
  return (
    <section aria-label={t`Latest results`} className="space-y-6">
      {latest.isPending && (
        <div className="grid gap-4 md:grid-cols-2" role="status" aria-label={t`Loading blood test results`}>
          {[0, 1, 2, 3].map((i) => (
            <Card key={i} className="space-y-3 p-5">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-8 w-1/3" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-12 w-full" />
            </Card>
          ))}
        </div>
      )}
      {latest.isError && (
        <StatusMessage type="error">
          {(isApiError(latest.error) && latest.error.serverMessage) || t`Failed to load blood test results`}
        </StatusMessage>
      )}
      {latest.isSuccess && results.length === 0 && (
        <Card className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-800">
            <Droplet className="size-6" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <p className="font-semibold text-slate-900">
              <Trans>No blood test results yet</Trans>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>
                Add the values from your latest lab report with <strong className="font-semibold">Add lab report</strong>, or import the
                file your lab or patient portal gave you (FHIR .json or CSV). Your results will then appear here, grouped by category and
                compared with their normal ranges.
              </Trans>
            </p>
          </div>
        </Card>
      )}
      {groups.length > 0 && (
        // Categories flow in two balanced columns on wide screens, so short ones do not leave gaps.
        <div className="gap-6 md:columns-2">
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`category-${group.category}`} className="mb-8 break-inside-avoid">
              <h2 id={`category-${group.category}`} className="text-xl font-semibold text-slate-900">
                {i18n._(MARKER_CATEGORY_LABELS[group.category])}
              </h2>
              <ul className="mt-3 space-y-4">
                {group.results.map((result) => (
                  <li key={result._id}>
                    <MarkerResultCard
                      result={result}
                      decimals={decimals.get(result.marker_key)}
                      treatment={treatmentOf(result.marker_key)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
