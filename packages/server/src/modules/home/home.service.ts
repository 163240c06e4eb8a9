import { weeklySummaries, WEEKLY_MVPA_TARGET } from '@wellpath/shared/health/activity';
import type { WeekSummary } from '@wellpath/shared/home/wire';
import { addDays, weekStart } from '@wellpath/shared/programs/progress';
import { localMoment, zonedInstant } from '@wellpath/shared/reminders/time-zone';
import type { Db } from '../../db/connection.js';
import { presentActivity } from '../healthtracking/vitals.presenter.js';
import { listActivities, listReadings } from '../healthtracking/vitals.service.js';
import type { ProgramService } from '../programs/programs.service.js';

const MINUTE = 60_000;

/** How the member's days fall: their time zone once known (decision 0073), else the offset their device sends. */
export type MemberClock = { zone: string } | { utcOffset: number };

/** The calendar day of an instant for the member. */
function dayAt(instant: string, clock: MemberClock): string {
  if ('zone' in clock) return localMoment(new Date(instant), clock.zone).date;
  return new Date(new Date(instant).getTime() + clock.utcOffset * MINUTE).toISOString().slice(0, 10);
}

/** The instant the member's day begins. */
function startOf(day: string, clock: MemberClock): string {
  if ('zone' in clock) return zonedInstant(day, 0, clock.zone).toISOString();
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - clock.utcOffset * MINUTE).toISOString();
}

/** What the member's home screen gathers from several areas. */
export class HomeService {
  constructor(
    private readonly db: Db,
    private readonly programs: ProgramService,
  ) {}

  /**
   * The week so far, Monday to Sunday of the member's `today`: programme days tracked against what
   * each schedule asks of the week (the programmes' own rule), moderate-to-vigorous minutes (the
   * activities screen's rule, programme minutes included once: decision 0074) and blood pressure
   * readings, whose instants are placed in the member's days by their time zone (or, while it is
   * unknown, the UTC offset their device sends: a daylight-saving change during the week then shifts
   * the edges by an hour).
   */
  async weekSummary(userId: string, today: string, clock: MemberClock = { utcOffset: 0 }): Promise<WeekSummary> {
    const monday = weekStart(today);
    const sunday = addDays(monday, 6);
    const [running, activities, tracked, readings] = await Promise.all([
      this.programs.withProgress(userId, 'active', today),
      listActivities(this.db, userId, monday),
      this.programs.trackedActivity(userId, monday, sunday),
      listReadings(this.db, userId, startOf(monday, clock)),
    ]);

    const weeks = running.flatMap(({ progress }) => (progress.this_week ? [progress.this_week] : []));
    const readingDays = readings.map((r) => dayAt(r.measured_at, clock)).filter((d) => d <= sunday);
    return {
      week_start: monday,
      week_end: sunday,
      actions: {
        done: weeks.reduce((sum, w) => sum + w.done, 0),
        target: weeks.reduce((sum, w) => sum + w.target, 0),
        programs: running.length,
      },
      active_minutes: {
        minutes: weeklySummaries(activities.map(presentActivity), today, 1, tracked)[0]!.mvpa_minutes,
        target: WEEKLY_MVPA_TARGET,
      },
      bp_readings: { count: readingDays.length, days: new Set(readingDays).size },
    };
  }
}
