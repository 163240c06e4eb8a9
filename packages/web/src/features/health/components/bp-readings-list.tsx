import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { bpFlags } from '@wellpath/shared/health/blood-pressure';
import type { BpReading } from '@wellpath/shared/health/wire';
import { BpCategoryBadge, ReadingFlags } from './bp-category-badge';
import { ValueSourceLine } from '@/components/value-source';
import { formatDateTime } from './bp-format';
import { EntryList, type EntryActions } from './entry-list';

const ARM_LABELS = { left: msg`Left arm`, right: msg`Right arm` } as const;

/** What a row says of a reading: its numbers, category and flags, then when, pulse, arm and notes. */
function ReadingSummary({ reading: r }: { reading: BpReading }) {
  const { t, i18n } = useLingui();
  const pulseText = (pulse: number) => t`Pulse ${pulse}`;
  return (
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
      <ValueSourceLine source={r.source} />
      {r.entered_by && (
        <p className="mt-1 text-sm font-medium text-teal-900">
          <Trans>Entered by {r.entered_by.name}, your care team</Trans>
        </p>
      )}
    </>
  );
}

/**
 * The readings logged on this device while offline, above the others: waiting to be sent, so not
 * yet in the chart nor the 7-day average, and not yet seen by the care team.
 */
export function WaitingReadingsList({ readings }: { readings: BpReading[] }) {
  if (readings.length === 0) return null;
  return (
    <ul className="divide-y divide-slate-200 border-b border-slate-200">
      {readings.map((r) => (
        <li key={r._id} className="py-4" data-testid="bp-reading-waiting">
          <ReadingSummary reading={r} />
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset">
            <Clock className="size-3.5 text-amber-700" aria-hidden="true" />
            <Trans>Waiting to be sent: saved on this device, sent when you are back online</Trans>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Every reading, newest first, with its category and Edit / Delete. */
export function BpReadingsList({ readings, ...actions }: { readings: BpReading[] } & EntryActions<BpReading>) {
  const { t } = useLingui();
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
      {(r) => <ReadingSummary reading={r} />}
    </EntryList>
  );
}
