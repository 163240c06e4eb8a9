import type { BloodResult, ReferenceRange, ScaleBand } from '@wellpath/shared/health/wire';

/** Headings of the marker categories, in the order the results page shows them. */
export const MARKER_CATEGORY_LABELS: Record<BloodResult['category'], string> = {
  lipids: 'Lipids',
  glucose: 'Glucose',
  inflammation: 'Inflammation',
  liver: 'Liver',
  kidney: 'Kidney',
  thyroid: 'Thyroid',
  vitamins: 'Vitamins',
  iron: 'Iron',
  blood_count: 'Blood count',
};

export const SOURCE_LABELS: Record<BloodResult['source'], string> = {
  manual: 'Entered by you',
  fhir: 'Imported (FHIR)',
  csv: 'Imported (CSV)',
};

/** A value at the catalogue's number of decimals (en-CA), e.g. 3.10; raw when decimals are unknown. */
export function formatMarkerValue(value: number, decimals?: number): string {
  if (decimals === undefined) return new Intl.NumberFormat('en-CA', { maximumFractionDigits: 3 }).format(value);
  return new Intl.NumberFormat('en-CA', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** The reference range in words: "4.0–6.0 mmol/L", "3.49 mmol/L or less", "1.30 mmol/L or more". */
export function formatReferenceRange(range: ReferenceRange, unit: string, decimals?: number): string | null {
  const f = (v: number) => formatMarkerValue(v, decimals);
  if (range.min !== null && range.max !== null) return `${f(range.min)}–${f(range.max)} ${unit}`;
  if (range.max !== null) return `${f(range.max)} ${unit} or less`;
  if (range.min !== null) return `${f(range.min)} ${unit} or more`;
  return null;
}

/** A band of the scale in words, in the guideline's numbers: "below 6.0 %", "6.0–6.4 %", "6.5 % or more". */
export function formatBandRange(band: Pick<ScaleBand, 'from' | 'to'>, unit: string, decimals: number): string {
  const f = (v: number) => formatMarkerValue(v, decimals);
  const step = 10 ** -decimals;
  if (band.from === null && band.to === null) return 'any value';
  if (band.from === null) return `below ${f(band.to!)} ${unit}`;
  if (band.to === null) return `${f(band.from)} ${unit} or more`;
  return `${f(band.from)}–${f(band.to - step)} ${unit}`;
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
