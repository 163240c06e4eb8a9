import type { BloodMarkerDefinition } from '@wellpath/shared/health/definition';
import { markerStatus, referenceFor, type Sex } from '@wellpath/shared/health/markers';
import type { BloodMarker, BloodResult, LabReport, MarkerHistory } from '@wellpath/shared/health/wire';
import type { ReportRow, ResultRow } from './blood-results.repository.js';

/** A marker of the catalogue with its parsed definition. */
export interface Marker {
  id: string;
  def: BloodMarkerDefinition;
}

/** A result with its status, message and the reference range for the member's sex. */
export function presentResult(row: ResultRow, marker: Marker, sex: Sex | null): BloodResult {
  const range = referenceFor(marker.def, sex);
  const value = Number(row.value);
  const status = markerStatus(value, range);
  return {
    _id: row.id,
    marker_id: marker.id,
    marker_key: marker.def.key,
    marker_name: marker.def.name,
    category: marker.def.category,
    value,
    unit: marker.def.unit,
    test_date: row.test_date,
    status,
    message: marker.def.messages[status],
    reference_range: range,
    report_id: row.report_id,
    source: row.source,
  };
}

export function presentMarker({ id, def }: Marker, sex: Sex | null): BloodMarker {
  return {
    _id: id,
    key: def.key,
    name: def.name,
    category: def.category,
    unit: def.unit,
    units: [def.unit, ...def.conversions.map((c) => c.unit)],
    loinc: def.loinc,
    decimals: def.decimals,
    plausible: def.plausible,
    reference_range: referenceFor(def, sex),
    key_marker: def.key_marker,
  };
}

export function presentHistoryMarker({ id, def }: Marker, sex: Sex | null): MarkerHistory['marker'] {
  return {
    _id: id,
    key: def.key,
    name: def.name,
    unit: def.unit,
    category: def.category,
    reference_range: referenceFor(def, sex),
    source: def.source ?? null,
  };
}

export function presentReport(r: ReportRow, results: BloodResult[]): LabReport {
  return { _id: r.id, test_date: r.test_date, lab_name: r.lab_name, source: r.source, created_at: r.created_at, results };
}
