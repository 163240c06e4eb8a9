import type { BloodMarkerDefinition } from './definition.js';

export type MarkerStatus = 'low' | 'normal' | 'high';
export type Sex = 'female' | 'male';

/** The reference range for a member: by sex where the catalogue gives one, otherwise the general one. */
export function referenceFor(
  def: Pick<BloodMarkerDefinition, 'reference' | 'reference_female' | 'reference_male'>,
  sex: Sex | null,
): { min: number | null; max: number | null } {
  if (sex === 'female' && def.reference_female) return def.reference_female;
  if (sex === 'male' && def.reference_male) return def.reference_male;
  return def.reference;
}

/** High above the range's max, low below its min, normal within (bounds inclusive). */
export function markerStatus(value: number, range: { min: number | null; max: number | null }): MarkerStatus {
  if (range.max !== null && value > range.max) return 'high';
  if (range.min !== null && value < range.min) return 'low';
  return 'normal';
}

/** Converts a lab value to the catalogue's unit; null when the unit is not one the marker accepts. */
export function toCanonical(
  def: Pick<BloodMarkerDefinition, 'unit' | 'conversions' | 'decimals'>,
  value: number,
  unit: string,
): number | null {
  const norm = (u: string) => u.trim().toLowerCase().replace(/\s+/g, '').replace('µ', 'u').replace('μ', 'u');
  if (norm(unit) === norm(def.unit)) return value;
  const conversion = def.conversions.find((c) => norm(c.unit) === norm(unit));
  if (!conversion) return null;
  const factor = 10 ** Math.max(def.decimals + 1, 2);
  return Math.round(value * conversion.factor * factor) / factor;
}
