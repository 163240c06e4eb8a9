import type { Activity } from '@wellpath/shared/health/wire';
import { formatLongDate } from '@/lib/dates';
import { ACTIVITY_TYPE_LABELS, INTENSITY_LABELS } from './activity-format';
import { EntryList, type EntryActions } from './entry-list';

const INTENSITY_STYLES: Record<Activity['intensity'], string> = {
  light: 'bg-slate-100 text-slate-700 ring-slate-200',
  moderate: 'bg-teal-50 text-teal-800 ring-teal-200',
  vigorous: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
};

/** The member's activities, newest first, with Edit and Delete. */
export function ActivityList({ activities, ...actions }: { activities: Activity[] } & EntryActions<Activity>) {
  return (
    <EntryList
      entries={activities}
      name={(a) => `${ACTIVITY_TYPE_LABELS[a.type]} on ${formatLongDate(a.date)}`}
      noun="activities"
      testId="activity"
      {...actions}
    >
      {(a) => (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="font-semibold text-slate-900">
              {ACTIVITY_TYPE_LABELS[a.type]} · <span className="tabular-nums">{a.minutes} min</span>
            </p>
            <span
              className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${INTENSITY_STYLES[a.intensity]}`}
            >
              {INTENSITY_LABELS[a.intensity].label}
            </span>
            {a.strength && (
              <span className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-inset ring-amber-200">
                Strength
              </span>
            )}
          </div>
          <p className="mt-1 text-sm text-slate-700">{formatLongDate(a.date)}</p>
          {a.notes && <p className="mt-1 text-sm text-slate-600">{a.notes}</p>}
        </>
      )}
    </EntryList>
  );
}
