import type { Kysely, Transaction } from 'kysely';
import type { Database, MedicationDoseTable, MedicationTable } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

// The member's medications (decision 0089): always read and written through the member's id.

/** At most this many medications are listed (far more than a person takes; the list has no pages). */
export const MEDICATIONS_LISTED = 500;

/** The member's medications, newest start first (no start last), then by name. */
export function listMedications(db: Q, userId: string) {
  return db
    .selectFrom('medications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('started_on', (ob) => ob.desc().nullsLast())
    .orderBy('name')
    .orderBy('id')
    .limit(MEDICATIONS_LISTED)
    .execute();
}

export function findMedication(db: Q, userId: string, id: string) {
  return db.selectFrom('medications').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function insertMedication(db: Q, row: MedicationTable): Promise<void> {
  await db.insertInto('medications').values(row).execute();
}

export type MedicationChanges = Omit<MedicationTable, 'id' | 'user_id' | 'created_at'>;

export async function updateMedication(db: Q, userId: string, id: string, changes: MedicationChanges): Promise<boolean> {
  const res = await db.updateTable('medications').set(changes).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteMedication(db: Q, userId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('medications').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/**
 * The member's medication that is this one sent again (the natural key, decision 0089): the same
 * catalogue entry (or the same name typed, whatever its case), dose, frequency and days. Pass the
 * transaction holding `lockEvent('medication:<member>')`.
 */
export async function findSameMedication(db: Q, r: MedicationTable) {
  const rows = await db
    .selectFrom('medications')
    .selectAll()
    .where('user_id', '=', r.user_id)
    .where((eb) => (r.catalogue_key === null ? eb('catalogue_key', 'is', null) : eb('catalogue_key', '=', r.catalogue_key)))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.find(
    (s) =>
      (r.catalogue_key !== null || s.name.toLowerCase() === r.name.toLowerCase()) &&
      sameNumber(s.dose_amount, r.dose_amount) &&
      s.dose_unit === r.dose_unit &&
      s.frequency === r.frequency &&
      s.started_on === r.started_on &&
      s.stopped_on === r.stopped_on,
  );
}

/** PostgreSQL's `real` keeps 0.1 as 0.100000001...: equal within half a thousandth (three decimals are allowed). */
function sameNumber(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(Number(a) - b) < 0.0005;
}

/** The days ticked "taken" of these medications from `since` on (the daily check, decision 0112). */
export function listDoses(db: Q, userId: string, medicationIds: readonly string[], since: string) {
  if (medicationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('medication_doses')
    .select(['medication_id', 'day'])
    .where('user_id', '=', userId)
    .where('medication_id', 'in', [...medicationIds])
    .where('day', '>=', since)
    .orderBy('day')
    .execute();
}

/** Every day ever ticked of one medication (kept with it when it is deleted, so undo puts them back). */
export function allDoseDays(db: Q, userId: string, medicationId: string) {
  return db
    .selectFrom('medication_doses')
    .select('day')
    .where('user_id', '=', userId)
    .where('medication_id', '=', medicationId)
    .orderBy('day')
    .execute()
    .then((rows) => rows.map((r) => r.day));
}

/** Ticks a day; a day already ticked stays one row (UNIQUE(medication_id, day)). */
export async function insertDoses(db: Q, rows: MedicationDoseTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('medication_doses')
    .values(rows)
    .onConflict((oc) => oc.columns(['medication_id', 'day']).doNothing())
    .execute();
}

export async function deleteDose(db: Q, userId: string, medicationId: string, day: string): Promise<void> {
  await db
    .deleteFrom('medication_doses')
    .where('user_id', '=', userId)
    .where('medication_id', '=', medicationId)
    .where('day', '=', day)
    .execute();
}
