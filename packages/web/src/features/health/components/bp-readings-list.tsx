import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { bpFlags } from '@wellpath/shared/health/blood-pressure';
import type { BpReading } from '@wellpath/shared/health/wire';
import { BpCategoryBadge, ReadingFlags } from './bp-category-badge';
import { formatDateTime } from './bp-format';
import { EntryList, type EntryActions } from './entry-list';

const ARM_LABELS = { left: msg`Left arm`, right: msg`Right arm` } as const;

/** Every reading, newest first, with its category and Edit / Delete. */
export function BpReadingsList({ readings, ...actions }: { readings: BpReading[] } & EntryActions<BpReading>) {
  const { t, i18n } = useLingui();
  const pulseText = (pulse: number) => t`Pulse ${pulse}`;
  return (
    <EntryList
      entries={readings}
      name={(r) => {
        const when = formatDateTime(r.measured_at);
        return { edit: t`Edit the reading of ${when}`, remove: t`Delete the reading of ${when}` };
      }}
      noun={t`readings`}
      testId="bp-reading"
      {...actions}
    >
      {(r) => (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-lg font-bold tabular-nums text-slate-900">
              {r.systolic}/{r.diastolic} <span className="text-sm font-normal text-slate-600">mm Hg</span>
            </p>
            <BpCategoryBadge category={r.category} flags={bpFlags(r)} />
            <ReadingFlags flags={bpFlags(r)} />
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {formatDateTime(r.measured_at)}
            {r.pulse != null && ` · ${pulseText(r.pulse)}`}
            {r.arm && ` · ${i18n._(ARM_LABELS[r.arm])}`}
          </p>
          {r.notes && <p className="mt-1 text-sm text-slate-600">{r.notes}</p>}
        </>
      )}
    </EntryList>
  );
}
