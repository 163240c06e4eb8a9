import { Trans, useLingui } from '@lingui/react/macro';
import type { BpSummary } from '@wellpath/shared/health/wire';
import { LineChart } from '@/components/ui/line-chart';
import { sourceNote } from '@/components/value-source';
import { formatter } from '@/lib/dates';
import { formatDateTime } from './bp-format';

const DAY = 86_400_000;
const monthYear = formatter('en-CA', { month: 'short', year: 'numeric' });
const monthDay = formatter('en-CA', { month: 'short', day: 'numeric' });

/** Systolic and diastolic over time, with Hypertension Canada's 130 and 80 marked by dashed lines. */
export function BpChart({ readings, threshold }: { readings: BpSummary['readings']; threshold: BpSummary['threshold'] }) {
  const times = readings.map((r) => new Date(r.measured_at).getTime());
  const spanDays = times.length ? (Math.max(...times) - Math.min(...times)) / DAY : 0;
  const shortDay = spanDays > 300 ? monthYear() : monthDay();
  const { t, i18n } = useLingui();
  const { systolic, diastolic } = threshold;
  const point = (r: (typeof readings)[number], y: number) => ({ x: r.measured_at, y, note: sourceNote(r.source, i18n) });
  return (
    <>
      <LineChart
        title={t`Blood pressure over time`}
        description={t`Dashed lines mark Hypertension Canada's threshold: ${systolic} for systolic and ${diastolic} for diastolic.`}
        series={[
          { id: 'systolic', label: t`Systolic`, tone: 'rose', points: readings.map((r) => point(r, r.systolic)) },
          { id: 'diastolic', label: t`Diastolic`, tone: 'indigo', points: readings.map((r) => point(r, r.diastolic)) },
        ]}
        referenceLines={[
          { y: threshold.systolic, tone: 'danger' },
          { y: threshold.diastolic, tone: 'danger' },
        ]}
        yUnit="mm Hg"
        formatX={formatDateTime}
        formatXTick={(x) => shortDay.format(new Date(x))}
        height={260}
      />
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
        <svg width="24" height="6" aria-hidden="true" className="shrink-0">
          <line x1="0" x2="24" y1="3" y2="3" stroke="#991b1b" strokeWidth="1.5" strokeDasharray="6 4" />
        </svg>
        <Trans>
          Threshold: {systolic} systolic and {diastolic} diastolic (Hypertension Canada 2025)
        </Trans>
      </p>
    </>
  );
}
