import { sevenDayAverage } from './blood-pressure.js';
import { targetStatus, type TargetKind, type TargetValue } from './targets.js';

// "Target not met for 90 days" (issue 35, decision 0111): the care team's member list finds members
// with a clinician's target whose numbers of that kind have all been off it for the last 90 days.
//
// The rule, for a target of kind K and the member's points of kind K in time order:
// - the anchor is the newest point at or before now - 90 days (what the number was as the 90 days
//   began); there must be one;
// - there must be a point at least 90 days after the anchor (two numbers 90 days apart or more: a
//   single old number, or numbers a week apart, do not make 90 days);
// - the anchor and every point after it are not met (`targetStatus`, the comparison the member's
//   screens use). Any point at target, or one that cannot be read against it, clears the member.
// Points: blood pressure, the 7-day average (two readings or more) at each reading, in whole mm Hg
// as the screens show it; LDL and HbA1c, each result on its test day; weight, each weight in kg.
// Activity minutes are weekly totals, not readings (a week without a log cannot be told from an
// inactive one), so an activity target never puts a member on this list.

export const TARGET_STREAK_DAYS = 90;
const DAY_MS = 86_400_000;

/** The kinds whose numbers are readings the rule can follow. */
export const STREAK_KINDS = ['blood_pressure', 'ldl', 'hba1c', 'weight'] as const satisfies readonly TargetKind[];
export type StreakKind = (typeof STREAK_KINDS)[number];

export interface TargetPoint {
  /** An ISO 8601 instant, or a day (YYYY-MM-DD, read as its start in UTC). */
  at: string;
  value: TargetValue;
}

const time = (at: string) => Date.parse(at.length === 10 ? `${at}T00:00:00Z` : at);

/** Whether every point from the one before the last `days` days onwards is off the target, over at least `days` days. */
export function targetNotMetFor(
  kind: StreakKind,
  target: TargetValue,
  points: readonly TargetPoint[],
  now: Date,
  days: number = TARGET_STREAK_DAYS,
): boolean {
  const span = days * DAY_MS;
  const cutoff = now.getTime() - span;
  const sorted = points.map((p) => ({ t: time(p.at), value: p.value })).filter((p) => Number.isFinite(p.t) && p.t <= now.getTime());
  sorted.sort((a, b) => a.t - b.t);
  let anchor = -1;
  for (let i = 0; i < sorted.length; i++) if (sorted[i]!.t <= cutoff) anchor = i;
  if (anchor < 0) return false;
  const from = sorted.slice(anchor);
  if (from[from.length - 1]!.t - from[0]!.t < span) return false;
  return from.every((p) => targetStatus(kind, target, p.value) === 'not_met');
}

/**
 * The blood pressure points: at each reading, the 7-day average of the readings up to it (two or
 * more), rounded to whole mm Hg as shown; a reading with no average makes no point.
 */
export function bloodPressurePoints(readings: ReadonlyArray<{ systolic: number; diastolic: number; measured_at: string }>): TargetPoint[] {
  const points: TargetPoint[] = [];
  for (const r of readings) {
    const avg = sevenDayAverage(readings, new Date(r.measured_at));
    if (avg) points.push({ at: r.measured_at, value: { value: Math.round(avg.systolic), diastolic: Math.round(avg.diastolic) } });
  }
  return points;
}
