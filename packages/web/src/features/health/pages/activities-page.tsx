import { Footprints } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Activity } from '@wellpath/shared/health/wire';
import { useApiMutation } from '@/api/resources';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { pageTitle } from '@/config/brand';
import { formatLongDate, today } from '@/lib/dates';
import { logger } from '@/lib/logger';
import { useActivitiesQuery } from '../api/activities';
import { ActivityForm } from '../components/activity-form';
import { ACTIVITY_TYPE_LABELS } from '../components/activity-format';
import { ActivityList } from '../components/activity-list';
import { ActivityWeekSummary } from '../components/activity-week-summary';
import { WeeklyBarChart } from '../components/weekly-bar-chart';

const WEEKS = 8;

/** /activities: log activities, this week against the guideline, a weekly chart and the list. */
export function ActivitiesPage() {
  const [day] = useState(today);
  const summary = useActivitiesQuery(WEEKS, day);
  const remove = useApiMutation('DELETE /healthtracking/activities/:id', (id: string) => [{ params: { id } }], {
    onError: (error, id) => logger.error('Failed to delete activity', { id, error }),
  });
  const [editing, setEditing] = useState<Activity | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<Activity | null>(null);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!editing) return;
    formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [editing]);

  const weeks = summary.data?.weeks ?? [];
  const thisWeek = weeks[weeks.length - 1];
  const activities = summary.data?.activities ?? [];

  function onDeleteConfirmed() {
    if (!confirmDelete) return;
    const activity = confirmDelete;
    remove.mutate(activity._id, {
      onSuccess: () => {
        setConfirmDelete(null);
        if (editing?._id === activity._id) setEditing(null);
        setNotice({ type: 'success', text: `${ACTIVITY_TYPE_LABELS[activity.type]} on ${formatLongDate(activity.date)} was deleted.` });
      },
      onError: () => {
        setConfirmDelete(null);
        setNotice({ type: 'error', text: 'The activity could not be deleted. Please try again.' });
      },
    });
  }

  return (
    <div className="space-y-8">
      <title>{pageTitle('Activities')}</title>
      <PageHeader
        title="Activities"
        description="Log your walks, workouts and sports. Aim for 150 minutes of moderate-to-vigorous activity and two days of muscle strengthening each week."
      />

      <div aria-live="polite">{notice && <StatusMessage type={notice.type}>{notice.text}</StatusMessage>}</div>

      {/* Phones: this week, the form, then the chart. Wide screens: the form beside the other two. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          {summary.isPending && <Skeleton className="h-72 rounded-2xl" />}
          {summary.isError && <StatusMessage type="error">Failed to load your activities. Please try again later.</StatusMessage>}
          {summary.isSuccess && thisWeek && <ActivityWeekSummary week={thisWeek} targets={summary.data.targets} />}
        </div>
        <div ref={formRef} className="scroll-mt-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">{editing ? 'Edit activity' : 'Log an activity'}</h2>
            <div className="mt-4">
              <ActivityForm
                key={editing?._id ?? 'new'}
                editing={editing ?? undefined}
                onCancelEdit={() => setEditing(null)}
                onSaved={(activity, wasEdit) => {
                  setEditing(null);
                  setNotice({
                    type: 'success',
                    text: wasEdit
                      ? 'Activity updated.'
                      : `Saved: ${ACTIVITY_TYPE_LABELS[activity.type]}, ${activity.minutes} minutes on ${formatLongDate(activity.date)}.`,
                  });
                }}
              />
            </div>
          </Card>
        </div>
        {summary.isSuccess && (
          <section aria-labelledby="weekly-chart-heading" className="lg:col-start-1 lg:row-start-2">
            <Card className="p-5 sm:p-6">
              <h2 id="weekly-chart-heading" className="text-lg font-semibold text-slate-900">
                Moderate-to-vigorous minutes by week
              </h2>
              <p className="mt-1 text-sm text-slate-600">The last {WEEKS} weeks, against the 150-minute goal.</p>
              <div className="mt-4">
                <WeeklyBarChart
                  title={`Moderate-to-vigorous minutes per week, last ${WEEKS} weeks`}
                  bars={weeks.map((w) => ({ week_start: w.week_start, value: w.mvpa_minutes }))}
                  target={summary.data.targets.mvpa_minutes}
                  unit="minutes"
                />
              </div>
            </Card>
          </section>
        )}
      </div>

      <section aria-labelledby="activity-list-heading">
        <h2 id="activity-list-heading" className="text-xl font-semibold text-slate-900">
          Your activities
        </h2>
        <div className="mt-3">
          {summary.isPending && (
            <div className="space-y-3" role="status" aria-label="Loading your activities">
              <Skeleton className="h-16 rounded-xl" />
              <Skeleton className="h-16 rounded-xl" />
            </div>
          )}
          {summary.isSuccess && activities.length === 0 && (
            <Card className="flex items-center gap-4 p-5 text-sm">
              <Footprints className="size-6 shrink-0 text-teal-700" aria-hidden="true" />
              <p className="text-slate-700">
                No activities logged in the last {WEEKS} weeks. Every bit counts: log a 10-minute brisk walk with the form above and watch
                your week fill up.
              </p>
            </Card>
          )}
          {summary.isSuccess && activities.length > 0 && (
            <Card className="px-5 py-1 sm:px-6">
              <ActivityList
                activities={activities}
                onEdit={(a) => {
                  setNotice(null);
                  setEditing(a);
                }}
                onDelete={(a) => {
                  setNotice(null);
                  setConfirmDelete(a);
                }}
              />
            </Card>
          )}
        </div>
      </section>

      <Modal
        open={confirmDelete !== null}
        title="Delete this activity?"
        confirmLabel="Delete"
        confirmVariant="danger"
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={onDeleteConfirmed}
      >
        {confirmDelete && (
          <p>
            {ACTIVITY_TYPE_LABELS[confirmDelete.type]}, {confirmDelete.minutes} minutes on {formatLongDate(confirmDelete.date)}, will be
            removed from your log. This cannot be undone.
          </p>
        )}
      </Modal>
    </div>
  );
}
