import { BODY_UNITS, storedBodyValue } from '@wellpath/shared/health/body';
import { bodyMeasurementSchema, type BodyMeasurement } from '@wellpath/shared/health/wire';
import type { BodyMeasurementTable } from '../../db/schema.js';
import { parseColumn } from '../../lib/stored-row.js';
import { presentSource } from './imports.presenter.js';

const { kind: kindSchema } = bodyMeasurementSchema.shape;

export function presentMeasurement(r: BodyMeasurementTable): BodyMeasurement {
  const kind = parseColumn(kindSchema, r.kind, 'body_measurements.kind');
  return {
    _id: r.id,
    kind,
    value: storedBodyValue(r.value),
    unit: BODY_UNITS[kind],
    measured_at: r.measured_at,
    source: presentSource(r.source),
  };
}
