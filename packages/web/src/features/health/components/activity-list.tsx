import type { Activity } from '@wellpath/shared/health/wire';
import { ShowMoreButton, useShowMore } from '@/components/ui/show-more';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/dates';
import { ACTIVITY_TYPE_LABELS, INTENSITY_LABELS } from './activity-format';

const INTENSITY_STYLES: Record<Activity['intensity'], string> = {
  light: 'bg-slate-100 text-slate-700 ring-slate-200',
  moderate: 'bg-teal-50 text-teal-800 ring-teal-200',
  vigorous: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
};

/** The member's activities, newest first, with Edit and Delete. */
export function ActivityList({
  activities,
  onEdit,
  onDelete,
}: {
  activities: Activity[];
  onEdit: (a: Activity) => void;
  onDelete: (a: Activity) => void;
}) {
  const list = useShowMore(activities);
  return (
    <>
      <ul className="divide-y divide-slate-200">
        {list.visible.map((a) => {
          const name = `${ACTIVITY_TYPE_LABELS[a.type]} on ${formatLongDate(a.date)}`;
          return (
            <li key={a._id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center" data-testid="activity">
              <div className="min-w-0 flex-1">
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
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => onEdit(a)} aria-label={`Edit ${name}`}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onDelete(a)} aria-label={`Delete ${name}`}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ShowMoreButton hidden={list.hidden} step={list.step} onClick={list.more} noun="activities" />
    </>
  );
}
