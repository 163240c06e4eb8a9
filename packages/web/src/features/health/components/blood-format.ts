import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { BloodResult, EnteredBy, ReferenceRange, ScaleBand } from '@wellpath/shared/health/wire';
import { CENSORED_SIGNS } from '@/components/ui/censored-signs';
import { formatNumber } from '@/lib/i18n/format';

const SOURCE_LABELS: Record<BloodResult['source'], MessageDescriptor> = {
  manual: msg`Entered by you`,
  fhir: msg`Imported (FHIR)`,
  csv: msg`Imported (CSV)`,
};

/** Where a lab report or result came from: the member, an import, or the care team member who entered it (decision 0088). */
export function sourceLabel(item: { source: BloodResult['source']; entered_by?: EnteredBy | null }): string {
  if (item.entered_by)
    return t({ message: `Entered by ${item.entered_by.name}, your care team`, context: 'a lab report or result', comment: 'a name' });
  return i18n._(SOURCE_LABELS[item.source]);
}

/** A value at the catalogue's number of decimals, as the reader writes numbers (3.10, 3,10); raw when decimals are unknown. */
export function formatMarkerValue(value: number, decimals?: number): string {
  if (decimals === undefined) return formatNumber(value, { max: 3 });
  return formatNumber(value, { min: decimals, max: decimals });
}

/** A result as written: at the catalogue's decimals, with its sign when the lab gave a bound ("< 0.3", "> 90"). */
export function formatResultValue(result: { value: number; comparator?: BloodResult['comparator'] }, decimals?: number): string {
  const value = formatMarkerValue(result.value, decimals);
  return result.comparator ? `${CENSORED_SIGNS[result.comparator]}\u00a0${value}` : value;
}

/**
 * The reference range in words: "4.0–6.0 mmol/L", "40 U/L or less", "1.30 mmol/L or more"; a range
 * that ends where a guideline's "X or higher" starts in the guideline's number: "below 5.20 mmol/L".
 */
export function formatReferenceRange(range: ReferenceRange, unit: string, decimals?: number): string | null {
  const min = range.min === null ? null : formatMarkerValue(range.min, decimals);
  const max = range.max === null ? null : formatMarkerValue(range.max, decimals);
  if (min !== null && max !== null) return t`${min}–${max} ${unit}`;
  if (range.below !== undefined) {
    const to = formatMarkerValue(range.below, decimals);
    return t`below ${to} ${unit}`;
  }
  if (max !== null) return t`${max} ${unit} or less`;
  if (min !== null) return t`${min} ${unit} or more`;
  return null;
}

/** A band of the scale in words, in the guideline's numbers: "below 6.0 %", "6.0–6.4 %", "6.5 % or more". */
export function formatBandRange(band: Pick<ScaleBand, 'from' | 'to'>, unit: string, decimals: number): string {
  const f = (v: number) => formatMarkerValue(v, decimals);
  const step = 10 ** -decimals;
  if (band.from === null && band.to === null) return t`any value`;
  if (band.from === null) {
    const to = f(band.to!);
    return t`below ${to} ${unit}`;
  }
  const from = f(band.from);
  if (band.to === null) return t`${from} ${unit} or more`;
  const last = f(band.to - step);
  return t`${from}–${last} ${unit}`;
}

export interface RangeBarGeometry {
  /** The scale drawn, in the marker's unit. */
  lo: number;
  hi: number;
  /** Where the normal band starts and ends, and where the value sits, in percent of the bar's width. */
  bandLeft: number;
  bandRight: number;
  dot: number;
}

/**
 * Lays a value out on a scale around its reference range. Open-ended ranges (no min or no max) run
 * to the edge of the bar; the scale grows to take in a value far outside the range.
 * Null when the range has neither bound (nothing to draw against).
 */
export function rangeBarGeometry(value: number, range: ReferenceRange): RangeBarGeometry | null {
  const { min, max } = range;
  let lo: number;
  let hi: number;
  if (min !== null && max !== null) {
    const span = max - min || Math.abs(max) || 1;
    lo = min - span * 0.6;
    hi = max + span * 0.6;
    if (min >= 0) lo = Math.max(0, lo);
  } else if (max !== null) {
    lo = 0;
    hi = max > 0 ? max * 1.6 : 1;
  } else if (min !== null) {
    lo = 0;
    hi = min > 0 ? min * 2 : 1;
  } else {
    return null;
  }
  const pad = (hi - lo) * 0.08;
  if (value > hi) hi = value + pad;
  if (value < lo) lo = value - pad;
  const pct = (v: number) => Math.min(100, Math.max(0, ((v - lo) / (hi - lo)) * 100));
  return { lo, hi, bandLeft: min === null ? 0 : pct(min), bandRight: max === null ? 100 : pct(max), dot: pct(value) };
}
