import { Trans, useLingui } from '@lingui/react/macro';
import { weightGoalProgress, type WeightChange } from '@wellpath/shared/health/body';
import type { BodySummary } from '@wellpath/shared/health/wire';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatLongDate } from '@/lib/dates';
import { formatNumber, formatPercent } from '@/lib/i18n/format';
import { useTarget } from '../api/targets';
import { formatMeasure, type UnitSystem } from './body-units';

/**
 * The weight's change since the programme's baseline (the first weight from 30 days before joining,
 * the one the default goal is 5 % below) and over 30 and 90 days, in the member's units and in %, and
 * the progress toward the weight goal from that same baseline: all worked out by the server (decision
 * 0092 amended), not from the page of measurements the screen loaded.
 */
export function WeightChangeCard({ change, system }: { change: BodySummary['weight_change']; system: UnitSystem }) {
  const { t, i18n } = useLingui();
  const { target } = useTarget('weight');
  if (!change?.since_start) return null;
  const start = change.baseline;
  const goal = target?.target?.value;
  const progress = goal === undefined ? null : weightGoalProgress(start.kg, change.latest.kg, goal);

  const describe = (c: WeightChange) => {
    const amount = formatMeasure('weight', Math.abs(c.kg), system, i18n.locale);
    const percent = formatNumber(Math.abs(c.percent), { min: 1, max: 1 });
    if (c.kg === 0) return t`No change`;
    return c.kg < 0 ? t`${amount} less (−${percent} %)` : t`${amount} more (+${percent} %)`;
  };
  const rows: Array<[string, WeightChange | null]> = [
    [t`Since your starting weight (${formatLongDate(start.measured_at)})`, change.since_start],
    [t`Over 30 days`, change.days_30],
    [t`Over 90 days`, change.days_90],
  ];
  return (
    <Card className="p-5 sm:p-6" data-testid="weight-change">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Your weight over time</Trans>
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([label, change]) => (
          <div key={label} className="flex flex-wrap justify-between gap-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{change ? describe(change) : t`Not enough weights yet`}</dd>
          </div>
        ))}
      </dl>
      {progress !== null && (
        <div className="mt-4 space-y-1">
          <p className="text-sm text-slate-700">
            <Trans>Toward your weight goal: {formatPercent(Math.min(progress, 1))}</Trans>
          </p>
          <ProgressBar
            value={progress * 100}
            label={t`Progress toward your weight goal`}
            valueText={formatPercent(Math.min(progress, 1))}
          />
        </div>
      )}
    </Card>
  );
}
