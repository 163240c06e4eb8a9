import { useLingui } from '@lingui/react/macro';
import type { BodyMeasurement } from '@wellpath/shared/health/wire';
import { ValueSourceLine } from '@/components/value-source';
import { formatDateTime } from '@/lib/dates';
import { formatMeasure, KIND_LABELS, type UnitSystem } from './body-units';
import { EntryList, type EntryActions } from './entry-list';

/** Every measurement, newest first, in the member's units, with Edit / Delete. */
export function BodyList({
  measurements,
  system,
  ...actions
}: { measurements: BodyMeasurement[]; system: UnitSystem } & EntryActions<BodyMeasurement>) {
  const { t, i18n } = useLingui();
  return (
    <EntryList
      entries={measurements}
      name={(m) => {
        const what = i18n._(KIND_LABELS[m.kind]).toLowerCase();
        const when = formatDateTime(m.measured_at);
        return { edit: t`Edit the ${what} of ${when}`, remove: t`Delete the ${what} of ${when}` };
      }}
      noun={t`measurements`}
      testId="body-measurement"
      {...actions}
    >
      {(m) => (
        <>
          <p className="text-lg font-bold tabular-nums text-slate-900">
            {i18n._(KIND_LABELS[m.kind])}: {formatMeasure(m.kind, m.value, system, i18n.locale)}
          </p>
          <p className="mt-1 text-sm text-slate-700">{formatDateTime(m.measured_at)}</p>
          <ValueSourceLine source={m.source} />
        </>
      )}
    </EntryList>
  );
}
