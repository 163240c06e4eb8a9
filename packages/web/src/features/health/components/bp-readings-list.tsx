import type { BpReading } from '@wellpath/shared/health/wire';
import { BpCategoryBadge } from './bp-category-badge';
import { formatDateTime } from './bp-format';
import { EntryList, type EntryActions } from './entry-list';

const ARM_LABELS = { left: 'Left arm', right: 'Right arm' } as const;

/** Every reading, newest first, with its category and Edit / Delete. */
export function BpReadingsList({ readings, ...actions }: { readings: BpReading[] } & EntryActions<BpReading>) {
  return (
    <EntryList
      entries={readings}
      name={(r) => `the reading of ${formatDateTime(r.measured_at)}`}
      noun="readings"
      testId="bp-reading"
      {...actions}
    >
      {(r) => (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-lg font-bold tabular-nums text-slate-900">
              {r.systolic}/{r.diastolic} <span className="text-sm font-normal text-slate-600">mm Hg</span>
            </p>
            <BpCategoryBadge category={r.category} />
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {formatDateTime(r.measured_at)}
            {r.pulse != null && ` · Pulse ${r.pulse}`}
            {r.arm && ` · ${ARM_LABELS[r.arm]}`}
          </p>
          {r.notes && <p className="mt-1 text-sm text-slate-600">{r.notes}</p>}
        </>
      )}
    </EntryList>
  );
}
