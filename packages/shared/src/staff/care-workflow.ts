import { z } from 'zod';
import { localMoment, minutesOfDay, zonedInstant } from '../reminders/time-zone.js';

// The care team's workflow as the clinic writes it in content/care-workflow.yaml (decision 0085):
// its opening hours, what it tells staff while it is closed, and by when each kind of urgent alert
// must be taken on (acknowledged) before it is escalated to the clinicians' pool and then to the
// administrators (decision 0086).

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * A period of time. `hours`: on the wall clock, day and night; `clinic_hours`: counted only while the
 * clinic is open (an alert raised at night starts counting at the next opening); `working_days`:
 * whole clinic days, each as long as the clinic's opening hours.
 */
export const periodSchema = z.strictObject({
  amount: z.number().int().min(1).max(30),
  unit: z.enum(['hours', 'clinic_hours', 'working_days']),
});
export type Period = z.infer<typeof periodSchema>;

const alertRuleSchema = z.strictObject({
  /** From the alert's raising: by when someone must acknowledge it, or it goes to the whole pool and CARE_TEAM_INBOX. */
  due: periodSchema,
  /** From the due time: when an alert still not acknowledged goes to the administrators. */
  admins_after: periodSchema,
});

export const clinicHoursSchema = z
  .strictObject({
    days: z.array(z.enum(WEEKDAYS)).min(1, 'at least one opening day'),
    opens: z.string().regex(HHMM, 'opens must be a time such as 08:30'),
    closes: z.string().regex(HHMM, 'closes must be a time such as 17:00'),
  })
  .refine((h) => minutesOfDay(h.opens) < minutesOfDay(h.closes), { message: 'opens must be before closes', path: ['closes'] });
export type ClinicHours = z.infer<typeof clinicHoursSchema>;

export const careWorkflowSchema = z.strictObject({
  clinic_hours: clinicHoursSchema,
  /** Shown to the care team on the alerts while the clinic is closed. */
  out_of_hours: z.string().min(1).max(600),
  alerts: z.strictObject({ phq9_item9: alertRuleSchema, bp_crisis: alertRuleSchema, critical_lab: alertRuleSchema }),
  /** From a member's message the care team has not answered: by when someone should reply (decision 0100). */
  messages: z.strictObject({ due: periodSchema }).optional(),
  /** From a programme request: by when someone should answer it (decision 0100). */
  requests: z.strictObject({ due: periodSchema }).optional(),
  /** From a weight loss to review: by when a clinician should look at it (decision 0121). */
  weight_reviews: z.strictObject({ due: periodSchema }).optional(),
});
export type CareWorkflow = z.infer<typeof careWorkflowSchema>;

/** When a clinic's file leaves them out (it predates decisions 0100 and 0121): one working day for a message, two for a request or a weight review. */
export const DEFAULT_WORK_DUE: { messages: Period; requests: Period; weight_reviews: Period } = {
  messages: { amount: 1, unit: 'working_days' },
  requests: { amount: 2, unit: 'working_days' },
  weight_reviews: { amount: 2, unit: 'working_days' },
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00.000Z`).getUTCDay()]!;

/** The clinic's opening interval on a local day, or null when it is closed that day. */
function openingOn(date: string, hours: ClinicHours, zone: string): { start: number; end: number } | null {
  if (!hours.days.includes(weekdayOf(date))) return null;
  return {
    start: zonedInstant(date, minutesOfDay(hours.opens), zone).getTime(),
    end: zonedInstant(date, minutesOfDay(hours.closes), zone).getTime(),
  };
}

/**
 * The clinic's opening intervals (epoch milliseconds) of the local days from `fromDate` to `toDate`
 * (YYYY-MM-DD, both included), in order: the working days the programme's results count in (decision
 * 0115).
 */
export function openingsBetween(fromDate: string, toDate: string, hours: ClinicHours, zone: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  for (let d = fromDate; d <= toDate; d = addDays(d, 1)) {
    const day = openingOn(d, hours, zone);
    if (day) out.push(day);
  }
  return out;
}

/** Whether the clinic is open at an instant, on its own clock. */
export function clinicOpenAt(at: Date, hours: ClinicHours, zone: string): boolean {
  const day = openingOn(localMoment(at, zone).date, hours, zone);
  return day !== null && at.getTime() >= day.start && at.getTime() < day.end;
}

/** `minutes` of opening time after `from`: counted only while the clinic is open. */
function afterOpenMinutes(from: Date, minutes: number, hours: ClinicHours, zone: string): Date {
  let left = minutes * MINUTE_MS;
  const first = localMoment(from, zone).date;
  // A clinic open at least one day a week reaches any 30 working days within a year.
  for (let i = 0; i < 400; i += 1) {
    const day = openingOn(addDays(first, i), hours, zone);
    if (!day) continue;
    const start = Math.max(from.getTime(), day.start);
    if (start >= day.end) continue;
    if (left <= day.end - start) return new Date(start + left);
    left -= day.end - start;
  }
  throw new Error('clinic hours leave no time to count');
}

/** When a period that starts at `from` ends, on the clinic's clock and opening hours. */
export function periodEnd(from: Date, period: Period, hours: ClinicHours, zone: string): Date {
  switch (period.unit) {
    case 'hours':
      return new Date(from.getTime() + period.amount * 60 * MINUTE_MS);
    case 'clinic_hours':
      return afterOpenMinutes(from, period.amount * 60, hours, zone);
    case 'working_days':
      return afterOpenMinutes(from, period.amount * (minutesOfDay(hours.closes) - minutesOfDay(hours.opens)), hours, zone);
  }
}

/**
 * When an urgent alert of this kind raised at `at` is due (to be acknowledged), and when it goes to
 * the administrators (decision 0085). Stored when the alert is raised; an alert raised before due
 * times existed gets its due time from this on read, never stored (decision 0109).
 */
export function alertDueTimes(
  workflow: { rules: CareWorkflow; timeZone: string },
  kind: keyof CareWorkflow['alerts'],
  at: Date,
): { dueAt: Date; adminsDueAt: Date } {
  const { rules, timeZone } = workflow;
  const rule = rules.alerts[kind];
  const dueAt = periodEnd(at, rule.due, rules.clinic_hours, timeZone);
  return { dueAt, adminsDueAt: periodEnd(dueAt, rule.admins_after, rules.clinic_hours, timeZone) };
}
