import { needsUrgentCare, newestReading, standingCrisis } from '@wellpath/shared/health/blood-pressure';
import { Trans, useLingui } from '@lingui/react/macro';
import { CloudOff, HeartPulse } from 'lucide-react';
import { useState } from 'react';
import type { BpReading } from '@wellpath/shared/health/wire';
import { useMemberAlert } from '@/api/member-alerts';
import { useApiMutation } from '@/api/resources';
import { Card } from '@/components/ui/card';
import { CareTeamNotified } from '@/components/ui/care-team-notified';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { UndoToast } from '@/components/ui/undo-toast';
import { pageTitle } from '@/config/brand';
import { logger } from '@/lib/logger';
import { isWaiting, useBloodPressureQuery, useWaitingBpReadings, type SavedBpReading } from '../api/blood-pressure';
import { BpAverageCard } from '../components/bp-average-card';
import { BpChart } from '../components/bp-chart';
import { formatDateTime } from '../components/bp-format';
import { BpMeasureGuide } from '../components/bp-measure-guide';
import { BpReadingForm } from '../components/bp-reading-form';
import { BpReadingsList, WaitingReadingsList } from '../components/bp-readings-list';
import { ConfirmDeleteModal, measuredWhen, useDescribedEntryLog, type useEntryLog } from '../components/entry-log';
import { EntriesSection } from '../components/entry-list';
import { EntryFormCard } from '../components/form-parts';
import { MemberTarget } from '../components/member-target';
import { ReadingAdvice } from '../components/reading-advice';
import { UrgentAdvice } from '../components/urgent-advice';

/** /blood-pressure: log readings, the 7-day average and its category, a chart, the list and how to measure. */
export function BloodPressurePage() {
  const { t } = useLingui();
  const summary = useBloodPressureQuery();
  const remove = useApiMutation('DELETE /healthtracking/bloodpressure/:id', (id: string) => [{ params: { id } }], {
    onError: (error, id) => logger.error('Failed to delete blood pressure reading', { id, error }),
  });
  const [saved, setJustSaved] = useState<SavedBpReading | null>(null);
  // Readings logged offline, on this device until the connection is back.
  const waiting = useWaitingBpReadings();
  // A reading saved while offline is the server's once sent (the list then has it): no longer "just saved" as waiting.
  const justSaved = saved && isWaiting(saved) && !waiting.some((w) => w._id === saved._id) ? null : saved;
  const log = useReadingLog(remove, (reading) => {
    if (justSaved?._id === reading._id) setJustSaved(null);
  });

  const readings = summary.data?.readings ?? [];
  const everyReading = [...waiting, ...readings];
  // Advice to seek care: for the reading just saved, or the newest reading while it is above 180/120,
  // however old, the ones waiting on this device included: only a newer reading that is not in crisis takes it away.
  const urgent = justSaved && needsUrgentCare(justSaved.systolic, justSaved.diastolic) ? justSaved : standingCrisis(everyReading);
  // Advice on a low reading or pulse: for the reading just saved, else the newest.
  const latest = justSaved ?? newestReading(everyReading);
  const editingWhen = log.editing ? formatDateTime(log.editing.measured_at) : '';

  return (
    <div className="space-y-8">
      <title>{pageTitle(t`Blood Pressure`)}</title>
      <PageHeader
        title={t`Blood Pressure`}
        description={t`Log your home readings. Your 7-day average is compared with the Canadian guideline, and your care team sees how it changes over time.`}
      />

      {urgent && (
        <div className="space-y-2">
          <UrgentAdvice systolic={urgent.systolic} diastolic={urgent.diastolic} />
          {isWaiting(urgent) ? <NotSentYet /> : <CareTeamFollowUp />}
        </div>
      )}
      {latest && <ReadingAdvice reading={latest} />}
      <div aria-live="polite">{log.notice && <StatusMessage type={log.notice.type}>{log.notice.text}</StatusMessage>}</div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <EntryFormCard
          editing={log.editing}
          title={log.editing ? t`Edit reading` : t`Log a reading`}
          description={log.editing ? t`Correcting the reading of ${editingWhen}.` : undefined}
        >
          <BpReadingForm
            key={log.editing?._id ?? 'new'}
            editing={log.editing ?? undefined}
            onCancelEdit={log.stopEditing}
            onStartEntry={log.startedEntry}
            onSaved={(reading, wasEdit) => {
              setJustSaved(reading);
              const { systolic, diastolic } = reading;
              log.saved(
                wasEdit
                  ? t`Reading updated.`
                  : isWaiting(reading)
                    ? t`Reading saved on this device: ${systolic}/${diastolic} mm Hg. It will be sent when you are back online.`
                    : t`Reading saved: ${systolic}/${diastolic} mm Hg.`,
              );
            }}
          />
        </EntryFormCard>
        <div className="space-y-6">
          {summary.isPending && <Skeleton className="h-56 rounded-2xl" />}
          {summary.isSuccess && <BpAverageCard average={summary.data.average_7d} threshold={summary.data.threshold} />}
          <MemberTarget kind="blood_pressure" currentLabel={t`Your 7-day average:`} />
        </div>
      </div>

      {summary.isError && (
        <StatusMessage type="error">
          <Trans>Failed to load your blood pressure readings. Please try again later.</Trans>
        </StatusMessage>
      )}

      {summary.isSuccess && <ReadingsOverTime readings={readings} threshold={summary.data.threshold} />}

      <EntriesSection
        title={t`Your readings`}
        loadingLabel={t`Loading your readings`}
        query={summary}
        count={readings.length + waiting.length}
        emptyIcon={HeartPulse}
        empty={t`No readings yet. Measure as described below, then log each reading with the form above.`}
      >
        <WaitingReadingsList readings={waiting} />
        <BpReadingsList readings={readings} onEdit={log.edit} onDelete={log.askDelete} />
      </EntriesSection>
      <UndoToast offer={log.undo.offer} busy={log.undo.busy} onUndo={log.undo.onUndo} onDismiss={log.undo.onDismiss} />

      <BpMeasureGuide />

      <ConfirmDeleteModal title={t`Delete this reading?`} del={log.del}>
        {(reading) => <DeleteReadingText reading={reading} />}
      </ConfirmDeleteModal>
    </div>
  );
}

/** The confirmation's words for a reading. */
function DeleteReadingText({ reading }: { reading: BpReading }) {
  const { systolic, diastolic } = reading;
  const when = formatDateTime(reading.measured_at);
  return (
    <p>
      <Trans>
        The reading of {systolic}/{diastolic} mm Hg taken {when} will be removed. You can undo it for a few seconds afterwards.
      </Trans>
    </p>
  );
}

/**
 * Under the advice for a reading above 180/120 logged offline: nobody has been told yet, so the
 * member must not wait for the care team.
 */
function NotSentYet() {
  return (
    <div
      role="status"
      className="flex gap-2 rounded-xl border border-slate-300 bg-white px-4 py-3 text-sm text-slate-800"
      data-testid="not-sent-yet"
    >
      <CloudOff className="mt-0.5 size-4 shrink-0 text-slate-700" aria-hidden="true" />
      <p>
        <Trans>
          This reading is saved on this device only: your care team has not been told yet. It is sent as soon as you are back online. Do not
          wait for it: if you have chest pain, shortness of breath, weakness, or a change in vision or speech, call 911 now.
        </Trans>
      </p>
    </div>
  );
}

/** Under the advice for a reading above 180/120: the care team has been told, and when they saw it. */
function CareTeamFollowUp() {
  return <CareTeamNotified alert={useMemberAlert('bp_crisis')} />;
}

/** The readings' delete with undo, in the member's words; `afterDelete` once a reading is gone. */
function useReadingLog(remove: Parameters<typeof useEntryLog<BpReading>>[0], afterDelete: (reading: BpReading) => void) {
  const { t } = useLingui();
  const restore = useApiMutation('POST /healthtracking/bloodpressure/:id/restore', (id: string) => [{ params: { id } }], {
    onError: (error, id) => logger.error('Failed to restore blood pressure reading', { id, error }),
  });
  const words = {
    deleted: ({ when }: { when: string }) => t`The reading of ${when} was deleted.`,
    deleteFailed: t`The reading could not be deleted. Please try again.`,
    undoLabel: ({ when }: { when: string }) => t`Undo deleting the reading of ${when}`,
    restored: ({ when }: { when: string }) => t`The reading of ${when} is back.`,
    restoreFailed: t`The reading could not be put back. Please try again.`,
  };
  return useDescribedEntryLog<BpReading, { when: string }>({ remove, restore }, measuredWhen, words, afterDelete);
}

/** The readings on a chart against the threshold (BpChart has its table), or what appears once there is one. */
function ReadingsOverTime({ readings, threshold }: { readings: BpReading[]; threshold: Parameters<typeof BpChart>[0]['threshold'] }) {
  return (
    <section aria-labelledby="bp-chart-heading">
      <Card className="p-5 sm:p-6">
        <h2 id="bp-chart-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Readings over time</Trans>
        </h2>
        <div className="mt-4">
          {readings.length === 0 ? (
            <p className="text-sm text-slate-600">
              <Trans>Your chart appears here once you log a reading.</Trans>
            </p>
          ) : (
            <BpChart readings={readings} threshold={threshold} />
          )}
        </div>
      </Card>
    </section>
  );
}
