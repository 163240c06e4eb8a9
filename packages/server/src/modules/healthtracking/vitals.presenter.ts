import { bpCategory, needsUrgentCare } from '@wellpath/shared/health/blood-pressure';
import type { Activity, BpReading } from '@wellpath/shared/health/wire';
import type { ActivityTable, BpReadingTable } from '../../db/schema.js';

export function presentReading(r: BpReadingTable): BpReading {
  return {
    _id: r.id,
    systolic: r.systolic,
    diastolic: r.diastolic,
    pulse: r.pulse,
    measured_at: r.measured_at,
    arm: r.arm,
    notes: r.notes,
    category: bpCategory(r.systolic, r.diastolic),
    urgent: needsUrgentCare(r.systolic, r.diastolic),
  };
}

export function presentActivity(a: ActivityTable): Activity {
  return {
    _id: a.id,
    date: a.date,
    type: a.type as Activity['type'],
    minutes: a.minutes,
    intensity: a.intensity as Activity['intensity'],
    strength: a.strength === 1 || a.type === 'strength',
    notes: a.notes,
  };
}
