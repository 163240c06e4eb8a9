import { LAB_VALUE_BOUNDS } from '@wellpath/shared/health/wire';
import { LIMITS } from '@wellpath/shared/limits';
import { numberProblem } from '@wellpath/shared/numbers';
import { roundTo } from '@wellpath/shared/health/markers';
import type { LabComparator } from '@wellpath/shared/health/wire';
import { smsg } from '../../i18n/index.js';

/** One lab value read from a FHIR R4 Observation. */
export interface FhirObservationValue {
  externalId: string;
  /** Every LOINC code of the Observation, in its order: the first that names a marker is used. */
  loincs: string[];
  display: string | null;
  /** As the lab gave it, to at most six decimals (a FHIR decimal may carry more: Synthea's do). */
  value: number;
  /** A censored value's side (valueQuantity.comparator): the value is a bound. Null for a measurement. */
  comparator: LabComparator | null;
  /** The unit's text (valueQuantity.unit), else its code. */
  unit: string;
  /** The UCUM code (valueQuantity.code when its system is UCUM), null without one. */
  ucum: string | null;
  date: string;
  /** The lab's own reference range (Observation.referenceRange), in the units it gives; absent when none. */
  referenceRange?: FhirReferenceRange;
}

/** A bound is a number with its unit ('' when the range names none: the observation's unit applies). */
export interface FhirReferenceRange {
  low: { value: number; unit: string } | null;
  high: { value: number; unit: string } | null;
}

/** A body measurement read from a FHIR R4 Observation (issue 35, decision 0112): as given, checked and converted by fhir-body.ts. */
export interface FhirBodyValue {
  entry: string;
  code: string;
  value: number;
  /** The UCUM code (valueQuantity.code), else the unit's text. */
  unit: string;
  /** effectiveDateTime (or the report's date) as given. */
  when: string;
}

export interface FhirParseResult {
  values: FhirObservationValue[];
  /** Weight, height, waist and body fat: the Body page's measurements, not lab results. */
  body: FhirBodyValue[];
  /** LOINC codes present but with no matching marker are reported by the caller; these are entries that could not be read at all. */
  skipped: Array<{ entry: string; reason: string }>;
}

/** A document that is not one this app reads; the message is a catalogue message. */
export class FhirDocumentError extends Error {}

const LOINC_SYSTEM = 'http://loinc.org';
const UCUM_SYSTEM = 'http://unitsofmeasure.org';
/** Blood pressure (panel, systolic, diastolic) and pulse: readings of the blood pressure page, not lab results. */
const VITAL_SIGNS = new Set(['85354-9', '55284-4', '8480-6', '8462-4', '8867-4']);
/** Body weight, height, BMI, waist and body fat (issue 35): measurements of the Body page, not lab results. */
const BODY_CODES = new Set(['29463-7', '8302-2', '39156-5', '8280-0', '41982-0']);
/**
 * The Bundles that carry a patient's results as they are: a set of resources (collection), what a
 * server is asked to store (transaction, batch), a search's answer (searchset) and a clinical
 * document (document: a Composition first, then what it holds). A history holds old versions of the
 * same resource; responses carry outcomes, not results.
 */
const BUNDLE_TYPES = new Set(['collection', 'transaction', 'batch', 'searchset', 'document']);
const COMPARATORS = new Set<LabComparator>(['<', '<=', '>=', '>']);

type Resource = Record<string, unknown>;

function isObject(v: unknown): v is Resource {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function bound(q: unknown): { value: number; unit: string } | null {
  if (!isObject(q) || typeof q.value !== 'number' || !Number.isFinite(q.value)) return null;
  return { value: q.value, unit: typeof q.unit === 'string' ? q.unit : typeof q.code === 'string' ? q.code : '' };
}

/** The first range with a number that applies to the usual population (no `appliesTo`, type normal or none). */
function readReferenceRange(resource: Resource): FhirReferenceRange | undefined {
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

const dateOf = (r: Resource | undefined) =>
  r
    ? ([r.effectiveDateTime, isObject(r.effectivePeriod) ? r.effectivePeriod.start : undefined, r.effectiveInstant, r.issued].find(
        (d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}/.test(d),
      ) as string | undefined)
    : undefined;

/** `system|value` of the first identifier with a value, else null. */
function identifierOf(r: Resource): string | null {
  const identifier = Array.isArray(r.identifier) ? r.identifier.filter(isObject).find((x) => typeof x.value === 'string') : undefined;
  return identifier ? `${typeof identifier.system === 'string' ? identifier.system : ''}|${identifier.value as string}` : null;
}

/** Where an Observation sits: inside a DiagnosticReport (contained), or on its own. */
interface Context {
  /** The report that holds it: its date stands in for a result without one, its id names it. */
  report?: Resource;
}

/** Weight, height, waist and body fat; BMI (39156-5) is worked out from weight and height, never imported. */
export const BODY_IMPORT_CODES = new Set(['29463-7', '8302-2', '8280-0', '41982-0']);

class Reader {
  readonly values: FhirObservationValue[] = [];
  readonly body: FhirBodyValue[] = [];
  readonly skipped: FhirParseResult['skipped'] = [];

  private skip(entry: string, reason: string) {
    this.skipped.push({ entry, reason });
  }

  /** One Observation: a lab value, or why it is not one. A panel (hasMember, no value) is passed over: its members are read on their own. */
  observation(resource: Resource, label: string, ctx: Context = {}): void {
    const id = typeof resource.id === 'string' ? resource.id : null;
    const reportId = ctx.report && typeof ctx.report.id === 'string' ? ctx.report.id : null;
    const name = id ? (ctx.report ? `DiagnosticReport ${reportId ?? '?'} #${id}` : `Observation ${id}`) : label;
    if (resource.status === 'entered-in-error' || resource.status === 'cancelled')
      return this.skip(name, smsg('labs.fhirStatus', { status: String(resource.status) }));
    const codings = isObject(resource.code) && Array.isArray(resource.code.coding) ? resource.code.coding.filter(isObject) : [];
    const loinc = codings.filter((c) => c.system === LOINC_SYSTEM && typeof c.code === 'string');
    if (loinc.length === 0) return this.skip(name, smsg('labs.fhirNoLoinc'));
    const loincs = loinc.map((c) => c.code as string);
    if (loincs.some((c) => VITAL_SIGNS.has(c))) return this.skip(name, smsg('labs.fhirVitalSign'));
    const q = resource.valueQuantity;
    if (loincs.some((c) => BODY_CODES.has(c))) return this.bodyValue(resource, name, loincs, q, ctx);
    if (!isObject(q) || typeof q.value !== 'number' || !Number.isFinite(q.value)) {
      if (Array.isArray(resource.hasMember) && resource.hasMember.length > 0 && !isObject(q)) return;
      return this.skip(name, smsg('labs.fhirNoValue'));
    }
    // More decimals than a lab reports are rounded off; a value that rounds to nothing is no measurement.
    const value = roundTo(q.value, LIMITS.labValueDecimals);
    const problem = numberProblem(value === 0 && q.value !== 0 ? q.value : value, LAB_VALUE_BOUNDS);
    if (problem) return this.skip(name, problem);
    const comparator = typeof q.comparator === 'string' ? q.comparator : null;
    if (comparator !== null && !COMPARATORS.has(comparator as LabComparator))
      return this.skip(name, smsg('labs.fhirComparator', { comparator }));
    const unit = typeof q.unit === 'string' ? q.unit : typeof q.code === 'string' ? q.code : '';
    const ucum = q.system === UCUM_SYSTEM && typeof q.code === 'string' ? q.code : null;
    const when = dateOf(resource) ?? dateOf(ctx.report);
    if (!when) return this.skip(name, smsg('labs.fhirNoDate'));
    const own = identifierOf(resource);
    const report = ctx.report ? (identifierOf(ctx.report) ?? (reportId ? `DiagnosticReport/${reportId}` : null)) : null;
    // The id of a contained resource is local to its report: the report names it.
    const externalId =
      own ??
      (ctx.report && report && id
        ? `${report}#${id}`
        : id && !ctx.report
          ? `Observation/${id}`
          : `${loincs[0]!}|${when}|${comparator ?? ''}${q.value}|${unit}`);
    const referenceRange = readReferenceRange(resource);
    this.values.push({
      externalId: `fhir:${externalId}`,
      loincs,
      display: typeof loinc[0]!.display === 'string' ? loinc[0]!.display : null,
      value,
      comparator: comparator as LabComparator | null,
      unit,
      ucum,
      date: when.slice(0, 10),
      ...(referenceRange ? { referenceRange } : {}),
    });
  }

  /** A body measurement: kept for fhir-body.ts to check and convert; BMI is passed over with its reason. */
  private bodyValue(resource: Resource, name: string, loincs: string[], q: unknown, ctx: Context): void {
    const code = loincs.find((c) => BODY_IMPORT_CODES.has(c));
    if (code === undefined) return this.skip(name, smsg('labs.fhirBmiDerived'));
    if (!isObject(q) || typeof q.value !== 'number' || !Number.isFinite(q.value)) return this.skip(name, smsg('labs.fhirNoValue'));
    const when = dateOf(resource) ?? dateOf(ctx.report);
    if (!when) return this.skip(name, smsg('labs.fhirNoDate'));
    const unit = typeof q.code === 'string' ? q.code : typeof q.unit === 'string' ? q.unit : '';
    this.body.push({ entry: name, code, value: q.value, unit, when });
  }

  /**
   * A DiagnosticReport's results: those it contains are read here (`#id` references); those that are
   * entries of the same Bundle are read as entries (`inBundle` says whether a reference is one), and
   * a result that is neither is named as missing.
   */
  report(resource: Resource, label: string, inBundle: (reference: string) => boolean): void {
    const contained = new Map<string, Resource>(
      (Array.isArray(resource.contained) ? resource.contained.filter(isObject) : [])
        .filter((c) => typeof c.id === 'string')
        .map((c): [string, Resource] => [`#${c.id as string}`, c]),
    );
    const name = typeof resource.id === 'string' ? `DiagnosticReport ${resource.id}` : label;
    const results = Array.isArray(resource.result) ? resource.result.filter(isObject) : [];
    for (const ref of results) {
      const reference = typeof ref.reference === 'string' ? ref.reference : '';
      const inside = contained.get(reference);
      if (inside?.resourceType === 'Observation') this.observation(inside, name, { report: resource });
      else if (!inBundle(reference)) this.skip(name, smsg('labs.fhirResultMissing', { reference: reference || '?' }));
    }
  }
}

/** How an entry of a Bundle can be referred to: its fullUrl, and `Type/id` (also as the tail of an absolute URL). */
function addresses(entry: Resource, resource: Resource): string[] {
  const out: string[] = [];
  if (typeof entry.fullUrl === 'string') out.push(entry.fullUrl);
  if (typeof resource.resourceType === 'string' && typeof resource.id === 'string') out.push(`${resource.resourceType}/${resource.id}`);
  return out;
}

/**
 * Reads the lab values of a FHIR R4 document: a Bundle (collection, transaction, batch, searchset or
 * document) of Observations and DiagnosticReports, a DiagnosticReport with its contained results, or
 * a single Observation. Throws FhirDocumentError for anything else.
 */
export function parseFhir(doc: unknown): FhirParseResult {
  const reader = new Reader();
  if (isObject(doc) && doc.resourceType === 'Observation') {
    reader.observation(doc, 'Observation');
    return { values: reader.values, body: reader.body, skipped: reader.skipped };
  }
  if (isObject(doc) && doc.resourceType === 'DiagnosticReport') {
    reader.report(doc, 'DiagnosticReport', () => false);
    return { values: reader.values, body: reader.body, skipped: reader.skipped };
  }
  if (!isObject(doc) || doc.resourceType !== 'Bundle') throw new FhirDocumentError(smsg('labs.fhirNotReadable'));
  const type = typeof doc.type === 'string' ? doc.type : 'collection';
  if (!BUNDLE_TYPES.has(type)) throw new FhirDocumentError(smsg('labs.fhirBundleType', { type }));
  if (!Array.isArray(doc.entry)) throw new FhirDocumentError(smsg('labs.fhirNoEntries'));
  const known = new Set<string>();
  for (const entry of doc.entry)
    if (isObject(entry) && isObject(entry.resource)) for (const a of addresses(entry, entry.resource)) known.add(a);
  const inBundle = (reference: string) => known.has(reference) || [...known].some((a) => a.includes('/') && reference.endsWith(`/${a}`));
  doc.entry.forEach((entry: unknown, i: number) => {
    const label = `entry ${i + 1}`;
    const resource = isObject(entry) ? entry.resource : undefined;
    if (!isObject(resource)) return void reader.skipped.push({ entry: label, reason: smsg('labs.fhirNoResource') });
    // A searchset's OperationOutcome (search.mode "outcome") says how the search went: no result.
    if (resource.resourceType === 'Observation') reader.observation(resource, label);
    else if (resource.resourceType === 'DiagnosticReport') reader.report(resource, label, inBundle);
  });
  return { values: reader.values, body: reader.body, skipped: reader.skipped };
}
