import { needsUrgentCare, newestReading, standingCrisis } from '@wellpath/shared/health/blood-pressure';
import { HeartPulse } from 'lucide-react';
import { useState } from 'react';
import type { BpReading } from '@wellpath/shared/health/wire';
import { useMemberAlert } from '@/api/member-alerts';
import { useApiMutation } from '@/api/resources';
import { Card } from '@/components/ui/card';
import { CareTeamNotified } from '@/components/ui/care-team-notified';
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
import { ConfirmDeleteModal, useEntryLog } from '../components/entry-log';
import { EntriesSection } from '../components/entry-list';
import { EntryFormCard } from '../components/form-parts';
import { ReadingAdvice } from '../components/reading-advice';
import { UrgentAdvice } from '../components/urgent-advice';

/** /blood-pressure: log readings, the 7-day average and its category, a chart, the list and how to measure. */
export function BloodPressurePage() {
  const summary = useBloodPressureQuery();
  const remove = useApiMutation('DELETE /healthtracking/bloodpressure/:id', (id: string) => [{ params: { id } }], {
    onError: (error, id) => logger.error('Failed to delete blood pressure reading', { id, error }),
  });
  const [justSaved, setJustSaved] = useState<BpReading | null>(null);
  const log = useEntryLog<BpReading>(remove, {
    deleted: (reading) => `The reading of ${formatDateTime(reading.measured_at)} was deleted.`,
    deleteFailed: 'The reading could not be deleted. Please try again.',
    afterDelete: (reading) => {
      if (justSaved?._id === reading._id) setJustSaved(null);
    },
  });

  const readings = summary.data?.readings ?? [];
  // Advice to seek care: for the reading just saved, or the newest reading while it is above 180/120,
  // however old: only a newer reading that is not in crisis takes it away.
  const urgent = justSaved && needsUrgentCare(justSaved.systolic, justSaved.diastolic) ? justSaved : standingCrisis(readings);
  // Advice on a low reading or pulse: for the reading just saved, else the newest.
  const latest = justSaved ?? newestReading(readings);

  return (
    <div className="space-y-8">
      <title>{pageTitle('Blood Pressure')}</title>
      <PageHeader
        title="Blood Pressure"
        description="Log your home readings. Your 7-day average is compared with the Canadian guideline, and your care team sees how it changes over time."
      />

      {urgent && (
        <div className="space-y-2">
          <UrgentAdvice systolic={urgent.systolic} diastolic={urgent.diastolic} />
          <CareTeamFollowUp />
        </div>
      )}
      {latest && <ReadingAdvice reading={latest} />}
      <div aria-live="polite">{log.notice && <StatusMessage type={log.notice.type}>{log.notice.text}</StatusMessage>}</div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <EntryFormCard
          editing={log.editing}
          title={log.editing ? 'Edit reading' : 'Log a reading'}
          description={log.editing ? `Correcting the reading of ${formatDateTime(log.editing.measured_at)}.` : undefined}
        >
          <BpReadingForm
            key={log.editing?._id ?? 'new'}
            editing={log.editing ?? undefined}
            onCancelEdit={log.stopEditing}
            onStartEntry={log.startedEntry}
            onSaved={(reading, wasEdit) => {
              setJustSaved(reading);
              log.saved(wasEdit ? 'Reading updated.' : `Reading saved: ${reading.systolic}/${reading.diastolic} mm Hg.`);
            }}
          />
        </EntryFormCard>
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

      <EntriesSection
        title="Your readings"
        loadingLabel="Loading your readings"
        query={summary}
        count={readings.length}
        emptyIcon={HeartPulse}
        empty="No readings yet. Measure as described below, then log each reading with the form above."
      >
        <BpReadingsList readings={readings} onEdit={log.edit} onDelete={log.askDelete} />
      </EntriesSection>

      <BpMeasureGuide />

      <ConfirmDeleteModal title="Delete this reading?" del={log.del}>
        {(reading) => (
          <p>
            The reading of {reading.systolic}/{reading.diastolic} mm Hg taken {formatDateTime(reading.measured_at)} will be removed. This
            cannot be undone.
          </p>
        )}
      </ConfirmDeleteModal>
    </div>
  );
}

/** Under the advice for a reading above 180/120: the care team has been told, and when they saw it. */
function CareTeamFollowUp() {
  return <CareTeamNotified alert={useMemberAlert('bp_crisis')} />;
}
