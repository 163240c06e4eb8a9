import { describe, expect, it } from 'vitest';
import { isValidTimeZone, latestDayFor, localMoment, memberToday, minutesOfDay, nextOccurrence, zonedInstant } from './time-zone.js';

describe('time zones', () => {
  it('accepts IANA names and refuses anything else', () => {
    expect(isValidTimeZone('America/Toronto')).toBe(true);
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('+01:00')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('America/Toronto; DROP TABLE')).toBe(false);
  });

  it('places an instant in the member’s day and minute', () => {
    const at = new Date('2026-12-01T03:30:00.000Z');
    // Regina keeps UTC-6 all year. (Vancouver changed in the 2026 time-zone data: British Columbia
    // stays on UTC-7 from November 2026, so these tests use zones whose rules have not moved.)
    expect(localMoment(at, 'America/Regina')).toEqual({ date: '2026-11-30', minutes: 21 * 60 + 30 });
    expect(localMoment(at, 'Asia/Kolkata')).toEqual({ date: '2026-12-01', minutes: 9 * 60 });
  });

  it('finds the instant of a local time, across daylight-saving changes', () => {
    expect(zonedInstant('2026-12-01', 19 * 60, 'America/Toronto').toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(zonedInstant('2026-07-01', 19 * 60, 'America/Toronto').toISOString()).toBe('2026-07-01T23:00:00.000Z');
    // 2:30 does not exist on 8 March 2026 in Toronto: it is 3:30 EDT.
    expect(zonedInstant('2026-03-08', 150, 'America/Toronto').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 1:30 happens twice on 1 November 2026: the first one (EDT).
    expect(zonedInstant('2026-11-01', 90, 'America/Toronto').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedInstant('2026-12-01', 8 * 60, 'Pacific/Kiritimati').toISOString()).toBe('2026-11-30T18:00:00.000Z');
  });

  it('gives the next reminder time after an instant', () => {
    const seven = minutesOfDay('19:00');
    expect(nextOccurrence(new Date('2026-12-01T12:00:00.000Z'), seven, 'America/Toronto').toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(nextOccurrence(new Date('2026-12-02T00:00:00.000Z'), seven, 'America/Toronto').toISOString()).toBe('2026-12-03T00:00:00.000Z');
  });

  describe('a member’s today, around their midnight (decision 0073)', () => {
    // The review's case: 05:56 UTC on 29 November is 00:56 on the 29th in Toronto, not the 28th.
    const review = new Date('2026-11-29T05:56:00.000Z');

    it('is the day in the member’s time zone, whatever their device claims', () => {
      expect(memberToday('America/Toronto', undefined, review)).toBe('2026-11-29');
      expect(memberToday('America/Toronto', '2026-11-28', review)).toBe('2026-11-29');
      expect(memberToday('America/Los_Angeles', undefined, review)).toBe('2026-11-28');
      expect(memberToday('Pacific/Kiritimati', undefined, review)).toBe('2026-11-29');
    });

    it('turns at the member’s own midnight', () => {
      // Toronto (UTC-5 in winter): 04:59 UTC is 23:59 the day before, 05:00 is midnight.
      expect(memberToday('America/Toronto', undefined, new Date('2026-11-29T04:59:00.000Z'))).toBe('2026-11-28');
      expect(memberToday('America/Toronto', undefined, new Date('2026-11-29T05:00:00.000Z'))).toBe('2026-11-29');
      // Los Angeles (UTC-8 in November).
      expect(memberToday('America/Los_Angeles', undefined, new Date('2026-11-29T07:59:00.000Z'))).toBe('2026-11-28');
      expect(memberToday('America/Los_Angeles', undefined, new Date('2026-11-29T08:00:00.000Z'))).toBe('2026-11-29');
      // St. John's (UTC-3:30): a half-hour zone.
      expect(memberToday('America/St_Johns', undefined, new Date('2026-11-29T03:29:00.000Z'))).toBe('2026-11-28');
      expect(memberToday('America/St_Johns', undefined, new Date('2026-11-29T03:30:00.000Z'))).toBe('2026-11-29');
      // Kiritimati (UTC+14): its day begins at 10:00 UTC the day before.
      expect(memberToday('Pacific/Kiritimati', undefined, new Date('2026-11-28T09:59:00.000Z'))).toBe('2026-11-28');
      expect(memberToday('Pacific/Kiritimati', undefined, new Date('2026-11-28T10:00:00.000Z'))).toBe('2026-11-29');
    });

    it('without a time zone, takes the device’s day when it is today somewhere, else UTC’s', () => {
      expect(memberToday(null, '2026-11-28', review)).toBe('2026-11-28');
      expect(memberToday(null, '2026-11-30', review)).toBe('2026-11-29');
      expect(memberToday(null, '2026-11-27', review)).toBe('2026-11-29');
      expect(memberToday(null, undefined, review)).toBe('2026-11-29');
      expect(memberToday('Mars/Olympus_Mons', '2026-11-28', review)).toBe('2026-11-28');
    });

    it('lets a member record up to their today, or up to the latest today on Earth while their zone is unknown', () => {
      expect(latestDayFor('America/Los_Angeles', review)).toBe('2026-11-28');
      expect(latestDayFor('Pacific/Kiritimati', review)).toBe('2026-11-29');
      expect(latestDayFor(null, review)).toBe('2026-11-29');
      expect(latestDayFor(null, new Date('2026-11-29T10:00:00.000Z'))).toBe('2026-11-30');
    });
  });
});
