import type { Kysely, Transaction } from 'kysely';
import type { ActivityTable, BpReadingTable, Database } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

// Blood pressure readings and activities: always read and written through the member's id.

export function listReadings(db: Q, userId: string, since?: string) {
  let q = db.selectFrom('bp_readings').selectAll().where('user_id', '=', userId);
  if (since) q = q.where('measured_at', '>=', since);
  return q.orderBy('measured_at', 'desc').orderBy('id').execute();
}
export function findReading(db: Q, userId: string, id: string) {
  return db.selectFrom('bp_readings').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}
export async function insertReading(db: Q, row: BpReadingTable): Promise<void> {
  await db.insertInto('bp_readings').values(row).execute();
}
export async function updateReading(db: Q, userId: string, id: string, changes: Partial<BpReadingTable>): Promise<boolean> {
  const res = await db.updateTable('bp_readings').set(changes).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
export async function deleteReading(db: Q, userId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('bp_readings').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

export function listActivities(db: Q, userId: string, since?: string) {
  let q = db.selectFrom('activities').selectAll().where('user_id', '=', userId);
  if (since) q = q.where('date', '>=', since);
  return q.orderBy('date', 'desc').orderBy('created_at', 'desc').execute();
}
export function findActivity(db: Q, userId: string, id: string) {
  return db.selectFrom('activities').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}
export async function insertActivity(db: Q, row: ActivityTable): Promise<void> {
  await db.insertInto('activities').values(row).execute();
}
export async function updateActivity(db: Q, userId: string, id: string, changes: Partial<ActivityTable>): Promise<boolean> {
  const res = await db.updateTable('activities').set(changes).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
export async function deleteActivity(db: Q, userId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('activities').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
