import { msg } from '../i18n/message.js';
import { dayNumber, weekStartNumber } from './progress.js';

export const SCHEDULE_PERIODS = ['day', 'week'] as const;
export type SchedulePeriod = (typeof SCHEDULE_PERIODS)[number];

/** How often a programme asks to be done: every day, or `target` sessions a week (Monday to Sunday). */
export interface Schedule {
  per: SchedulePeriod;
  /** Sessions per period: 1 for a daily programme. */
  target: number;
}
export const DAILY: Schedule = { per: 'day', target: 1 };

/** Where a member stands against their programme's schedule. */
export interface ScheduleProgress {
  /** Periods that met the target over the periods counted so far, 0-1 (0 while none is counted). */
  adherence: number;
  periods_met: number;
  periods_counted: number;
  /** Periods in a row that met the target, up to the current one when it is already met, else up to the last one over. */
  current_streak: number;
  /** Days tracked this week (Monday to Sunday) and what the schedule asks of the week; null outside the programme. */
  this_week: { done: number; target: number } | null;
}

interface Period {
  target: number;
  done: number;
  met: boolean;
  /** Every day of the period inside the programme is before the day looked from. */
  over: boolean;
}

/**
 * The sessions a week asks for. A week only partly inside the programme (started or ending mid-week)
 * asks for its share of the target, rounded: 4 days of a twice-a-week programme ask for 1, one day asks for none.
 */
export function weekTarget(schedule: Schedule, daysInProgramme: number): number {
  if (schedule.per === 'day') return daysInProgramme;
  return daysInProgramme >= 7 ? schedule.target : Math.round((schedule.target * daysInProgramme) / 7);
}

/** Tracked days from `first` to `last` (day numbers, both included), and the days in that span. */
function countTracked(tracked: ReadonlySet<number>, first: number, last: number): { done: number; days: number } {
  let done = 0;
  for (let d = first; d <= last; d += 1) if (tracked.has(d)) done += 1;
  return { done, days: Math.max(0, last - first + 1) };
}

/**
 * Adherence, streak and this week of one run, by its schedule: days for a daily programme, weeks that
 * met the target for a weekly one. `asOf` is the member's today, or the day the run ended. A period
 * that is not over yet (today, this week) counts only once it is met, so it never counts against the
 * member before it ends; a run's days end the day before its end date. Days are worked on as day
 * numbers (a run two years in walks 730 days on every list of programmes).
 */
export function scheduleProgress(
  trackedDays: readonly string[],
  schedule: Schedule,
  startDay: string,
  endDate: string,
  asOf: string,
): ScheduleProgress {
  const start = dayNumber(startDay);
  const lastDay = dayNumber(endDate) - 1;
  const asOfDay = dayNumber(asOf);
  const tracked = new Set<number>();
  for (const day of trackedDays) {
    const n = dayNumber(day);
    if (n >= start && n <= lastDay) tracked.add(n);
  }
  const until = Math.min(asOfDay, lastDay);
  const step = schedule.per === 'day' ? 1 : 7;

  const periods: Period[] = [];
  for (let from = schedule.per === 'day' ? start : weekStartNumber(start); from <= until; from += step) {
    const first = Math.max(from, start);
    const last = Math.min(from + step - 1, lastDay);
    const { done, days } = countTracked(tracked, first, last);
    const target = schedule.per === 'day' ? 1 : weekTarget(schedule, days);
    periods.push({ target, done, met: done >= Math.max(1, target), over: last < asOfDay });
  }

  // Counted: met, or over while it asked for something.
  let counted = 0;
  let met = 0;
  for (const p of periods) {
    if (p.met) met += 1;
    if (p.met || (p.over && p.target > 0)) counted += 1;
  }

  let streak = 0;
  for (let i = periods.length - 1; i >= 0; i -= 1) {
    const p = periods[i]!;
    if (p.met) streak += 1;
    else if (p.over && p.target > 0) break;
    // else: the period still open, or one that asked for nothing, leaves the streak as it is.
  }

  let thisWeek: ScheduleProgress['this_week'] = null;
  if (asOfDay >= start && asOfDay <= lastDay) {
    const from = weekStartNumber(asOfDay);
    const { done, days } = countTracked(tracked, Math.max(from, start), Math.min(from + 6, lastDay));
    thisWeek = { done, target: weekTarget(schedule, days) };
  }

  return {
    adherence: counted === 0 ? 0 : met / counted,
    periods_met: met,
    periods_counted: counted,
    current_streak: streak,
    this_week: thisWeek,
  };
}

/**
 * Whether the schedule asks for a session on `day`: every day of a daily run; for a weekly one, each
 * day of a week whose target is not met yet (a weekly schedule names no days). Never outside the run.
 */
export function asksOn(trackedDays: readonly string[], schedule: Schedule, startDay: string, endDate: string, day: string): boolean {
  if (day < startDay || day >= endDate) return false;
  if (schedule.per === 'day') return true;
  const week = scheduleProgress(trackedDays, schedule, startDay, endDate, day).this_week;
  return week !== null && week.done < week.target;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 day", "3 weeks": a streak counts the periods of the programme's schedule. */
export function formatStreak(n: number, per: SchedulePeriod): string {
  return per === 'week' ? plural(n, 'week', 'weeks') : plural(n, 'day', 'days');
}

/** "Every day", "2 sessions a week". */
export function formatSchedule(schedule: Schedule): string {
  return schedule.per === 'week' ? `${plural(schedule.target, 'session', 'sessions')} a week` : 'Every day';
}

/** This week's count: "1 of 2 sessions" for a weekly programme, "4 of 7 days" for a daily one. */
export function formatThisWeek(week: { done: number; target: number }, per: SchedulePeriod): string {
  return `${week.done} of ${per === 'week' ? plural(week.target, 'session', 'sessions') : plural(week.target, 'day', 'days')}`;
}

/** What adherence is made of: "2 of 3 weeks on target", "Tracked on 12 of 13 days". */
export function formatPeriodsMet(met: number, counted: number, per: SchedulePeriod): string {
  return per === 'week'
    ? `${met} of ${plural(counted, 'week', 'weeks')} on target`
    : `Tracked on ${met} of ${plural(counted, 'day', 'days')}`;
}

// The same words as shared messages (decision 0050), for screens and e-mails in the reader's language:
// show them with translate() (`tr()` in the web, `req.t()` / `t(locale, ...)` in the server).

/** "1 day", "3 weeks" (streakDays / streakWeeks). */
export function streakMessage(n: number, per: SchedulePeriod): string {
  return msg(per === 'week' ? 'programs.streakWeeks' : 'programs.streakDays', { count: n });
}

/** "Every day", "2 sessions a week". */
export function scheduleMessage(schedule: Schedule): string {
  return schedule.per === 'week' ? msg('programs.sessionsAWeek', { count: schedule.target }) : msg('programs.everyDay');
}

/** "1 of 2 sessions" for a weekly programme, "4 of 7 days" for a daily one. */
export function thisWeekMessage(week: { done: number; target: number }, per: SchedulePeriod): string {
  // Beyond the target: the count and its goal ("2 sessions (goal: 1)"), never "2 of 1 session"; a week
  // that asks for nothing (a run starting on its Sunday) says the count alone.
  const weekly = per === 'week';
  if (week.target === 0) return msg(weekly ? 'programs.weekSessions' : 'programs.weekDays', { done: week.done });
  const over = week.done > week.target;
  const key = weekly
    ? over
      ? 'programs.weekSessionsOver'
      : 'programs.weekSessionsDone'
    : over
      ? 'programs.weekDaysOver'
      : 'programs.weekDaysDone';
  return msg(key, { done: week.done, target: week.target });
}

/** "2 of 3 weeks on target", "Tracked on 12 of 13 days". */
export function periodsMetMessage(met: number, counted: number, per: SchedulePeriod): string {
  return msg(per === 'week' ? 'programs.weeksOnTarget' : 'programs.trackedOnDays', { met, counted });
}
