import type { Kysely, Transaction } from 'kysely';
import type { AppointmentTable, Database, StaffCalendarTable, StaffHourExceptionTable } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

// Appointments with the care team (decision 0096). A member's visits are always read through their
// id; a staff calendar through the staff member's. The cells a visit keeps are written in the same
// transaction as the visit.

export function findCalendar(db: Q, staffId: string) {
  return db.selectFrom('staff_calendars').selectAll().where('staff_id', '=', staffId).executeTakeFirst();
}

export async function saveCalendar(db: Q, row: StaffCalendarTable): Promise<void> {
  const { staff_id: _staffId, ...changes } = row;
  await db
    .insertInto('staff_calendars')
    .values(row)
    .onConflict((oc) => oc.column('staff_id').doUpdateSet(changes))
    .execute();
}

export async function saveException(db: Q, row: Omit<StaffHourExceptionTable, 'note'> & { note: string }): Promise<void> {
  await db
    .insertInto('staff_hour_exceptions')
    .values(row)
    .onConflict((oc) => oc.columns(['staff_id', 'date']).doUpdateSet({ hours: row.hours, note: row.note }))
    .execute();
}

export async function deleteException(db: Q, staffId: string, date: string): Promise<void> {
  await db.deleteFrom('staff_hour_exceptions').where('staff_id', '=', staffId).where('date', '=', date).execute();
}

/** An active staff account (who can be booked or whose calendar is read). */
export function findStaff(db: Q, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'role', 'coach_id'])
    .where('id', '=', id)
    .where('role', 'in', ['coach', 'clinician', 'admin'])
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
}

/** Every active staff member who has set working hours, with them. */
export function bookableStaff(db: Q) {
  return db
    .selectFrom('staff_calendars as c')
    .innerJoin('users as u', 'u.id', 'c.staff_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.role', 'u.coach_id', 'c.time_zone', 'c.days', 'c.types', 'c.meeting_url'])
    .where('u.role', 'in', ['coach', 'clinician', 'admin'])
    .where('u.deactivated_at', 'is', null)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
}
export type BookableStaffRow = Awaited<ReturnType<typeof bookableStaff>>[number];

/** Every exception of these staff members from a day on. */
export function exceptionsOf(db: Q, staffIds: string[], fromDate: string) {
  if (staffIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('staff_hour_exceptions').selectAll().where('staff_id', 'in', staffIds).where('date', '>=', fromDate).execute();
}

/** The visits still holding time (not cancelled) of these staff members starting between two instants. */
export function holdingTime(db: Q, staffIds: string[], from: string, until: string) {
  if (staffIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('appointments')
    .select(['id', 'staff_id', 'starts_at', 'minutes', 'buffer_before', 'buffer_after'])
    .where('staff_id', 'in', staffIds)
    .where('status', '!=', 'cancelled')
    .where('starts_at', '>=', from)
    .where('starts_at', '<', until)
    .execute();
}

export async function insertAppointment(db: Q, row: AppointmentTable): Promise<void> {
  await db.insertInto('appointments').values(row).execute();
}

/**
 * Reserves a visit's cells of the staff member's time; false when any is held already (the visit's
 * transaction must then roll back). The primary key (staff_id, cell_start) decides: on PostgreSQL a
 * concurrent insert of the same cell waits for the other transaction and then inserts nothing.
 */
export async function reserveCells(db: Q, staffId: string, appointmentId: string, cells: string[]): Promise<boolean> {
  const res = await db
    .insertInto('appointment_cells')
    .values(cells.map((cell_start) => ({ staff_id: staffId, cell_start, appointment_id: appointmentId })))
    .onConflict((oc) => oc.columns(['staff_id', 'cell_start']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === cells.length;
}

export async function releaseCells(db: Q, appointmentId: string): Promise<void> {
  await db.deleteFrom('appointment_cells').where('appointment_id', '=', appointmentId).execute();
}

export function findAppointment(db: Q, id: string) {
  return db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One of the member's own visits (another member's answers undefined). */
export function findMemberAppointment(db: Q, memberId: string, id: string) {
  return db.selectFrom('appointments').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

export function memberAppointments(db: Q, memberId: string) {
  return db.selectFrom('appointments').selectAll().where('member_id', '=', memberId).orderBy('starts_at').execute();
}

/** A staff calendar between two instants, with each member's name (null once deleted). */
export function staffAppointments(db: Q, staffId: string, from: string, until: string) {
  return db
    .selectFrom('appointments as a')
    .leftJoin('users as m', 'm.id', 'a.member_id')
    .selectAll('a')
    .select(['m.first_name as member_first_name', 'm.last_name as member_last_name'])
    .where('a.staff_id', '=', staffId)
    .where('a.starts_at', '>=', from)
    .where('a.starts_at', '<', until)
    .orderBy('a.starts_at')
    .execute();
}

/** A member's visits with anyone, with the member's name, for the care team. */
export function memberAppointmentsForStaff(db: Q, memberId: string) {
  return db
    .selectFrom('appointments as a')
    .leftJoin('users as m', 'm.id', 'a.member_id')
    .selectAll('a')
    .select(['m.first_name as member_first_name', 'm.last_name as member_last_name'])
    .where('a.member_id', '=', memberId)
    .orderBy('a.starts_at', 'desc')
    .limit(200)
    .execute();
}

export async function updateAppointment(db: Q, id: string, changes: Partial<AppointmentTable>): Promise<void> {
  await db.updateTable('appointments').set(changes).where('id', '=', id).execute();
}

/** The member a visit is for: how to write to them. */
export function memberContact(db: Q, memberId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'language', 'time_zone', 'email_verified_at', 'deactivated_at'])
    .where('id', '=', memberId)
    .where('role', '=', 'member')
    .executeTakeFirst();
}

export async function reminderChoice(db: Q, userId: string): Promise<boolean> {
  const row = await db.selectFrom('appointment_preferences').select('reminders').where('user_id', '=', userId).executeTakeFirst();
  return row ? row.reminders === 1 : true;
}

export async function setReminderChoice(db: Q, userId: string, on: boolean, now: string): Promise<void> {
  await db
    .insertInto('appointment_preferences')
    .values({ user_id: userId, reminders: on ? 1 : 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ reminders: on ? 1 : 0, updated_at: now }))
    .execute();
}

/** Booked visits starting before `until` whose reminder has not gone: the pass's work, oldest first. */
export function dueReminders(db: Q, now: string, until: string, limit: number) {
  return db
    .selectFrom('appointments')
    .select('id')
    .where('status', '=', 'booked')
    .where('reminder_sent_at', 'is', null)
    .where('starts_at', '>', now)
    .where('starts_at', '<=', until)
    .orderBy('starts_at')
    .limit(limit)
    .execute();
}

/**
 * The claim of one visit's reminder: a conditional update that only one transaction wins (another
 * copy's pass updates nothing); the reminder e-mail is queued in the same transaction.
 */
export async function claimReminder(db: Q, id: string, now: string, until: string): Promise<boolean> {
  const res = await db
    .updateTable('appointments')
    .set({ reminder_sent_at: now })
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .where('reminder_sent_at', 'is', null)
    .where('starts_at', '>', now)
    .where('starts_at', '<=', until)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * A deleted account (pass the deletion's transaction): the member's visits still to come are
 * cancelled and their time freed; every visit forgets who it was for and the staff note about them.
 * The staff calendar keeps the visit itself ("a deleted member").
 */
export async function forgetMember(trx: Transaction<Database>, memberId: string, now: string): Promise<void> {
  const coming = trx
    .selectFrom('appointments')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'booked')
    .where('starts_at', '>', now);
  await trx.deleteFrom('appointment_cells').where('appointment_id', 'in', coming).execute();
  await trx
    .updateTable('appointments')
    .set({ status: 'cancelled', cancelled_by: 'member', cancelled_at: now, updated_at: now })
    .where('member_id', '=', memberId)
    .where('status', '=', 'booked')
    .where('starts_at', '>', now)
    .execute();
  await trx.updateTable('appointments').set({ member_id: null, note: null, updated_at: now }).where('member_id', '=', memberId).execute();
  await trx.deleteFrom('appointment_preferences').where('user_id', '=', memberId).execute();
}
