import { describe, expect, it } from 'vitest';
import { localMoment } from '../reminders/time-zone.js';
import {
  blockedStretch,
  cellsOf,
  dayHoursSchema,
  freeSlots,
  hoursExceptionSchema,
  isWorkingSlot,
  mondayOf,
  weeklyHoursSchema,
  weekStretch,
  workingPeriods,
  type HoursException,
  type SlotType,
  type WeeklyHours,
} from './slots.js';
import { appointmentTypesFileSchema, givesType, noticeHours } from './types.js';

const day = (start: string, end: string, breaks: Array<{ start: string; end: string }> = []) => ({ start, end, breaks });
const weekdays = (d: ReturnType<typeof day> | null): WeeklyHours['days'] => ({
  sun: null,
  mon: d,
  tue: d,
  wed: d,
  thu: d,
  fri: d,
  sat: null,
});
const toronto = (d: ReturnType<typeof day> | null): WeeklyHours => ({ time_zone: 'America/Toronto', days: weekdays(d) });
const coaching: SlotType = { minutes: 30, buffer_before: 0, buffer_after: 0, book_ahead: { min_hours: 0, max_days: 365 } };
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

/** The slots of one local day, as HH:MM on the zone's clock. */
function clock(slots: Array<{ starts_at: string }>, zone = 'America/Toronto'): string[] {
  return slots.map((s) => {
    const m = localMoment(new Date(s.starts_at), zone).minutes;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  });
}
function onDay(
  date: string,
  hours: WeeklyHours,
  type = coaching,
  extra: { busy?: Array<{ from: number; until: number }>; exceptions?: HoursException[]; now?: Date } = {},
) {
  const { from } = weekStretch(date, hours.time_zone);
  const until = new Date(weekStretch(date, hours.time_zone).from.getTime() + 24 * 3_600_000);
  return freeSlots({ hours, exceptions: extra.exceptions ?? [], type, busy: extra.busy ?? [], from, until, now: extra.now ?? LONG_AGO });
}

describe('appointment slots', () => {
  it('keeps a weekly 09:00 at 09:00 on the staff member’s clock across the autumn daylight-saving change', () => {
    const hours = toronto(day('09:00', '10:00'));
    // Monday 26 October 2026 is on daylight time (UTC-4); Monday 2 November on standard time (UTC-5).
    const before = onDay('2026-10-26', hours);
    const after = onDay('2026-11-02', hours);
    expect(before.map((s) => s.starts_at)).toEqual(['2026-10-26T13:00:00.000Z', '2026-10-26T13:15:00.000Z', '2026-10-26T13:30:00.000Z']);
    expect(after.map((s) => s.starts_at)).toEqual(['2026-11-02T14:00:00.000Z', '2026-11-02T14:15:00.000Z', '2026-11-02T14:30:00.000Z']);
    expect(clock(before)).toEqual(clock(after));
    expect(after[0]!.ends_at).toBe('2026-11-02T14:30:00.000Z');
  });

  it('keeps 09:00 at 09:00 across the spring change, and a member in another province sees it in their own time', () => {
    const hours = toronto(day('09:00', '09:30'));
    const week = weekStretch('2026-03-02', 'America/Toronto');
    const twoWeeks = freeSlots({
      hours,
      exceptions: [],
      type: coaching,
      busy: [],
      from: week.from,
      until: new Date(week.from.getTime() + 14 * 86_400_000),
      now: LONG_AGO,
    });
    expect(twoWeeks).toHaveLength(10);
    expect(new Set(clock(twoWeeks))).toEqual(new Set(['09:00']));
    // 2 March is UTC-5, 9 March (after 8 March) UTC-4.
    expect(twoWeeks[0]!.starts_at).toBe('2026-03-02T14:00:00.000Z');
    expect(twoWeeks[5]!.starts_at).toBe('2026-03-09T13:00:00.000Z');
    // In Vancouver (also changing on 8 March) the same visit is 06:00.
    expect(new Set(clock(twoWeeks, 'America/Vancouver'))).toEqual(new Set(['06:00']));
    // In Regina (no daylight saving) it moves from 08:00 to 07:00: the clinician's clock rules.
    expect(clock([twoWeeks[0]!, twoWeeks[5]!], 'America/Regina')).toEqual(['08:00', '07:00']);
  });

  it('offers no time the clock skips on the spring-forward night, and no time twice on the night it falls back', () => {
    const night = { time_zone: 'America/Toronto', days: { ...weekdays(null), sun: day('01:00', '04:00') } };
    const spring = clock(onDay('2026-03-08', night));
    expect(spring.some((t) => t.startsWith('02:'))).toBe(false);
    expect(spring[0]).toBe('01:00');
    // 01:30 + 30 min ends at 03:00 daylight time: it fits; 03:30 is the last start.
    expect(spring.at(-1)).toBe('03:30');
    const autumn = onDay('2026-11-01', night);
    expect(new Set(autumn.map((s) => s.starts_at)).size).toBe(autumn.length);
  });

  it('leaves out breaks and days off, and lets a one-off exception replace a day', () => {
    const hours = toronto(day('09:00', '12:00', [{ start: '10:00', end: '10:30' }]));
    expect(clock(onDay('2026-11-02', hours))).toEqual(['09:00', '09:15', '09:30', '10:30', '10:45', '11:00', '11:15', '11:30']);
    expect(onDay('2026-11-07', hours)).toEqual([]); // a Saturday
    const exceptions = hoursExceptionSchema.array().parse([
      { date: '2026-11-03', hours: null, note: 'Holiday' },
      { date: '2026-11-04', hours: { start: '18:00', end: '19:00' }, note: 'Late evening' },
    ]);
    expect(onDay('2026-11-03', hours, coaching, { exceptions })).toEqual([]);
    expect(clock(onDay('2026-11-04', hours, coaching, { exceptions }))).toEqual(['18:00', '18:15', '18:30']);
    expect(workingPeriods('2026-11-02', hours, exceptions)).toEqual([
      { start: 540, end: 600 },
      { start: 630, end: 720 },
    ]);
  });

  it('keeps the buffers of booked visits and of the new one free', () => {
    const hours = toronto(day('09:00', '12:00'));
    const booked = blockedStretch(new Date('2026-11-02T15:00:00Z'), { minutes: 30, buffer_before: 0, buffer_after: 15 }); // 10:00-10:30, +15
    const withBuffers: SlotType = { ...coaching, buffer_before: 10, buffer_after: 5 };
    const slots = clock(onDay('2026-11-02', hours, withBuffers, { busy: [booked] }));
    // 09:15 would block 09:05-09:50 (free); 09:30 blocks 09:20-10:05 (overlaps 10:00); after: 10:45 needs 10:35 (booked block ends 10:45).
    expect(slots).toEqual(['09:00', '09:15', '11:00', '11:15', '11:30']);
    expect(clock(onDay('2026-11-02', hours, coaching, { busy: [booked] }))).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '10:45',
      '11:00',
      '11:15',
      '11:30',
    ]);
  });

  it('keeps to the booking window: not sooner than the minimum, not later than the maximum', () => {
    const hours = toronto(day('09:00', '10:00'));
    const type: SlotType = { ...coaching, book_ahead: { min_hours: 2, max_days: 1 } };
    // 07:30 on 2 November in Toronto: 09:00 is only 1.5 hours away; 09:30 is 2 hours away.
    const now = new Date('2026-11-02T12:30:00Z');
    expect(clock(onDay('2026-11-02', hours, type, { now }))).toEqual(['09:30']);
    expect(clock(onDay('2026-11-03', hours, type, { now }))).toEqual([]);
  });

  it('reserves one 5-minute cell per five minutes of the blocked stretch, buffers included', () => {
    const stretch = blockedStretch(new Date('2026-11-02T14:00:00Z'), { minutes: 30, buffer_before: 5, buffer_after: 10 });
    const cells = cellsOf(stretch);
    expect(cells).toHaveLength(9);
    expect(cells[0]).toBe('2026-11-02T13:55:00.000Z');
    expect(cells.at(-1)).toBe('2026-11-02T14:35:00.000Z');
    // Two overlapping visits of different lengths share a cell; two back to back do not.
    const later = cellsOf(blockedStretch(new Date('2026-11-02T14:45:00Z'), { minutes: 60, buffer_before: 0, buffer_after: 0 }));
    expect(cells.filter((c) => later.includes(c))).toEqual([]);
    const overlapping = cellsOf(blockedStretch(new Date('2026-11-02T14:30:00Z'), { minutes: 15, buffer_before: 0, buffer_after: 0 }));
    expect(cells.filter((c) => overlapping.includes(c))).toEqual(['2026-11-02T14:30:00.000Z', '2026-11-02T14:35:00.000Z']);
  });

  it('says whether a time is one of the working times', () => {
    const hours = toronto(day('09:00', '12:00', [{ start: '10:00', end: '10:30' }]));
    const q = { hours, exceptions: [], type: coaching, now: LONG_AGO };
    expect(isWorkingSlot(new Date('2026-11-02T14:15:00Z'), q)).toBe(true);
    expect(isWorkingSlot(new Date('2026-11-02T15:00:00Z'), q)).toBe(false); // the break
    expect(isWorkingSlot(new Date('2026-11-02T14:10:00Z'), q)).toBe(false); // not on a 15-minute mark
  });

  it('refuses hours that do not make sense', () => {
    expect(dayHoursSchema.safeParse(day('12:00', '09:00')).success).toBe(false);
    expect(dayHoursSchema.safeParse(day('09:00', '12:00', [{ start: '08:00', end: '09:30' }])).success).toBe(false);
    expect(dayHoursSchema.safeParse(day('09:03', '12:00')).success).toBe(false);
    expect(weeklyHoursSchema.safeParse({ time_zone: '+01:00', days: weekdays(null) }).success).toBe(false);
    expect(weeklyHoursSchema.safeParse(toronto(day('09:00', '12:00'))).success).toBe(true);
    expect(hoursExceptionSchema.safeParse({ date: '2026-02-30', hours: null }).success).toBe(false);
    expect(mondayOf('2026-11-08')).toBe('2026-11-02');
    expect(mondayOf('2026-11-02')).toBe('2026-11-02');
  });
});

describe('appointment types file', () => {
  const type = {
    key: 'coaching',
    name: 'Coaching session',
    minutes: 30,
    mode: 'video',
    given_by: { roles: ['coach'] },
    book_ahead: { min_hours: 2, max_days: 60 },
    member_bookable: true,
  };

  it('reads a type with its defaults and who gives it', () => {
    const file = appointmentTypesFileSchema.parse({
      clinic_phone: '613-555-0100',
      types: [type, { ...type, key: 'intake', given_by: { staff: ['Dr.Chen@clinic.example'] }, notice_hours: 48 }],
    });
    expect(file.notice_hours).toBe(24);
    expect(file.types[0]).toMatchObject({ buffer_before: 0, buffer_after: 0, description: '' });
    expect(noticeHours(file, file.types[0]!)).toBe(24);
    expect(noticeHours(file, file.types[1]!)).toBe(48);
    expect(givesType(file.types[0]!, { role: 'coach', email: 'x@clinic.example' })).toBe(true);
    expect(givesType(file.types[0]!, { role: 'clinician', email: 'x@clinic.example' })).toBe(false);
    expect(givesType(file.types[1]!, { role: 'clinician', email: 'dr.chen@clinic.example' })).toBe(true);
  });

  it('refuses lengths outside 15 to 90 minutes, off the 5-minute grid, duplicate keys and nobody to give it', () => {
    const bad = (t: object) => appointmentTypesFileSchema.safeParse({ clinic_phone: '613-555-0100', types: [{ ...type, ...t }] }).success;
    expect(bad({ minutes: 10 })).toBe(false);
    expect(bad({ minutes: 95 })).toBe(false);
    expect(bad({ minutes: 32 })).toBe(false);
    expect(bad({ buffer_after: 7 })).toBe(false);
    expect(bad({ given_by: {} })).toBe(false);
    expect(bad({ book_ahead: { min_hours: 48, max_days: 1 } })).toBe(false);
    expect(bad({ meeting_url: 'http://meet.example/x' })).toBe(false);
    expect(bad({})).toBe(true);
    expect(appointmentTypesFileSchema.safeParse({ clinic_phone: '613-555-0100', types: [type, type] }).success).toBe(false);
  });
});
