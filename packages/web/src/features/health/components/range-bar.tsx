import { Trans, useLingui } from '@lingui/react/macro';
import type { BloodResult, ReferenceRange, ResultBand } from '@wellpath/shared/health/wire';
import { cn } from '@/lib/class-names';
import { formatMarkerValue, formatReferenceRange, formatResultValue, rangeBarGeometry } from './blood-format';
import { valueDotClass, type MarkerStatus } from './status-badge';

interface RangeBarProps {
  value: number;
  /** A censored value's side ("<0.3"): the dot sits at the bound, the words say which side. */
  comparator?: BloodResult['comparator'];
  unit: string;
  status: MarkerStatus;
  range: ReferenceRange;
  /** The value's band: the dot takes its tone. */
  band?: ResultBand;
  decimals?: number;
  className?: string;
}

/**
 * The value drawn on its reference range: a horizontal scale with the normal band shaded and a dot
 * for the value. Read by screen readers as one sentence; the range is also written out under it.
 */
export function RangeBar({ value, comparator, unit, status, range, band, decimals, className }: RangeBarProps) {
  const { t } = useLingui();
  const geometry = rangeBarGeometry(value, range);
  const rangeText = formatReferenceRange(range, unit, decimals);
  const shown = formatResultValue({ value, comparator }, decimals);
  if (!geometry || !rangeText) {
    return (
      <p className={cn('text-sm text-slate-600', className)}>
        <Trans>No reference range for this marker.</Trans>
      </p>
    );
  }
  const label =
    status === 'high'
      ? t`${shown} ${unit}, above the normal range (${rangeText})`
      : status === 'low'
        ? t`${shown} ${unit}, below the normal range (${rangeText})`
        : t`${shown} ${unit}, within the normal range (${rangeText})`;
  const f = (v: number) => formatMarkerValue(v, decimals);
  return (
    <div className={className}>
      <div role="img" aria-label={label} data-testid="range-bar" className="relative h-6">
        <div className="absolute inset-x-0 top-1/2 h-2.5 -translate-y-1/2 rounded-full bg-slate-200" />
        <div
          data-testid="range-band"
          className={cn(
            'absolute top-1/2 h-2.5 -translate-y-1/2 bg-green-600/45',
            geometry.bandLeft <= 0 && 'rounded-l-full',
            geometry.bandRight >= 100 && 'rounded-r-full',
          )}
          style={{ left: `${geometry.bandLeft}%`, width: `${Math.max(0, geometry.bandRight - geometry.bandLeft)}%` }}
        />
        <div
          data-testid="range-dot"
          className={cn(
            'absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-white shadow',
            valueDotClass(status, band),
          )}
          style={{ left: `${geometry.dot}%` }}
        />
      </div>
      <div className="relative mt-0.5 h-4 text-xs text-slate-600" aria-hidden="true">
        {range.min !== null && (
          <span className="absolute -translate-x-1/2 whitespace-nowrap" style={{ left: `${clampLabel(geometry.bandLeft)}%` }}>
            {f(range.min)}
          </span>
        )}
        {range.max !== null && (
          // The band's end named as the range is written: "below 5.20" ends at 5.20, not at 5.19.
          <span className="absolute -translate-x-1/2 whitespace-nowrap" style={{ left: `${clampLabel(geometry.bandRight)}%` }}>
            {f(range.below ?? range.max)}
          </span>
        )}
      </div>
      <p className="mt-1 text-xs text-slate-600">
        <Trans>Normal range: {rangeText}</Trans>
      </p>
    </div>
  );
}

/** Keeps an edge label inside the bar. */
function clampLabel(pct: number): number {
  return Math.min(94, Math.max(6, pct));
}

/** A result drawn on a range: its value, side, status and band (the unit and range given, a marker's or the result's own). */
export function ResultRangeBar({
  result,
  unit,
  range,
  decimals,
  className,
}: {
  result: Pick<BloodResult, 'value' | 'comparator' | 'status' | 'band'>;
  unit: string;
  range: ReferenceRange;
  decimals?: number;
  className?: string;
}) {
  return (
    <RangeBar
      className={className}
      value={result.value}
      comparator={result.comparator}
      unit={unit}
      status={result.status}
      band={result.band}
      range={range}
      decimals={decimals}
    />
  );
}
