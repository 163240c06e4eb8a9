import { needsUrgentCare } from '@wellpath/shared/health/blood-pressure';
import { HeartPulse } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { BpReading } from '@wellpath/shared/health/wire';
import { useApiMutation } from '@/api/resources';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { pageTitle } from '@/config/brand';
import { logger } from '@/lib/logger';
import { useBloodPressureQuery } from '../api/blood-pressure';
import { BpAverageCard } from '../components/bp-average-card';
import { BpChart } from '../components/bp-chart';
import { formatDateTime } from '../components/bp-format';
import { BpMeasureGuide } from '../components/bp-measure-guide';
import { BpReadingForm } from '../components/bp-reading-form';
import { BpReadingsList } from '../components/bp-readings-list';
import { UrgentAdvice } from '../components/urgent-advice';

const DAY = 86_400_000;

/** /blood-pressure: log readings, the 7-day average and its category, a chart, the list and how to measure. */
export function BloodPressurePage() {
  const summary = useBloodPressureQuery();
  const remove = useApiMutation('DELETE /healthtracking/bloodpressure/:id', (id: string) => [{ params: { id } }], {
    onError: (error, id) => logger.error('Failed to delete blood pressure reading', { id, error }),
  });
  const [editing, setEditing] = useState<BpReading | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<BpReading | null>(null);
  const [justSaved, setJustSaved] = useState<BpReading | null>(null);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const [openedAt] = useState(() => Date.now());

  useEffect(() => {
    if (!editing) return;
    formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [editing]);

  const readings = summary.data?.readings ?? [];
  const newest = readings[0];
  // Advice to seek care: for the reading just saved, or the newest reading of the last day.
  const urgent =
    justSaved && needsUrgentCare(justSaved.systolic, justSaved.diastolic)
      ? justSaved
      : newest && needsUrgentCare(newest.systolic, newest.diastolic) && openedAt - new Date(newest.measured_at).getTime() < DAY
        ? newest
        : null;

  function onDeleteConfirmed() {
    if (!confirmDelete) return;
    const reading = confirmDelete;
    remove.mutate(reading._id, {
      onSuccess: () => {
        setConfirmDelete(null);
        if (editing?._id === reading._id) setEditing(null);
        if (justSaved?._id === reading._id) setJustSaved(null);
        setNotice({ type: 'success', text: `The reading of ${formatDateTime(reading.measured_at)} was deleted.` });
      },
      onError: () => {
        setConfirmDelete(null);
        setNotice({ type: 'error', text: 'The reading could not be deleted. Please try again.' });
      },
    });
  }

  return (
    <div className="space-y-8">
      <title>{pageTitle('Blood Pressure')}</title>
      <PageHeader
        title="Blood Pressure"
        description="Log your home readings. Your 7-day average is compared with the Canadian guideline, and your care team sees how it changes over time."
      />

      {urgent && <UrgentAdvice systolic={urgent.systolic} diastolic={urgent.diastolic} />}
      <div aria-live="polite">{notice && <StatusMessage type={notice.type}>{notice.text}</StatusMessage>}</div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div ref={formRef} className="scroll-mt-20">
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">{editing ? 'Edit reading' : 'Log a reading'}</h2>
            {editing && <p className="mt-1 text-sm text-slate-600">Correcting the reading of {formatDateTime(editing.measured_at)}.</p>}
            <div className="mt-4">
              <BpReadingForm
                key={editing?._id ?? 'new'}
                editing={editing ?? undefined}
                onCancelEdit={() => setEditing(null)}
                onSaved={(reading, wasEdit) => {
                  setEditing(null);
                  setJustSaved(reading);
                  setNotice({
                    type: 'success',
                    text: wasEdit ? 'Reading updated.' : `Reading saved: ${reading.systolic}/${reading.diastolic} mm Hg.`,
                  });
                }}
              />
            </div>
          </Card>
        </div>
        <div className="space-y-6">
          {summary.isPending && <Skeleton className="h-56 rounded-2xl" />}
          {summary.isSuccess && <BpAverageCard average={summary.data.average_7d} threshold={summary.data.threshold} />}
        </div>
      </div>

      {summary.isError && <StatusMessage type="error">Failed to load your blood pressure readings. Please try again later.</StatusMessage>}

      {summary.isSuccess && (
        <section aria-labelledby="bp-chart-heading">
          <Card className="p-5 sm:p-6">
            <h2 id="bp-chart-heading" className="text-lg font-semibold text-slate-900">
              Readings over time
            </h2>
            <div className="mt-4">
              {readings.length === 0 ? (
                <p className="text-sm text-slate-600">Your chart appears here once you log a reading.</p>
              ) : (
                <BpChart readings={readings} threshold={summary.data.threshold} />
              )}
            </div>
          </Card>
        </section>
      )}

      <section aria-labelledby="bp-list-heading">
        <h2 id="bp-list-heading" className="text-xl font-semibold text-slate-900">
          Your readings
        </h2>
        <div className="mt-3">
          {summary.isPending && (
            <div className="space-y-3" role="status" aria-label="Loading your readings">
              <Skeleton className="h-16 rounded-xl" />
              <Skeleton className="h-16 rounded-xl" />
            </div>
          )}
          {summary.isSuccess && readings.length === 0 && (
            <Card className="flex items-center gap-4 p-5 text-sm">
              <HeartPulse className="size-6 shrink-0 text-teal-700" aria-hidden="true" />
              <p className="text-slate-700">No readings yet. Measure as described below, then log each reading with the form above.</p>
            </Card>
          )}
          {summary.isSuccess && readings.length > 0 && (
            <Card className="px-5 py-1 sm:px-6">
              <BpReadingsList
                readings={readings}
                onEdit={(r) => {
                  setNotice(null);
                  setEditing(r);
                }}
                onDelete={(r) => {
                  setNotice(null);
                  setConfirmDelete(r);
                }}
              />
            </Card>
          )}
        </div>
      </section>

      <BpMeasureGuide />

      <Modal
        open={confirmDelete !== null}
        title="Delete this reading?"
        confirmLabel="Delete"
        confirmVariant="danger"
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={onDeleteConfirmed}
      >
        {confirmDelete && (
          <p>
            The reading of {confirmDelete.systolic}/{confirmDelete.diastolic} mm Hg taken {formatDateTime(confirmDelete.measured_at)} will
            be removed. This cannot be undone.
          </p>
        )}
      </Modal>
    </div>
  );
}
