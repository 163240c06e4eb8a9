import { describe, expect, it } from 'vitest';
import { careWorkflowSchema, clinicOpenAt, periodEnd, type ClinicHours } from './care-workflow.js';

// Toronto in November: UTC-5 (EST). Monday 2026-11-23 to Friday 2026-11-27.
const ZONE = 'America/Toronto';
const HOURS: ClinicHours = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '08:00', closes: '17:00' };
const local = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00.000-05:00`);

describe('due times on the clinic clock', () => {
  it('counts wall-clock hours day and night', () => {
    expect(periodEnd(local('2026-11-27', '22:00'), { amount: 4, unit: 'hours' }, HOURS, ZONE)).toEqual(local('2026-11-28', '02:00'));
  });

  it('counts clinic hours only while the clinic is open: a Friday-night answer is due an hour after Monday opens', () => {
    const oneClinicHour = { amount: 1, unit: 'clinic_hours' } as const;
    expect(periodEnd(local('2026-11-24', '10:15'), oneClinicHour, HOURS, ZONE)).toEqual(local('2026-11-24', '11:15'));
    expect(periodEnd(local('2026-11-24', '16:30'), oneClinicHour, HOURS, ZONE)).toEqual(local('2026-11-25', '08:30'));
    expect(periodEnd(local('2026-11-27', '21:00'), oneClinicHour, HOURS, ZONE)).toEqual(local('2026-11-30', '09:00'));
    expect(periodEnd(local('2026-11-24', '06:00'), oneClinicHour, HOURS, ZONE)).toEqual(local('2026-11-24', '09:00'));
  });

  it('counts a working day as one full opening day', () => {
    const oneDay = { amount: 1, unit: 'working_days' } as const;
    expect(periodEnd(local('2026-11-24', '10:00'), oneDay, HOURS, ZONE)).toEqual(local('2026-11-25', '10:00'));
    expect(periodEnd(local('2026-11-27', '10:00'), oneDay, HOURS, ZONE)).toEqual(local('2026-11-30', '10:00'));
    expect(periodEnd(local('2026-11-28', '10:00'), oneDay, HOURS, ZONE)).toEqual(local('2026-11-30', '17:00'));
  });

  it('keeps the clinic clock across a daylight-saving change', () => {
    // Sunday 2026-03-08 the clocks go forward: Monday opens at 08:00 EDT (12:00 UTC).
    expect(periodEnd(new Date('2026-03-06T23:00:00.000Z'), { amount: 1, unit: 'clinic_hours' }, HOURS, ZONE)).toEqual(
      new Date('2026-03-09T13:00:00.000Z'),
    );
  });

  it('says whether the clinic is open now', () => {
    expect(clinicOpenAt(local('2026-11-24', '08:00'), HOURS, ZONE)).toBe(true);
    expect(clinicOpenAt(local('2026-11-24', '17:00'), HOURS, ZONE)).toBe(false);
    expect(clinicOpenAt(local('2026-11-28', '12:00'), HOURS, ZONE)).toBe(false);
  });

  it('refuses clinic hours that close before they open, unknown days and unknown units', () => {
    const rule = { due: { amount: 1, unit: 'hours' }, admins_after: { amount: 1, unit: 'hours' } };
    const file = {
      clinic_hours: HOURS,
      out_of_hours: 'Closed.',
      alerts: { phq9_item9: rule, bp_crisis: rule, critical_lab: rule },
    };
    expect(careWorkflowSchema.safeParse(file).success).toBe(true);
    expect(careWorkflowSchema.safeParse({ ...file, clinic_hours: { ...HOURS, closes: '07:00' } }).success).toBe(false);
    expect(careWorkflowSchema.safeParse({ ...file, clinic_hours: { ...HOURS, days: ['someday'] } }).success).toBe(false);
    expect(
      careWorkflowSchema.safeParse({ ...file, alerts: { ...file.alerts, bp_crisis: { ...rule, due: { amount: 1, unit: 'weeks' } } } })
        .success,
    ).toBe(false);
    expect(
      careWorkflowSchema.safeParse({ ...file, alerts: { ...file.alerts, bp_crisis: { ...rule, due: { amount: 0, unit: 'hours' } } } })
        .success,
    ).toBe(false);
  });
});
