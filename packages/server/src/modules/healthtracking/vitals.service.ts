import type { Locale } from '@wellpath/shared/i18n/locale';
import type { z } from 'zod';
import { smsg } from '../../i18n/index.js';
import type { bpReadingBodySchema } from '@wellpath/shared/health/blood-pressure';
import { CANADA_THRESHOLD, sevenDayAverage } from '@wellpath/shared/health/blood-pressure';
import {
  overlapsLog,
  weeklySummaries,
  WEEKLY_MVPA_TARGET,
  WEEKLY_STRENGTH_DAYS_TARGET,
  type ActivityBody,
} from '@wellpath/shared/health/activity';
import type { ActivitySummary, BpSummary } from '@wellpath/shared/health/wire';
import { addDays, weekStart } from '@wellpath/shared/programs/progress';
import type { Db } from '../../db/connection.js';
import type { Selectable, Transaction } from 'kysely';
import type { ActivityTable, BpReadingTable, Database } from '../../db/schema.js';
import { serialiseEnteredBy, type StoredEnteredBy } from '../../lib/entered-by.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { newId } from '../../lib/tokens.js';
import type { AlertService } from '../alerts/alerts.service.js';
import { lockEvent } from '../alerts/alerts.service.js';
import type { ProgramService } from '../programs/programs.service.js';
import * as repo from './vitals.repository.js';
import { listSteps } from './imports.repository.js';
import { undoableRows, type UndoableRows } from './undoable-rows.js';
import { presentActivity, presentAverage, presentReading, presentSteps } from './vitals.presenter.js';

/** For other modules (decision 0077): this module's data they read, through its service. */
export { listActivities, listReadings } from './vitals.repository.js';
export { purgeDeleted } from './undo.repository.js';

type BpBody = z.infer<typeof bpReadingBodySchema>;

/**
 * The natural key of a reading (decision 0065): the same member's same values measured within a
 * minute are one reading sent again (a retry, a second tap, one copy each), never a second reading
 * nor a second alert, whether or not the client sent an Idempotency-Key.
 */
export const SAME_READING_MS = 60_000;

/**
 * An activity of the same day, type, minutes and intensity logged this soon by a client that sent no
 * Idempotency-Key is the same activity sent again. With a key (the web app sends one per action) two
 * such activities are two walks the member logged on purpose.
 */
export const SAME_ACTIVITY_MS = 10 * 60_000;

function assertNotFuture(iso: string): void {
  if (new Date(iso).getTime() > Date.now() + 5 * 60_000) throw badRequest(smsg('api.readingNotSaved'), [smsg('api.readingInFuture')]);
}

export class VitalsService {
  private readonly readingUndo: UndoableRows<'bp_reading', Selectable<BpReadingTable>>;
  private readonly activityUndo: UndoableRows<'activity', Selectable<ActivityTable>>;

  constructor(
    private readonly db: Db,
    private readonly alerts: AlertService,
    /** The activity minutes tracked in programmes, which count with the logged ones (decision 0074). */
    private readonly programs: Pick<ProgramService, 'trackedActivity'>,
  ) {
    this.readingUndo = undoableRows(
      this.db,
      'bp_reading',
      { find: repo.findReading, insert: repo.insertReading, remove: repo.deleteReading },
      smsg('api.readingNotFound'),
    );
    this.activityUndo = undoableRows(
      this.db,
      'activity',
      { find: repo.findActivity, insert: repo.insertActivity, remove: repo.deleteActivity },
      smsg('api.activityNotFound'),
    );
  }

  async bloodPressure(userId: string): Promise<BpSummary> {
    const readings = (await repo.listReadings(this.db, userId)).map(presentReading);
    return {
      readings,
      average_7d: presentAverage(sevenDayAverage(readings, new Date())),
      threshold: { ...CANADA_THRESHOLD, source: 'Hypertension Canada 2025 guideline' },
    };
  }

  /**
   * Stores a reading (once: SAME_READING_MS) and raises its alert. `entry`: a staff member enters it
   * for the member (decision 0088): who, kept on the reading, and the access-log entry written in the
   * same transaction when the reading is new.
   */
  async addReading(userId: string, body: BpBody, entry?: { by: StoredEnteredBy; log: (trx: Transaction<Database>) => Promise<void> }) {
    assertNotFuture(body.measured_at);
    const at = nowIso();
    const row: BpReadingTable = {
      id: newId(),
      user_id: userId,
      systolic: body.systolic,
      diastolic: body.diastolic,
      pulse: body.pulse ?? null,
      measured_at: new Date(body.measured_at).toISOString(),
      arm: body.arm ?? null,
      notes: body.notes,
      created_at: at,
      updated_at: at,
      entered_by: serialiseEnteredBy(entry?.by ?? null),
    };
    // The same reading already stored answers as it is and raises nothing; the lock makes concurrent
    // twins (on any copy) wait, so the later one finds the first. A reading above 180/120 raises the
    // care team's alert in the same transaction.
    const { reading, alerted } = await this.db.transaction().execute(async (trx) => {
      await lockEvent(trx, `bp-reading:${userId}`);
      const same = await repo.findSameReading(trx, row, SAME_READING_MS);
      if (same) return { reading: same, alerted: false };
      await repo.insertReading(trx, row);
      await entry?.log(trx);
      return { reading: row, alerted: await this.alerts.raiseForBpReading(trx, row) };
    });
    if (alerted) this.alerts.notify();
    return presentReading(reading);
  }

  async updateReading(userId: string, id: string, body: BpBody) {
    assertNotFuture(body.measured_at);
    // Read back after the write: a delete racing this edit leaves nothing to show, which is a 404 too.
    // An edit to above 180/120 raises the alert once: the reading's own alert, if any, stays the only one.
    const { row, alerted } = await this.db.transaction().execute(async (trx) => {
      const ok = await repo.updateReading(trx, userId, id, {
        systolic: body.systolic,
        diastolic: body.diastolic,
        pulse: body.pulse ?? null,
        measured_at: new Date(body.measured_at).toISOString(),
        arm: body.arm ?? null,
        notes: body.notes,
        updated_at: nowIso(),
        // The member's correction makes the reading theirs (decision 0088).
        entered_by: null,
      });
      const updated = ok ? await repo.findReading(trx, userId, id) : undefined;
      return { row: updated, alerted: updated ? await this.alerts.raiseForBpReading(trx, updated) : false };
    });
    if (alerted) this.alerts.notify();
    if (!row) throw notFound(smsg('api.readingNotFound'));
    return presentReading(row);
  }

  /** Deletes a reading; it can be put back for a few minutes (restoreReading, decision 0036). */
  async deleteReading(userId: string, id: string, now = new Date()): Promise<void> {
    await this.readingUndo.remove(userId, id, now);
  }

  /**
   * Undoes a deletion: the reading as it was, id included (its alert, if it had one, is still the
   * same one). Again after it is back: the reading as it is.
   */
  async restoreReading(userId: string, id: string, now = new Date()) {
    return presentReading(await this.readingUndo.restore(userId, id, now));
  }

  /**
   * Activities of the last `weeks` weeks with the weekly totals against the guideline; the minutes
   * tracked in programmes count too, once (decision 0074), and are listed beside them.
   */
  async activities(userId: string, today: string, weeks: number, locale: Locale = 'en'): Promise<ActivitySummary> {
    const since = addDays(today, -7 * weeks - 7);
    const [logged, tracked, steps] = await Promise.all([
      repo.listActivities(this.db, userId, since),
      this.programs.trackedActivity(userId, since, addDays(weekStart(today), 6), locale),
      listSteps(this.db, userId, since),
    ]);
    const rows = logged.map(presentActivity);
    return {
      activities: rows,
      programme_minutes: tracked
        .map((m) => ({ ...m, overlaps: overlapsLog(m, rows) }))
        .sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1)),
      weeks: weeklySummaries(rows, today, weeks, tracked),
      targets: { mvpa_minutes: WEEKLY_MVPA_TARGET, strength_days: WEEKLY_STRENGTH_DAYS_TARGET },
      steps: presentSteps(steps),
    };
  }

  /** `latest`: the member's last day that is not in the future (decision 0073). */
  private checkDate(date: string, latest: string): void {
    if (date > latest) throw badRequest(smsg('api.activityNotSaved'), [smsg('api.dateInFuture')]);
  }

  /** `retryUnlessKeyed`: the client sent no Idempotency-Key, so a twin of a recent activity is taken as a retry (SAME_ACTIVITY_MS). */
  async addActivity(userId: string, body: ActivityBody, latest: string, { retryUnlessKeyed = false } = {}) {
    this.checkDate(body.date, latest);
    const at = nowIso();
    const row: ActivityTable = {
      id: newId(),
      user_id: userId,
      date: body.date,
      type: body.type,
      minutes: body.minutes,
      intensity: body.intensity,
      strength: body.strength || body.type === 'strength' ? 1 : 0,
      notes: body.notes,
      created_at: at,
      updated_at: at,
    };
    if (!retryUnlessKeyed) {
      await repo.insertActivity(this.db, row);
      return presentActivity(row);
    }
    const since = new Date(Date.now() - SAME_ACTIVITY_MS).toISOString();
    const activity = await this.db.transaction().execute(async (trx) => {
      await lockEvent(trx, `activity:${userId}`);
      const same = await repo.findSameActivity(trx, row, since);
      if (same) return same;
      await repo.insertActivity(trx, row);
      return row;
    });
    return presentActivity(activity);
  }

  async updateActivity(userId: string, id: string, body: ActivityBody, latest: string) {
    this.checkDate(body.date, latest);
    const ok = await repo.updateActivity(this.db, userId, id, {
      date: body.date,
      type: body.type,
      minutes: body.minutes,
      intensity: body.intensity,
      strength: body.strength || body.type === 'strength' ? 1 : 0,
      notes: body.notes,
      updated_at: nowIso(),
    });
    const row = ok ? await repo.findActivity(this.db, userId, id) : undefined;
    if (!row) throw notFound(smsg('api.activityNotFound'));
    return presentActivity(row);
  }

  /** Undoes a deletion: the activity as it was, id included; again after it is back, the activity as it is. */
  async restoreActivity(userId: string, id: string, now = new Date()) {
    return presentActivity(await this.activityUndo.restore(userId, id, now));
  }

  /** Deletes an activity; it can be put back for a few minutes (restoreActivity, decision 0036). */
  async deleteActivity(userId: string, id: string, now = new Date()): Promise<void> {
    await this.activityUndo.remove(userId, id, now);
  }
}
