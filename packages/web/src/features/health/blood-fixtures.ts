import type { BloodMarker, BloodResult } from '@wellpath/shared/health/wire';

// Markers and results for the blood results screens' tests, in the shape the server sends.

/** A catalogue marker; one decimal and no range unless given. */
export function testMarker(
  key: string,
  name: string,
  category: BloodMarker['category'],
  unit: string,
  extra: Partial<BloodMarker> = {},
): BloodMarker {
  return {
    _id: `m-${key}`,
    key,
    name,
    category,
    unit,
    units: [unit],
    loinc: ['0000-0'],
    decimals: 1,
    plausible: { min: 0, max: 100 },
    reference_range: { min: null, max: null },
    key_marker: false,
    ...extra,
  };
}

/** A normal result of the marker, tested 2026-03-04 and entered by hand, with the fields given. */
export function testResult(m: BloodMarker, value: number, extra: Partial<BloodResult> = {}): BloodResult {
  return {
    _id: `r-${m.key}`,
    marker_id: m._id,
    marker_key: m.key,
    marker_name: m.name,
    category: m.category,
    value,
    unit: m.unit,
    test_date: '2026-03-04',
    status: 'normal',
    message: `${m.name} message.`,
    reference_range: m.reference_range,
    report_id: 'rep1',
    source: 'manual',
    ...extra,
  };
}
