import { FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { LabReport } from '@wellpath/shared/health/wire';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { StatusMessage } from '@/components/ui/status-message';
import { formatLongDate } from '@/lib/dates';
import { useDeleteReportMutation } from '../api/blood-results';
import { SOURCE_LABELS } from './blood-format';

/** The member's lab reports, newest first, each with the markers it holds and Delete (confirmed). */
export function ReportsList({ reports, onDeleted }: { reports: LabReport[]; onDeleted: (message: string) => void }) {
  const remove = useDeleteReportMutation();
  const [confirm, setConfirm] = useState<LabReport | null>(null);
  const [failed, setFailed] = useState(false);

  function describe(report: LabReport) {
    return `${formatLongDate(report.test_date)}${report.lab_name ? `, ${report.lab_name}` : ''}`;
  }

  function onConfirm() {
    if (!confirm) return;
    const report = confirm;
    setFailed(false);
    remove.mutate(report._id, {
      onSuccess: () => {
        setConfirm(null);
        onDeleted(`The lab report of ${describe(report)} was deleted.`);
      },
      onError: () => {
        setConfirm(null);
        setFailed(true);
      },
    });
  }

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
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="lab-report">
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
                onClick={() => setConfirm(report)}
                className="self-start sm:self-center"
                aria-label={`Delete the lab report of ${describe(report)}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <Modal
        open={confirm !== null}
        title="Delete this lab report?"
        confirmLabel="Delete"
        confirmVariant="danger"
        busy={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={onConfirm}
      >
        {confirm && (
          <p>
            The {confirm.results.length === 1 ? 'result' : `${confirm.results.length} results`} of {describe(confirm)} will be removed from
            your records. This cannot be undone.
          </p>
        )}
      </Modal>
    </>
  );
}
