import { useLingui } from '@lingui/react/macro';
import type { BodyMeasurement } from '@wellpath/shared/health/wire';
import { LineChart } from '@/components/ui/line-chart';
import { sourceNote } from '@/components/value-source';
import { formatDateTime } from '@/lib/dates';
import { fromSi, unitOf, type UnitSystem } from './body-units';

/** The weights over time in the member's units (the chart comes with its table). */
export function WeightChart({ measurements, system }: { measurements: BodyMeasurement[]; system: UnitSystem }) {
  const { t, i18n } = useLingui();
  const weights = measurements.filter((m) => m.kind === 'weight');
  const unit = unitOf('weight', system);
  return (
    <LineChart
      title={t`Weight over time`}
      description={t`Each weight you logged, in ${unit}.`}
      series={[
        {
          id: 'weight',
          label: t`Weight`,
          tone: 'indigo',
          points: weights.map((m) => ({ x: m.measured_at, y: fromSi('weight', m.value, system), note: sourceNote(m.source, i18n) })),
        },
      ]}
      yUnit={unit}
      formatX={formatDateTime}
      height={240}
    />
  );
}
