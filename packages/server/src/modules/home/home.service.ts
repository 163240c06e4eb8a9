import { weeklySummaries, WEEKLY_MVPA_TARGET } from '@wellpath/shared/health/activity';
import type { WeekSummary } from '@wellpath/shared/home/wire';
import { addDays, weekStart } from '@wellpath/shared/programs/progress';
import type { Db } from '../../db/connection.js';
import { presentActivity } from '../healthtracking/vitals.presenter.js';
import { listActivities, listReadings } from '../healthtracking/vitals.repository.js';
import type { ProgramService } from '../programs/programs.service.js';

const MINUTE = 60_000;

/** The calendar day of an instant for a member `utcOffset` minutes east of UTC. */
function dayAt(instant: string, utcOffset: number): string {
  return new Date(new Date(instant).getTime() + utcOffset * MINUTE).toISOString().slice(0, 10);
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
   * activities screen's rule) and blood pressure readings, whose instants are placed in the member's
   * days with their UTC offset (a daylight-saving change during the week shifts the edges by an hour).
   */
  async weekSummary(userId: string, today: string, utcOffset = 0): Promise<WeekSummary> {
    const monday = weekStart(today);
    const sunday = addDays(monday, 6);
    const from = new Date(Date.parse(`${monday}T00:00:00.000Z`) - utcOffset * MINUTE).toISOString();
    const [running, activities, readings] = await Promise.all([
      this.programs.withProgress(userId, 'active', today),
      listActivities(this.db, userId, monday),
      listReadings(this.db, userId, from),
    ]);

    const weeks = running.flatMap(({ progress }) => (progress.this_week ? [progress.this_week] : []));
    const readingDays = readings.map((r) => dayAt(r.measured_at, utcOffset)).filter((d) => d <= sunday);
    return {
      week_start: monday,
      week_end: sunday,
      actions: {
        done: weeks.reduce((sum, w) => sum + w.done, 0),
        target: weeks.reduce((sum, w) => sum + w.target, 0),
        programs: running.length,
      },
      active_minutes: { minutes: weeklySummaries(activities.map(presentActivity), today, 1)[0]!.mvpa_minutes, target: WEEKLY_MVPA_TARGET },
      bp_readings: { count: readingDays.length, days: new Set(readingDays).size },
    };
  }
}
