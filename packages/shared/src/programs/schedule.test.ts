import { describe, expect, it } from 'vitest';
import {
  asksOn,
  DAILY,
  formatPeriodsMet,
  formatSchedule,
  formatStreak,
  formatThisWeek,
  scheduleProgress,
  weekTarget,
  type Schedule,
} from './schedule.js';

const TWICE_A_WEEK: Schedule = { per: 'week', target: 2 };
// 2026-11-02, 2026-11-09, 2026-11-16 and 2026-11-23 are Mondays.

describe('a daily programme', () => {
  it('divides the days tracked by the days counted, the start day included', () => {
    const p = scheduleProgress(['2026-01-01', '2026-01-02', '2026-01-04'], DAILY, '2026-01-01', '2026-01-15', '2026-01-04');
    expect(p).toMatchObject({ adherence: 0.75, periods_met: 3, periods_counted: 4, current_streak: 1 });
  });

  it('does not count today against the member until it is tracked', () => {
    const before = scheduleProgress(['2026-01-01', '2026-01-02'], DAILY, '2026-01-01', '2026-01-15', '2026-01-03');
    expect(before).toMatchObject({ adherence: 1, periods_counted: 2, current_streak: 2 });
    const after = scheduleProgress(['2026-01-01', '2026-01-02', '2026-01-03'], DAILY, '2026-01-01', '2026-01-15', '2026-01-03');
    expect(after).toMatchObject({ adherence: 1, periods_counted: 3, current_streak: 3 });
  });

  it('counts nothing on the first day before it is tracked', () => {
    expect(scheduleProgress([], DAILY, '2026-01-01', '2026-01-15', '2026-01-01')).toMatchObject({
      adherence: 0,
      periods_counted: 0,
      current_streak: 0,
    });
  });

  it('breaks the streak on a missed day that is over', () => {
    expect(scheduleProgress(['2026-01-01', '2026-01-03'], DAILY, '2026-01-01', '2026-01-15', '2026-01-05').current_streak).toBe(0);
    expect(scheduleProgress(['2026-01-03', '2026-01-04'], DAILY, '2026-01-01', '2026-01-15', '2026-01-05').current_streak).toBe(2);
  });

  it('stops counting at the end of the programme', () => {
    const p = scheduleProgress(['2026-01-01', '2026-01-02'], DAILY, '2026-01-01', '2026-01-03', '2026-03-01');
    expect(p).toMatchObject({ adherence: 1, periods_counted: 2, this_week: null });
  });

  it('counts this week in days', () => {
    // Thursday 2026-11-19: three of the four days so far tracked, seven days asked this week.
    const p = scheduleProgress(['2026-11-16', '2026-11-17', '2026-11-19'], DAILY, '2026-11-02', '2026-12-31', '2026-11-19');
    expect(p.this_week).toEqual({ done: 3, target: 7 });
  });
});

describe('a weekly programme', () => {
  it('counts the weeks that met the target, not the days', () => {
    // Trained every other day for two full weeks: 47 % of the days, but every week on target.
    const days = ['2026-11-03', '2026-11-05', '2026-11-07', '2026-11-09', '2026-11-11', '2026-11-13', '2026-11-15'];
    const p = scheduleProgress(days, TWICE_A_WEEK, '2026-11-02', '2026-12-14', '2026-11-16');
    expect(p).toMatchObject({ adherence: 1, periods_met: 2, periods_counted: 2, current_streak: 2 });
  });

  it('does not count the current week against the member until it is over', () => {
    const days = ['2026-11-03', '2026-11-05', '2026-11-17'];
    const midWeek = scheduleProgress(days, TWICE_A_WEEK, '2026-11-02', '2026-12-14', '2026-11-19');
    // Week 1 met, week 2 missed (over), week 3 at 1 of 2 and still open.
    expect(midWeek).toMatchObject({ adherence: 0.5, periods_met: 1, periods_counted: 2, current_streak: 0 });
    expect(midWeek.this_week).toEqual({ done: 1, target: 2 });

    // Once the current week meets the target it counts, and starts a new streak.
    const met = scheduleProgress([...days, '2026-11-19'], TWICE_A_WEEK, '2026-11-02', '2026-12-14', '2026-11-19');
    expect(met).toMatchObject({ periods_met: 2, periods_counted: 3, current_streak: 1 });
    expect(met.this_week).toEqual({ done: 2, target: 2 });

    // A week that ends short counts against the member once it is over.
    const nextMonday = scheduleProgress(days, TWICE_A_WEEK, '2026-11-02', '2026-12-14', '2026-11-23');
    expect(nextMonday).toMatchObject({ periods_met: 1, periods_counted: 3, current_streak: 0 });
  });

  it('keeps a streak alive through the week in progress', () => {
    const days = ['2026-11-02', '2026-11-04', '2026-11-10', '2026-11-12'];
    const p = scheduleProgress(days, TWICE_A_WEEK, '2026-11-02', '2026-12-14', '2026-11-17');
    expect(p).toMatchObject({ adherence: 1, periods_counted: 2, current_streak: 2, this_week: { done: 0, target: 2 } });
  });

  it('asks a week started mid-week for its share of the target', () => {
    // Started on Thursday: 4 days of the week ask for 1 session of 2.
    const thursday = scheduleProgress(['2026-11-06'], TWICE_A_WEEK, '2026-11-05', '2026-12-17', '2026-11-09');
    expect(thursday).toMatchObject({ adherence: 1, periods_counted: 1, current_streak: 1 });
    // Started on Sunday: one day asks for nothing, so the week does not count unless it was trained.
    const sunday = scheduleProgress([], TWICE_A_WEEK, '2026-11-08', '2026-12-20', '2026-11-10');
    expect(sunday).toMatchObject({ adherence: 0, periods_counted: 0, current_streak: 0 });
    const sundayTrained = scheduleProgress(['2026-11-08'], TWICE_A_WEEK, '2026-11-08', '2026-12-20', '2026-11-10');
    expect(sundayTrained).toMatchObject({ adherence: 1, periods_counted: 1, current_streak: 1 });
    // The first week's share is what this week asks while it lasts.
    expect(scheduleProgress([], TWICE_A_WEEK, '2026-11-05', '2026-12-17', '2026-11-05').this_week).toEqual({ done: 0, target: 1 });
  });

  it('counts every week, the last partial one included, once the programme has ended', () => {
    // Six weeks from Thursday 2026-11-05: the last days run Monday 14 to Wednesday 16 December (1 session asked).
    const days = ['2026-11-06', '2026-11-10', '2026-11-12', '2026-11-17', '2026-11-19', '2026-11-24', '2026-11-26'];
    const p = scheduleProgress(days, TWICE_A_WEEK, '2026-11-05', '2026-12-17', '2027-01-10');
    // Weeks: Nov 2 (met), Nov 9 (met), Nov 16 (met), Nov 23 (met), Nov 30 (missed), Dec 7 (missed), Dec 14 (missed).
    expect(p).toMatchObject({ periods_met: 4, periods_counted: 7, current_streak: 0, this_week: null });
    expect(p.adherence).toBeCloseTo(4 / 7);
  });

  it('does not count the week a member left in against them unless it was met', () => {
    const days = ['2026-11-03', '2026-11-05', '2026-11-10'];
    const left = scheduleProgress(days, TWICE_A_WEEK, '2026-11-02', '2026-12-14', '2026-11-11');
    expect(left).toMatchObject({ adherence: 1, periods_counted: 1 });
  });

  it('counts the sessions of this week against the week target', () => {
    const p = scheduleProgress(
      ['2026-11-16', '2026-11-18', '2026-11-20'],
      { per: 'week', target: 3 },
      '2026-11-02',
      '2026-12-14',
      '2026-11-20',
    );
    expect(p.this_week).toEqual({ done: 3, target: 3 });
    expect(p.current_streak).toBe(1);
  });
});

describe('week targets', () => {
  it('are the whole target in a full week and a rounded share in a partial one', () => {
    expect(weekTarget(TWICE_A_WEEK, 7)).toBe(2);
    expect(weekTarget(TWICE_A_WEEK, 4)).toBe(1);
    expect(weekTarget(TWICE_A_WEEK, 1)).toBe(0);
    expect(weekTarget({ per: 'week', target: 5 }, 3)).toBe(2);
    expect(weekTarget(DAILY, 4)).toBe(4);
  });
});

describe('words', () => {
  it('say a streak in the periods of the schedule, one or many', () => {
    expect(formatStreak(1, 'day')).toBe('1 day');
    expect(formatStreak(0, 'day')).toBe('0 days');
    expect(formatStreak(1, 'week')).toBe('1 week');
    expect(formatStreak(3, 'week')).toBe('3 weeks');
  });
  it('say the schedule, this week and what adherence is made of', () => {
    expect(formatSchedule(DAILY)).toBe('Every day');
    expect(formatSchedule(TWICE_A_WEEK)).toBe('2 sessions a week');
    expect(formatSchedule({ per: 'week', target: 1 })).toBe('1 session a week');
    expect(formatThisWeek({ done: 1, target: 2 }, 'week')).toBe('1 of 2 sessions');
    expect(formatThisWeek({ done: 0, target: 1 }, 'week')).toBe('0 of 1 session');
    expect(formatThisWeek({ done: 4, target: 7 }, 'day')).toBe('4 of 7 days');
    expect(formatPeriodsMet(2, 3, 'week')).toBe('2 of 3 weeks on target');
    expect(formatPeriodsMet(1, 1, 'week')).toBe('1 of 1 week on target');
    expect(formatPeriodsMet(12, 13, 'day')).toBe('Tracked on 12 of 13 days');
  });
});

describe('the days a schedule asks for a session', () => {
  it('asks every day of a daily run, and never outside it', () => {
    expect(asksOn([], DAILY, '2026-12-01', '2026-12-15', '2026-12-01')).toBe(true);
    expect(asksOn(['2026-12-14'], DAILY, '2026-12-01', '2026-12-15', '2026-12-14')).toBe(true);
    expect(asksOn([], DAILY, '2026-12-01', '2026-12-15', '2026-11-30')).toBe(false);
    expect(asksOn([], DAILY, '2026-12-01', '2026-12-15', '2026-12-15')).toBe(false);
  });

  it('asks on each day of a week until its target is met', () => {
    const twice = { per: 'week', target: 2 } as const;
    // Monday 7 December 2026: nothing yet this week.
    expect(asksOn([], twice, '2026-11-30', '2027-01-25', '2026-12-07')).toBe(true);
    expect(asksOn(['2026-12-07'], twice, '2026-11-30', '2027-01-25', '2026-12-09')).toBe(true);
    expect(asksOn(['2026-12-07', '2026-12-08'], twice, '2026-11-30', '2027-01-25', '2026-12-09')).toBe(false);
  });
});
