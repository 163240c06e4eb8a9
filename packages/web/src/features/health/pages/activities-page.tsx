import { Trans, useLingui } from '@lingui/react/macro';
import { Footprints } from 'lucide-react';
import { useState } from 'react';
import type { Activity } from '@wellpath/shared/health/wire';
import { useApiMutation } from '@/api/resources';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { UndoToast } from '@/components/ui/undo-toast';
import { pageTitle } from '@/config/brand';
import { formatLongDate, today } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';
import { logger } from '@/lib/logger';
import { useActivitiesQuery } from '../api/activities';
import { ActivityForm } from '../components/activity-form';
import { ACTIVITY_TYPE_LABELS } from '../components/activity-format';
import { ActivityList } from '../components/activity-list';
import { ActivityWeekSummary } from '../components/activity-week-summary';
import { ProgrammeMinutesList } from '../components/programme-minutes';
import { ConfirmDeleteModal, useDescribedEntryLog } from '../components/entry-log';
import { EntriesSection } from '../components/entry-list';
import { EntryFormCard } from '../components/form-parts';
import { WeeklyBarChart } from '../components/weekly-bar-chart';
import { sourcesNote } from '@/components/value-source';

const WEEKS = 8;

/** /activities: log activities, this week against the guideline, a weekly chart and the list. */
export function ActivitiesPage() {
  const { t, i18n } = useLingui();
  const [day] = useState(today);
  const summary = useActivitiesQuery(WEEKS, day);
  const log = useActivityLog();

  const weeks = summary.data?.weeks ?? [];
  const thisWeek = weeks[weeks.length - 1];
  const activities = summary.data?.activities ?? [];

  return (
    <div className="space-y-8">
      <title>{pageTitle(t`Activities`)}</title>
      <PageHeader
        title={t`Activities`}
        description={t`Log your walks, workouts and sports. Aim for 150 minutes of moderate-to-vigorous activity and two days of muscle strengthening each week.`}
      />

      <div aria-live="polite">{log.notice && <StatusMessage type={log.notice.type}>{log.notice.text}</StatusMessage>}</div>

      {/* Phones: this week, the form, then the chart. Wide screens: the form beside the other two. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          {summary.isPending && <Skeleton className="h-72 rounded-2xl" />}
          {summary.isError && (
            <StatusMessage type="error">
              <Trans>Failed to load your activities. Please try again later.</Trans>
            </StatusMessage>
          )}
          {summary.isSuccess && thisWeek && (
            <ActivityWeekSummary week={thisWeek} targets={summary.data.targets} steps={summary.data.steps} />
          )}
        </div>
        <EntryFormCard
          editing={log.editing}
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
          title={log.editing ? t`Edit activity` : t`Log an activity`}
        >
          <ActivityForm
            key={log.editing?._id ?? 'new'}
            editing={log.editing ?? undefined}
            onCancelEdit={log.stopEditing}
            onStartEntry={log.startedEntry}
            onSaved={(activity, wasEdit) => {
              const kind = i18n._(ACTIVITY_TYPE_LABELS[activity.type]);
              const minutes = formatNumber(activity.minutes);
              const when = formatLongDate(activity.date);
              log.saved(wasEdit ? t`Activity updated.` : t`Saved: ${kind}, ${minutes} minutes on ${when}.`);
            }}
          />
        </EntryFormCard>
        {summary.isSuccess && (
          <WeeklyMinutesChart
            className="lg:col-start-1 lg:row-start-2"
            bars={weeks.map((w, i) => {
              // The apps the week's activities came from (decision 0104), in the bar's tooltip and the table.
              const end = weeks[i + 1]?.week_start ?? '9999-12-31';
              const note = sourcesNote(
                activities.filter((a) => a.date >= w.week_start && a.date < end).map((a) => a.source),
                i18n,
              );
              return { week_start: w.week_start, value: w.mvpa_minutes, ...(note ? { note } : {}) };
            })}
            target={summary.data.targets.mvpa_minutes}
          />
        )}
      </div>

      <EntriesSection
        title={t`Your activities`}
        loadingLabel={t`Loading your activities`}
        query={summary}
        count={activities.length}
        emptyIcon={Footprints}
        empty={t`No activities logged in the last ${WEEKS} weeks. Every bit counts: log a 10-minute brisk walk with the form above and watch your week fill up.`}
      >
        <ActivityList activities={activities} onEdit={log.edit} onDelete={log.askDelete} />
      </EntriesSection>
      {summary.isSuccess && <ProgrammeMinutesList entries={summary.data.programme_minutes} />}
      <UndoToast offer={log.undo.offer} busy={log.undo.busy} onUndo={log.undo.onUndo} onDismiss={log.undo.onDismiss} />

      <ConfirmDeleteModal title={t`Delete this activity?`} del={log.del}>
        {(activity) => {
          const kind = i18n._(ACTIVITY_TYPE_LABELS[activity.type]);
          const minutes = formatNumber(activity.minutes);
          const when = formatLongDate(activity.date);
          return (
            <p>
              <Trans>
                {kind}, {minutes} minutes on {when}, will be removed from your log. You can undo it for a few seconds afterwards.
              </Trans>
            </p>
          );
        }}
      </ConfirmDeleteModal>
    </div>
  );
}

/** The activity log's delete with undo: the member's words for what went and came back. */
function useActivityLog() {
  const { t, i18n } = useLingui();
  const remove = useApiMutation('DELETE /healthtracking/activities/:id', (id: string) => [{ params: { id } }], {
    onError: (error, id) => logger.error('Failed to delete activity', { id, error }),
  });
  const restore = useApiMutation('POST /healthtracking/activities/:id/restore', (id: string) => [{ params: { id } }], {
    onError: (error, id) => logger.error('Failed to restore activity', { id, error }),
  });
  const describe = (activity: Activity) => {
    const kind = i18n._(ACTIVITY_TYPE_LABELS[activity.type]);
    const when = formatLongDate(activity.date);
    return { kind, when };
  };
  return useDescribedEntryLog<Activity, { kind: string; when: string }>({ remove, restore }, describe, {
    deleted: ({ kind, when }) => t`${kind} on ${when} was deleted.`,
    deleteFailed: t`The activity could not be deleted. Please try again.`,
    undoLabel: ({ kind, when }) => t`Undo deleting ${kind} on ${when}`,
    restored: ({ kind, when }) => t`${kind} on ${when} is back in your log.`,
    restoreFailed: t`The activity could not be put back. Please try again.`,
  });
}

/** Moderate-to-vigorous minutes by week against the goal, with its table (WeeklyBarChart). */
function WeeklyMinutesChart({
  className,
  bars,
  target,
}: {
  className: string;
  bars: Array<{ week_start: string; value: number }>;
  target: number;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="weekly-chart-heading" className={className}>
      <Card className="p-5 sm:p-6">
        <h2 id="weekly-chart-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Moderate-to-vigorous minutes by week</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>The last {WEEKS} weeks, against the 150-minute goal.</Trans>
        </p>
        <div className="mt-4">
          <WeeklyBarChart
            title={t`Moderate-to-vigorous minutes per week, last ${WEEKS} weeks`}
            bars={bars}
            target={target}
            unit={t`minutes`}
          />
        </div>
      </Card>
    </section>
  );
}
