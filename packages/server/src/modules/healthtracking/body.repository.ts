import type { Kysely, Transaction } from 'kysely';
import type { BodyMeasurementTable, Database } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

// Body measurements (decision 0084): always read and written through the member's id.

/** The place of a measurement in the list (newest first): a page continues after it. */
export interface BodyKey {
  measured_at: string;
  id: string;
}

/** The member's measurements, newest first (ties by id), `limit` of them after `after` when given. */
export function listMeasurements(db: Q, userId: string, limit: number, after?: BodyKey) {
  let q = db.selectFrom('body_measurements').selectAll().where('user_id', '=', userId);
  if (after)
    q = q.where((eb) =>
      eb.or([eb('measured_at', '<', after.measured_at), eb.and([eb('measured_at', '=', after.measured_at), eb('id', '>', after.id)])]),
    );
  return q.orderBy('measured_at', 'desc').orderBy('id').limit(limit).execute();
}

/** The member's latest measurement of a kind (the newest time; the first id among equals), or undefined. */
export function latestMeasurement(db: Q, userId: string, kind: BodyMeasurementTable['kind']) {
  return db
    .selectFrom('body_measurements')
    .select(['value', 'measured_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('measured_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

/** The member's first measurement of a kind (the oldest time; the first id among equals) at or after `since` when given, or undefined. */
export function firstMeasurement(db: Q, userId: string, kind: BodyMeasurementTable['kind'], since?: string) {
  let q = db.selectFrom('body_measurements').select(['value', 'measured_at']).where('user_id', '=', userId).where('kind', '=', kind);
  if (since !== undefined) q = q.where('measured_at', '>=', since);
  return q.orderBy('measured_at').orderBy('id').executeTakeFirst();
}

export function findMeasurement(db: Q, userId: string, id: string) {
  return db.selectFrom('body_measurements').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function insertMeasurement(db: Q, row: BodyMeasurementTable): Promise<void> {
  await db.insertInto('body_measurements').values(row).execute();
}

export async function updateMeasurement(
  db: Q,
  userId: string,
  id: string,
  changes: Pick<BodyMeasurementTable, 'kind' | 'value' | 'measured_at' | 'updated_at'>,
): Promise<boolean> {
  const res = await db.updateTable('body_measurements').set(changes).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteMeasurement(db: Q, userId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('body_measurements').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/**
 * The member's measurement of this kind and value measured within `withinMs` of this one (either
 * side): the same measurement sent again. The value is matched to within half a hundredth, as
 * PostgreSQL's `real` keeps 82.35 as 82.3499984... Pass the transaction holding
 * `lockEvent('body:<member>')`.
 */
export function findSameMeasurement(db: Q, r: Pick<BodyMeasurementTable, 'user_id' | 'kind' | 'value' | 'measured_at'>, withinMs: number) {
  const at = new Date(r.measured_at).getTime();
  return db
    .selectFrom('body_measurements')
    .selectAll()
    .where('user_id', '=', r.user_id)
    .where('kind', '=', r.kind)
    .where('measured_at', '>', new Date(at - withinMs).toISOString())
    .where('measured_at', '<', new Date(at + withinMs).toISOString())
    .where('value', '>', r.value - 0.005)
    .where('value', '<', r.value + 0.005)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
}

/** The member's weights measured at or after `since`, oldest first (the weight change reads them from the baseline on). */
export function weightsSince(db: Q, userId: string, since: string) {
  return db
    .selectFrom('body_measurements')
    .select(['value', 'measured_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'weight')
    .where('measured_at', '>=', since)
    .orderBy('measured_at')
    .orderBy('id')
    .execute();
}
