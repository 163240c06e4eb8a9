import { loincCodes, type BloodMarkerDefinition } from '@wellpath/shared/health/definition';
import { bandsFor, classifyMarker, normalRange, type MemberContext } from '@wellpath/shared/health/markers';
import type { BloodMarker, BloodResult, LabReport, MarkerHistory } from '@wellpath/shared/health/wire';
import type { ReportRow, ResultRow } from './blood-results.repository.js';

/** A marker of the catalogue with its parsed definition. */
export interface Marker {
  id: string;
  def: BloodMarkerDefinition;
}

/**
 * A result with its band, status, message, critical advice and the reference range for the member
 * (sex and conditions). Classified at read time after rounding to the marker's precision, so rows
 * stored before values were rounded, and a corrected catalogue, read right.
 */
export function presentResult(row: ResultRow, marker: Marker, member: MemberContext): BloodResult {
  const c = classifyMarker(marker.def, Number(row.value), member, row.comparator);
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
    source: row.source,
    band: c.band,
    critical: c.critical,
    critical_message: c.criticalMessage,
    ranges_by_sex: c.rangesBySex,
    lab_reference_range: labRange,
    comparator: row.comparator,
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
  return { _id: r.id, test_date: r.test_date, lab_name: r.lab_name, source: r.source, created_at: r.created_at, results };
}
