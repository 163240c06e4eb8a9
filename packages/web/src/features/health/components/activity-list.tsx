import { Trans, useLingui } from '@lingui/react/macro';
import type { Activity } from '@wellpath/shared/health/wire';
import { ValueSourceLine } from '@/components/value-source';
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
  const { t, i18n } = useLingui();
  const duration = (minutes: number) => t`${minutes} min`;
  return (
    <EntryList
      entries={activities}
      name={(a) => {
        const activity = i18n._(ACTIVITY_TYPE_LABELS[a.type]);
        const day = formatLongDate(a.date);
        return { edit: t`Edit ${activity} on ${day}`, remove: t`Delete ${activity} on ${day}` };
      }}
      noun={t`activities`}
      testId="activity"
      {...actions}
    >
      {(a) => (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="font-semibold text-slate-900">
              {i18n._(ACTIVITY_TYPE_LABELS[a.type])} · <span className="tabular-nums">{duration(a.minutes)}</span>
            </p>
            <span
              className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${INTENSITY_STYLES[a.intensity]}`}
            >
              {i18n._(INTENSITY_LABELS[a.intensity].label)}
            </span>
            {a.strength && (
              <span className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-inset ring-amber-200">
                <Trans>Strength</Trans>
              </span>
            )}
          </div>
          <p className="mt-1 text-sm text-slate-700">{formatLongDate(a.date)}</p>
          {a.notes && <p className="mt-1 text-sm text-slate-600">{a.notes}</p>}
          <ValueSourceLine source={a.source} />
        </>
      )}
    </EntryList>
  );
}
