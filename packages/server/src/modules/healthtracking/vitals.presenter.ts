import { presentEnteredBy } from '../../lib/entered-by.js';
import {
  atOrAboveCanadaThreshold,
  bpCategory,
  isLowBloodPressure,
  needsUrgentCare,
  pulseFlag,
} from '@wellpath/shared/health/blood-pressure';
import { activitySchema, bpReadingSchema, type Activity, type BpReading, type BpSummary } from '@wellpath/shared/health/wire';
import type { ActivityTable, BpReadingTable } from '../../db/schema.js';
import { parseColumn } from '../../lib/stored-row.js';
import { presentSource } from './imports.presenter.js';

const { arm } = bpReadingSchema.shape;
const { type: activityType, intensity } = activitySchema.shape;

export function presentReading(r: BpReadingTable): BpReading {
  return {
    _id: r.id,
    systolic: r.systolic,
    diastolic: r.diastolic,
    pulse: r.pulse,
    measured_at: r.measured_at,
    arm: parseColumn(arm, r.arm, 'bp_readings.arm'),
    notes: r.notes,
    category: bpCategory(r.systolic, r.diastolic),
    urgent: needsUrgentCare(r.systolic, r.diastolic),
    low: isLowBloodPressure(r.systolic, r.diastolic),
    pulse_flag: pulseFlag(r.pulse),
    entered_by: presentEnteredBy(r.entered_by, 'bp_readings.entered_by'),
    source: presentSource(r.source),
  };
}

/** The 7-day average: classified from the unrounded mean, rounded to whole mm Hg only to show. */
export function presentAverage(avg: { systolic: number; diastolic: number; count: number } | null): BpSummary['average_7d'] {
  if (!avg) return null;
  return {
    systolic: Math.round(avg.systolic),
    diastolic: Math.round(avg.diastolic),
    count: avg.count,
    category: bpCategory(avg.systolic, avg.diastolic),
    at_or_above_threshold: atOrAboveCanadaThreshold(avg.systolic, avg.diastolic),
    systolic_mean: avg.systolic,
    diastolic_mean: avg.diastolic,
  };
}

export function presentActivity(a: ActivityTable): Activity {
  return {
    _id: a.id,
    date: a.date,
    type: parseColumn(activityType, a.type, 'activities.type'),
    minutes: a.minutes,
    intensity: parseColumn(intensity, a.intensity, 'activities.intensity'),
    strength: a.strength === 1 || a.type === 'strength',
    notes: a.notes,
    source: presentSource(a.source),
  };
}

/** Steps by day, newest first: of two apps' figures for one day (a phone's and a scale's app), the larger. */
export function presentSteps(rows: ReadonlyArray<{ date: string; steps: number }>): Array<{ date: string; steps: number }> {
  const byDay = new Map<string, number>();
  for (const r of rows) byDay.set(r.date, Math.max(byDay.get(r.date) ?? 0, Number(r.steps)));
  return [...byDay].map(([date, steps]) => ({ date, steps })).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
