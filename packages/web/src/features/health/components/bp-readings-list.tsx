import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLowBloodPressure, pulseFlag } from '@wellpath/shared/health/blood-pressure';
import type { BpReading } from '@wellpath/shared/health/wire';
import { BpCategoryBadge } from './bp-category-badge';
import { formatDateTime } from './bp-format';
import { EntryList, type EntryActions } from './entry-list';

const ARM_LABELS = { left: msg`Left arm`, right: msg`Right arm` } as const;

const flagClasses =
  'inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset';

/** Words, not colour alone: a reading under 90/60, a pulse under 40 or over 120. */
function ReadingFlags({ reading }: { reading: BpReading }) {
  const pulse = pulseFlag(reading.pulse);
  return (
    <>
      {isLowBloodPressure(reading.systolic, reading.diastolic) && (
        <span className={flagClasses}>
          <Trans>Low (under 90/60)</Trans>
        </span>
      )}
      {pulse && <span className={flagClasses}>{pulse === 'low' ? <Trans>Pulse under 40</Trans> : <Trans>Pulse over 120</Trans>}</span>}
    </>
  );
}

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
            <BpCategoryBadge category={r.category} />
            <ReadingFlags reading={r} />
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
