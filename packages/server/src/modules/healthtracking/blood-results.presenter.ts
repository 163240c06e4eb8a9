import { presentEnteredBy } from '../../lib/entered-by.js';
import { bloodMarkerDefinitionSchema, loincCodes, type BloodMarkerDefinition } from '@wellpath/shared/health/definition';
import { recordAndLabConditions } from '@wellpath/shared/health/lab-evidence';
import { bandsFor, classifyMarker, normalRange, type MemberContext } from '@wellpath/shared/health/markers';
import {
  bloodResultSchema,
  labReportSchema,
  type BloodMarker,
  type BloodResult,
  type LabReport,
  type MarkerHistory,
} from '@wellpath/shared/health/wire';
import { profileResponseSchema } from '@wellpath/shared/user/schemas';
import { parseColumn, parseJsonColumn } from '../../lib/stored-row.js';
import type { MemberContextRow, ReportRow, ResultRow } from './blood-results.repository.js';

/** A marker of the catalogue with its parsed definition. */
export interface Marker {
  id: string;
  def: BloodMarkerDefinition;
}

/** A catalogue row's definition (`blood_markers.definition`), read through the content's schema. */
export const markerOf = (row: { id: string; definition: string }): Marker => ({
  id: row.id,
  def: parseJsonColumn(bloodMarkerDefinitionSchema, row.definition, 'blood_markers.definition'),
});

const { sex } = profileResponseSchema.shape;
/**
 * What a member's results are read against; the sex read as a sex (another value would show both
 * ranges), the conditions on the record and those the member's labs show (as the heart risk reads
 * them, decision 0083).
 */
export const memberContextOf = (row: MemberContextRow): MemberContext => ({
  sex: parseColumn(sex, row.sex, 'users.sex'),
  conditions: recordAndLabConditions(row.conditions, row.labResults),
});

const resultSource = bloodResultSchema.shape.source;
const reportSource = labReportSchema.shape.source;
const { comparator } = bloodResultSchema.shape;

/**
 * A result with its band, status, message, critical advice and the reference range for the member
 * (sex and conditions). Classified at read time after rounding to the marker's precision, so rows
 * stored before values were rounded, and a corrected catalogue, read right.
 */
export function presentResult(row: ResultRow, marker: Marker, member: MemberContext): BloodResult {
  const censored = parseColumn(comparator, row.comparator, 'blood_results.comparator') ?? null;
  const c = classifyMarker(marker.def, Number(row.value), member, censored);
  const labRange =
    marker.def.lab_specific && (row.lab_range_min !== null || row.lab_range_max !== null)
      ? {
          min: row.lab_range_min === null ? null : Number(row.lab_range_min),
          max: row.lab_range_max === null ? null : Number(row.lab_range_max),
        }
      : null;
  return {
    _id: row.id,
    marker_id: marker.id,
    marker_key: marker.def.key,
    marker_name: marker.def.name,
    category: marker.def.category,
    value: c.value,
    unit: marker.def.unit,
    test_date: row.test_date,
    status: c.status,
    message: c.message,
    reference_range: c.referenceRange,
    report_id: row.report_id,
    source: parseColumn(resultSource, row.source, 'lab_reports.source'),
    band: c.band,
    critical: c.critical,
    critical_message: c.criticalMessage,
    ranges_by_sex: c.rangesBySex,
    lab_reference_range: labRange,
    comparator: censored,
    entered_by: presentEnteredBy(row.entered_by, 'lab_reports.entered_by'),
  };
}

function memberRange(def: BloodMarkerDefinition, member: MemberContext) {
  const { bands, rangesBySex } = bandsFor(def, member);
  return { bands, rangesBySex, range: normalRange(bands, def.decimals) };
}

export function presentMarker({ id, def }: Marker, member: MemberContext): BloodMarker {
  const { range, rangesBySex } = memberRange(def, member);
  return {
    _id: id,
    key: def.key,
    name: def.name,
    category: def.category,
    unit: def.unit,
    units: [def.unit, ...def.conversions.map((c) => c.unit)],
    loinc: loincCodes(def),
    decimals: def.decimals,
    plausible: def.plausible,
    reference_range: range,
    key_marker: def.key_marker,
    ranges_by_sex: rangesBySex,
    lab_specific: def.lab_specific,
  };
}

export function presentHistoryMarker({ id, def }: Marker, member: MemberContext): MarkerHistory['marker'] {
  const { bands, rangesBySex, range } = memberRange(def, member);
  return {
    _id: id,
    key: def.key,
    name: def.name,
    unit: def.unit,
    category: def.category,
    reference_range: range,
    source: def.source ?? null,
    decimals: def.decimals,
    bands: bands.map((b, i) => ({
      key: b.key,
      label: b.label,
      tone: b.tone,
      status: b.status,
      from: b.from,
      to: bands[i + 1]?.from ?? null,
    })),
    ranges_by_sex: rangesBySex,
    lab_specific: def.lab_specific,
  };
}

export function presentReport(r: ReportRow, results: BloodResult[]): LabReport {
  return {
    _id: r.id,
    test_date: r.test_date,
    lab_name: r.lab_name,
    source: parseColumn(reportSource, r.source, 'lab_reports.source'),
    created_at: r.created_at,
    results,
    entered_by: presentEnteredBy(r.entered_by, 'lab_reports.entered_by'),
  };
}
