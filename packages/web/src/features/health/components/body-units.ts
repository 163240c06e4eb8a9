import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { cmToIn, inToCm, kgToLb, lbToKg, type BodyKind } from '@wellpath/shared/health/body';

/** How the member reads and types their measurements; the server keeps SI either way (decision 0084). */
export type UnitSystem = 'metric' | 'imperial';

export const KIND_LABELS: Record<BodyKind, MessageDescriptor> = {
  weight: msg`Weight`,
  waist: msg`Waist`,
  body_fat: msg`Body fat`,
};

/** The unit a kind is typed and shown in. */
export function unitOf(kind: BodyKind, system: UnitSystem): string {
  if (kind === 'body_fat') return '%';
  if (kind === 'weight') return system === 'metric' ? 'kg' : 'lb';
  return system === 'metric' ? 'cm' : 'in';
}

/** A stored SI value in the member's units (one decimal for pounds and inches). */
export function fromSi(kind: BodyKind, value: number, system: UnitSystem): number {
  if (system === 'metric' || kind === 'body_fat') return value;
  return kind === 'weight' ? kgToLb(value) : cmToIn(value);
}

/** A value typed in the member's units as SI, to two decimals. */
export function toSi(kind: BodyKind, value: number, system: UnitSystem): number {
  if (system === 'metric' || kind === 'body_fat') return value;
  return kind === 'weight' ? lbToKg(value) : inToCm(value);
}

/** "82.4 kg", "181.6 lb", "24.5 %" in the member's language. */
export function formatMeasure(kind: BodyKind, value: number, system: UnitSystem, locale: string): string {
  const n = new Intl.NumberFormat(locale, { maximumFractionDigits: kind === 'body_fat' ? 1 : 2 }).format(fromSi(kind, value, system));
  return `${n} ${unitOf(kind, system)}`;
}
