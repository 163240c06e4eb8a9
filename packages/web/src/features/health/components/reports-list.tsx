import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { LabReport } from '@wellpath/shared/health/wire';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { formatLongDate } from '@/lib/dates';
import { UndoToast } from '@/components/ui/undo-toast';
import { useDeleteReportMutation, useRestoreReportMutation } from '../api/blood-results';
import { sourceLabel } from './blood-format';
import { CriticalAdvice } from './critical-advice';
import { ConfirmDeleteModal, useConfirmedDelete, useUndoDelete } from './entry-log';

/** The report as its date, and its lab when named ("March 4, 2026, LifeLabs"): names it in messages. */
function describe(report: LabReport) {
  const day = formatLongDate(report.test_date);
  return report.lab_name ? `${day}, ${report.lab_name}` : day;
}

/**
 * The member's lab reports, newest first, each with the markers it holds, the urgent advice of any
 * critical result, and Delete (confirmed, then undone for a few seconds: decision 0036).
 */
export function ReportsList({
  reports,
  onRestored,
  decimals,
}: {
  reports: LabReport[];
  /** A report put back by its undo: the line that says so. */
  onRestored: (message: string) => void;
  /** The catalogue's decimals by marker key. */
  decimals?: ReadonlyMap<string, number>;
}) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const undo = useUndoDelete<LabReport>(useRestoreReportMutation(), {
    undoLabel: (report) => {
      const which = describe(report);
      return t`Undo deleting the lab report of ${which}`;
    },
    restored: (report) => {
      const which = describe(report);
      return t`The lab report of ${which} is back.`;
    },
    restoreFailed: t`The lab report could not be put back. Please try again.`,
    onNotice: (notice) => (notice.type === 'success' ? onRestored(notice.text) : setFailed(true)),
  });
  const del = useConfirmedDelete<LabReport>(useDeleteReportMutation(), {
    beforeDelete: () => setFailed(false),
    onDeleted: (report) => {
      const which = describe(report);
      // The undo toast says it, with Undo beside it.
      undo.offerFor(report, t`The lab report of ${which} was deleted.`);
    },
    onFailed: () => setFailed(true),
  });

  return (
    <>
      {failed && (
        <StatusMessage type="error">
          <Trans>The lab report could not be deleted or put back. Please try again.</Trans>
        </StatusMessage>
      )}
      {reports.length > 0 && (
        <section aria-labelledby="reports-heading">
          <h2 id="reports-heading" className="text-xl font-semibold text-slate-900">
            <Trans>Your lab reports</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Delete a report that was entered by mistake; its results are removed with it.</Trans>
          </p>
          <ul className="mt-4 space-y-3">
            {reports.map((report) => {
              const which = describe(report);
              const source = sourceLabel(report);
              const count = report.results.length;
              const names = report.results.map((r) => r.marker_name).join(', ');
              return (
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
                          {count > 0
                            ? t`${source} · ${plural(count, { one: '# result', other: '# results' })}: ${names}`
                            : t`${source} · ${plural(count, { one: '# result', other: '# results' })}`}
                        </p>
                      </div>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => del.ask(report)}
                        className="self-start sm:self-center"
                        aria-label={t`Delete the lab report of ${which}`}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                        <Trans>Delete</Trans>
                      </Button>
                    </div>
                    {report.results.some((r) => r.critical) && (
                      <ul className="mt-3 space-y-2" aria-label={t`Results that need prompt attention, ${which}`}>
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
              );
            })}
          </ul>
        </section>
      )}
      <UndoToast offer={undo.offer} busy={undo.busy} onUndo={undo.onUndo} onDismiss={undo.onDismiss} />
      <ConfirmDeleteModal title={t`Delete this lab report?`} del={del}>
        {(report) => {
          const which = describe(report);
          const count = report.results.length;
          return (
            <p>
              {count === 1
                ? t`The result of ${which} will be removed from your records. You can undo it for a few seconds afterwards.`
                : t`The ${count} results of ${which} will be removed from your records. You can undo it for a few seconds afterwards.`}
            </p>
          );
        }}
      </ConfirmDeleteModal>
    </>
  );
}
