import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ActivityTable, BpReadingTable, Database } from '../../db/schema.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { findSentAgain } from '../../db/same-row.js';

type Q = Kysely<Database> | Transaction<Database>;

// Blood pressure readings and activities: always read and written through the member's id.

const readings = {
  whole: compiledOnce((db, userId: string) =>
    db.selectFrom('bp_readings').selectAll().where('user_id', '=', userId).orderBy('measured_at', 'desc').orderBy('id'),
  ),
  since: compiledOnce((db, userId: string, since: string) =>
    db
      .selectFrom('bp_readings')
      .selectAll()
      .where('user_id', '=', userId)
      .where('measured_at', '>=', since)
      .orderBy('measured_at', 'desc')
      .orderBy('id'),
  ),
};

/** The member's blood-pressure readings, newest first; from `since` on when given (each shape compiled once). */
export function listReadings(db: Q, userId: string, since?: string) {
  return since ? readings.since.all(db, userId, since) : readings.whole.all(db, userId);
}

export function listActivities(db: Q, userId: string, since?: string) {
  let q = db.selectFrom('activities').selectAll().where('user_id', '=', userId);
  if (since) q = q.where('date', '>=', since);
  return q.orderBy('date', 'desc').orderBy('created_at', 'desc').execute();
}

type VitalTable = 'bp_readings' | 'activities';

/** Finding, adding, changing and deleting one of the member's rows: the same for both tables. */
function memberRows<T extends VitalTable>(table: T) {
  type Row = Database[T];
  // Kysely's builders cannot follow a generic table name; both tables have `id` and `user_id`.
  const t: VitalTable = table;
  return {
    find: (db: Q, userId: string, id: string) =>
      db.selectFrom(t).selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst() as Promise<
        Selectable<Row> | undefined
      >,
    insert: async (db: Q, row: Row): Promise<void> => {
      await db.insertInto(t).values(row).execute();
    },
    update: async (db: Q, userId: string, id: string, changes: Partial<Row>): Promise<boolean> => {
      const res = await db.updateTable(t).set(changes).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    remove: async (db: Q, userId: string, id: string): Promise<boolean> => {
      const res = await db.deleteFrom(t).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },
  };
}

export const { find: findReading, insert: insertReading, update: updateReading, remove: deleteReading } = memberRows('bp_readings');
export const { find: findActivity, insert: insertActivity, update: updateActivity, remove: deleteActivity } = memberRows('activities');

/**
 * The member's reading with these values measured within a minute of `measuredAt` (either side): the
 * same reading sent again. Pass the transaction holding `lockEvent('bp-reading:<member>')`.
 */
export function findSameReading(
  db: Q,
  r: Pick<BpReadingTable, 'user_id' | 'systolic' | 'diastolic' | 'pulse' | 'measured_at'>,
  withinMs: number,
) {
  const at = new Date(r.measured_at).getTime();
  return db
    .selectFrom('bp_readings')
    .selectAll()
    .where('user_id', '=', r.user_id)
    .where('measured_at', '>', new Date(at - withinMs).toISOString())
    .where('measured_at', '<', new Date(at + withinMs).toISOString())
    .where('systolic', '=', r.systolic)
    .where('diastolic', '=', r.diastolic)
    .where((eb) => (r.pulse === null ? eb('pulse', 'is', null) : eb('pulse', '=', r.pulse)))
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
}

/**
 * The member's activity of this day, type, minutes and intensity logged since `since`: the same
 * activity sent again. Pass the transaction holding `lockEvent('activity:<member>')`.
 */
export function findSameActivity(db: Q, r: Pick<ActivityTable, 'user_id' | 'date' | 'type' | 'minutes' | 'intensity'>, since: string) {
  return findSentAgain(
    db,
    'activities',
    { user_id: r.user_id, date: r.date, type: r.type, minutes: r.minutes, intensity: r.intensity },
    since,
  );
}
