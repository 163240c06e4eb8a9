import type { BpReading } from '@wellpath/shared/health/wire';
import { ShowMoreButton, useShowMore } from '@/components/ui/show-more';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { BpCategoryBadge } from './bp-category-badge';
import { formatDateTime } from './bp-format';

const ARM_LABELS = { left: 'Left arm', right: 'Right arm' } as const;

/** Every reading, newest first, with its category and Edit / Delete. */
export function BpReadingsList({
  readings,
  onEdit,
  onDelete,
}: {
  readings: BpReading[];
  onEdit: (r: BpReading) => void;
  onDelete: (r: BpReading) => void;
}) {
  const list = useShowMore(readings);
  return (
    <>
      <ul className="divide-y divide-slate-200">
        {list.visible.map((r) => {
          const when = formatDateTime(r.measured_at);
          return (
            <li key={r._id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center" data-testid="bp-reading">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <p className="text-lg font-bold tabular-nums text-slate-900">
                    {r.systolic}/{r.diastolic} <span className="text-sm font-normal text-slate-600">mm Hg</span>
                  </p>
                  <BpCategoryBadge category={r.category} />
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {when}
                  {r.pulse != null && ` · Pulse ${r.pulse}`}
                  {r.arm && ` · ${ARM_LABELS[r.arm]}`}
                </p>
                {r.notes && <p className="mt-1 text-sm text-slate-600">{r.notes}</p>}
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => onEdit(r)} aria-label={`Edit the reading of ${when}`}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onDelete(r)} aria-label={`Delete the reading of ${when}`}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ShowMoreButton hidden={list.hidden} step={list.step} onClick={list.more} noun="readings" />
    </>
  );
}
