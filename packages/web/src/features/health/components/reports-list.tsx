import { FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { LabReport } from '@wellpath/shared/health/wire';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { formatLongDate } from '@/lib/dates';
import { useDeleteReportMutation } from '../api/blood-results';
import { SOURCE_LABELS } from './blood-format';
import { CriticalAdvice } from './critical-advice';
import { ConfirmDeleteModal, useConfirmedDelete } from './entry-log';

function describe(report: LabReport) {
  return `${formatLongDate(report.test_date)}${report.lab_name ? `, ${report.lab_name}` : ''}`;
}

/**
 * The member's lab reports, newest first, each with the markers it holds, the urgent advice of any
 * critical result, and Delete (confirmed).
 */
export function ReportsList({
  reports,
  onDeleted,
  decimals,
}: {
  reports: LabReport[];
  onDeleted: (message: string) => void;
  /** The catalogue's decimals by marker key. */
  decimals?: ReadonlyMap<string, number>;
}) {
  const [failed, setFailed] = useState(false);
  const del = useConfirmedDelete<LabReport>(useDeleteReportMutation(), {
    beforeDelete: () => setFailed(false),
    onDeleted: (report) => onDeleted(`The lab report of ${describe(report)} was deleted.`),
    onFailed: () => setFailed(true),
  });

  return (
    <>
      {failed && (
        <StatusMessage type="error" className="mb-4">
          The lab report could not be deleted. Please try again.
        </StatusMessage>
      )}
      <ul className="space-y-3">
        {reports.map((report) => (
          <li key={report._id}>
            <Card className="p-4" data-testid="lab-report">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <FileText className="hidden size-6 shrink-0 text-slate-500 sm:block" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold text-slate-900">
                    {formatLongDate(report.test_date)}
                    {report.lab_name && <span className="font-normal text-slate-700"> · {report.lab_name}</span>}
                  </h3>
                  <p className="text-sm text-slate-600">
                    {SOURCE_LABELS[report.source]} · {report.results.length === 1 ? '1 result' : `${report.results.length} results`}
                    {report.results.length > 0 && `: ${report.results.map((r) => r.marker_name).join(', ')}`}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => del.ask(report)}
                  className="self-start sm:self-center"
                  aria-label={`Delete the lab report of ${describe(report)}`}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </Button>
              </div>
              {report.results.some((r) => r.critical) && (
                <ul className="mt-3 space-y-2" aria-label={`Results that need prompt attention, ${describe(report)}`}>
                  {report.results
                    .filter((r) => r.critical)
                    .map((r) => (
                      <li key={r._id}>
                        {/* Announced on the result card already: shown here without a second announcement. */}
                        <CriticalAdvice result={r} decimals={decimals?.get(r.marker_key)} announce={false} withName />
                      </li>
                    ))}
                </ul>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDeleteModal title="Delete this lab report?" del={del}>
        {(report) => (
          <p>
            The {report.results.length === 1 ? 'result' : `${report.results.length} results`} of {describe(report)} will be removed from
            your records. This cannot be undone.
          </p>
        )}
      </ConfirmDeleteModal>
    </>
  );
}
