/** One lab value read from a FHIR R4 Observation. */
export interface FhirObservationValue {
  externalId: string;
  loinc: string;
  display: string | null;
  value: number;
  unit: string;
  date: string;
  /** The lab's own reference range (Observation.referenceRange), in the units it gives; absent when none. */
  referenceRange?: FhirReferenceRange;
}

/** A bound is a number with its unit ('' when the range names none: the observation's unit applies). */
export interface FhirReferenceRange {
  low: { value: number; unit: string } | null;
  high: { value: number; unit: string } | null;
}

export interface FhirParseResult {
  values: FhirObservationValue[];
  /** LOINC codes present but with no matching marker are reported by the caller; these are entries that could not be read at all. */
  skipped: Array<{ entry: string; reason: string }>;
}

const LOINC_SYSTEM = 'http://loinc.org';
/** Blood pressure (panel, systolic, diastolic) and pulse: readings of the blood pressure page, not lab results. */
const VITAL_SIGNS = new Set(['85354-9', '55284-4', '8480-6', '8462-4', '8867-4']);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function bound(q: unknown): { value: number; unit: string } | null {
  if (!isObject(q) || typeof q.value !== 'number' || !Number.isFinite(q.value)) return null;
  return { value: q.value, unit: typeof q.unit === 'string' ? q.unit : typeof q.code === 'string' ? q.code : '' };
}

/** The first range with a number that applies to the usual population (no `appliesTo`, type normal or none). */
function readReferenceRange(resource: Record<string, unknown>): FhirReferenceRange | undefined {
  if (!Array.isArray(resource.referenceRange)) return undefined;
  for (const r of resource.referenceRange.filter(isObject)) {
    if (Array.isArray(r.appliesTo) && r.appliesTo.length > 0) continue;
    const codings = isObject(r.type) && Array.isArray(r.type.coding) ? r.type.coding.filter(isObject) : [];
    if (codings.length > 0 && !codings.some((c) => c.code === 'normal')) continue;
    const low = bound(r.low);
    const high = bound(r.high);
    if (low || high) return { low, high };
  }
  return undefined;
}

/** Reads the Observations of a FHIR R4 Bundle (searchset, collection, transaction...). Throws on a document that is not a Bundle. */
export function parseFhirBundle(doc: unknown): FhirParseResult {
  if (!isObject(doc) || doc.resourceType !== 'Bundle') throw new Error('The file is not a FHIR Bundle (resourceType must be "Bundle")');
  if (!Array.isArray(doc.entry)) throw new Error('The Bundle has no entries');
  const values: FhirObservationValue[] = [];
  const skipped: FhirParseResult['skipped'] = [];
  doc.entry.forEach((entry: unknown, i: number) => {
    const label = `entry ${i + 1}`;
    const resource = isObject(entry) ? entry.resource : undefined;
    if (!isObject(resource)) return void skipped.push({ entry: label, reason: 'no resource' });
    if (resource.resourceType !== 'Observation') return; // reports, patients and the like carry no values
    const id = typeof resource.id === 'string' ? resource.id : null;
    const name = id ? `Observation ${id}` : label;
    if (resource.status === 'entered-in-error' || resource.status === 'cancelled')
      return void skipped.push({ entry: name, reason: `status is ${String(resource.status)}` });
    const codings = isObject(resource.code) && Array.isArray(resource.code.coding) ? resource.code.coding.filter(isObject) : [];
    const loinc = codings.find((c) => c.system === LOINC_SYSTEM && typeof c.code === 'string');
    if (!loinc) return void skipped.push({ entry: name, reason: 'no LOINC code' });
    if (VITAL_SIGNS.has(loinc.code as string))
      return void skipped.push({
        entry: name,
        reason: 'blood pressure and pulse are not lab results: add them on the blood pressure page',
      });
    const q = resource.valueQuantity;
    if (!isObject(q) || typeof q.value !== 'number' || !Number.isFinite(q.value))
      return void skipped.push({ entry: name, reason: 'no numeric valueQuantity' });
    const unit = typeof q.unit === 'string' ? q.unit : typeof q.code === 'string' ? q.code : '';
    const when = [
      resource.effectiveDateTime,
      isObject(resource.effectivePeriod) ? resource.effectivePeriod.start : undefined,
      resource.issued,
    ].find((d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}/.test(d)) as string | undefined;
    if (!when) return void skipped.push({ entry: name, reason: 'no effective date' });
    const identifier: Record<string, unknown> | undefined = Array.isArray(resource.identifier)
      ? resource.identifier.filter(isObject).find((x) => typeof x.value === 'string')
      : undefined;
    const loincCode = loinc.code as string;
    const externalId = identifier
      ? `${typeof identifier.system === 'string' ? identifier.system : ''}|${identifier.value as string}`
      : id
        ? `Observation/${id}`
        : `${loincCode}|${when}|${q.value}|${unit}`;
    const referenceRange = readReferenceRange(resource);
    values.push({
      externalId: `fhir:${externalId}`,
      loinc: loincCode,
      display: typeof loinc.display === 'string' ? loinc.display : null,
      value: q.value,
      unit,
      date: when.slice(0, 10),
      ...(referenceRange ? { referenceRange } : {}),
    });
  });
  return { values, skipped };
}
