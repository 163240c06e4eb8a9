import { BODY_BOUNDS, bodyHeightBodySchema, bodyMeasurementBodySchema, type BodyMeasurementBody } from '@wellpath/shared/health/body';
import { smsg } from '../../i18n/index.js';
import type { FhirBodyValue } from './fhir.js';

// Body measurements in a FHIR R4 import (issue 35, decision 0112): the codes the export writes
// (29463-7 weight, 8302-2 height, 8280-0 waist, 41982-0 body fat), in UCUM units converted to SI,
// each checked with the bounds the Body page's own form uses. BMI (39156-5) is worked out from the
// weight and the height, so it is never imported (fhir.ts passes it over with its reason).

const KG_PER_LB = 0.45359237;
const CM_PER_IN = 2.54;
/** To the decimals the Body page's form takes for that kind (a converted 67 in is 170.18 cm, kept as 170.2). */
const roundFor = (kind: keyof typeof BODY_BOUNDS, n: number) => {
  const f = 10 ** (BODY_BOUNDS[kind].decimals ?? 2);
  return Math.round(n * f) / f;
};

/** Kilograms from a weight in kg, g or [lb_av]; null for any other unit. */
function kilograms(value: number, unit: string): number | null {
  if (unit === 'kg') return value;
  if (unit === 'g') return value / 1000;
  if (unit === '[lb_av]' || unit === 'lb' || unit === 'lbs') return value * KG_PER_LB;
  return null;
}

/** Centimetres from a length in cm, m, mm or [in_i]; null for any other unit. */
function centimetres(value: number, unit: string): number | null {
  if (unit === 'cm') return value;
  if (unit === 'm') return value * 100;
  if (unit === 'mm') return value / 10;
  if (unit === '[in_i]' || unit === 'in') return value * CM_PER_IN;
  return null;
}

/** An instant with its offset: a day alone is read at noon UTC, so it stays that day everywhere in Canada. */
function instant(when: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(when)) return `${when}T12:00:00Z`;
  const t = Date.parse(when);
  return Number.isNaN(t) || !/[zZ]|[+-]\d{2}:\d{2}$/.test(when) ? null : new Date(t).toISOString();
}

export interface FhirBodyRead {
  measurements: Array<{ entry: string; body: BodyMeasurementBody }>;
  /** The newest height of the document, in cm. */
  height: { entry: string; cm: number; at: string } | null;
  skipped: Array<{ entry: string; reason: string }>;
}

/** The document's body values as the Body page stores them, and why any was left out. */
export function readFhirBody(values: readonly FhirBodyValue[]): FhirBodyRead {
  const out: FhirBodyRead = { measurements: [], height: null, skipped: [] };
  const skip = (entry: string, reason: string) => void out.skipped.push({ entry, reason });
  for (const v of values) {
    const at = instant(v.when);
    if (!at) {
      skip(v.entry, smsg('labs.fhirNoDate'));
      continue;
    }
    const si =
      v.code === '29463-7'
        ? kilograms(v.value, v.unit)
        : v.code === '41982-0'
          ? v.unit === '%'
            ? v.value
            : null
          : centimetres(v.value, v.unit);
    if (si === null) {
      skip(v.entry, smsg('labs.fhirBodyUnit', { unit: v.unit || '?' }));
      continue;
    }
    if (v.code === '8302-2') {
      const parsed = bodyHeightBodySchema.safeParse({ height_cm: roundFor('height', si) });
      if (!parsed.success || parsed.data.height_cm === null) skip(v.entry, smsg('labs.fhirBodyImplausible'));
      else if (!out.height || at > out.height.at) out.height = { entry: v.entry, cm: parsed.data.height_cm, at };
      continue;
    }
    const kind = v.code === '29463-7' ? 'weight' : v.code === '8280-0' ? 'waist' : 'body_fat';
    const parsed = bodyMeasurementBodySchema.safeParse({ kind, value: roundFor(kind, si), measured_at: at });
    if (!parsed.success) skip(v.entry, smsg('labs.fhirBodyImplausible'));
    else out.measurements.push({ entry: v.entry, body: parsed.data });
  }
  return out;
}
