import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ReminderKind } from '@wellpath/shared/reminders/wire';
import { isSqlite } from '../../db/connection.js';
import type { Database, ReminderPreferenceTable } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;
export type PreferenceRow = Selectable<ReminderPreferenceTable>;

/** The column of reminder_preferences that turns each e-mail on. */
export const KIND_COLUMN = { daily: 'daily', weekly: 'weekly', 'blood-pressure': 'blood_pressure' } as const satisfies Record<
  ReminderKind,
  keyof ReminderPreferenceTable
>;

export function findPreferences(db: Q, userId: string) {
  return db.selectFrom('reminder_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Writes the member's whole preferences row (insert or replace). */
export async function savePreferences(db: Q, row: PreferenceRow): Promise<void> {
  const { user_id: _userId, created_at: _createdAt, ...changes } = row;
  await db
    .insertInto('reminder_preferences')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

/**
 * Claims the next member whose reminders are due, for the transaction that handles them: on
 * PostgreSQL `FOR UPDATE SKIP LOCKED`, so another copy's pass takes the next member instead of
 * waiting; SQLite runs one writing transaction at a time, which is the claim.
 */
export function claimDue(trx: Transaction<Database>, now: string) {
  const q = trx
    .selectFrom('reminder_preferences')
    .selectAll()
    .where('next_run_at', 'is not', null)
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(1);
  return (isSqlite(trx) ? q : q.forUpdate().skipLocked()).executeTakeFirst();
}

/** A member's row locked for the transaction (the run-once command), or undefined while everything is off. */
export function lockWithReminders(trx: Transaction<Database>, userId: string) {
  const q = trx.selectFrom('reminder_preferences').selectAll().where('user_id', '=', userId).where('next_run_at', 'is not', null);
  return (isSqlite(trx) ? q : q.forUpdate()).executeTakeFirst();
}

/** Every member with an e-mail on, for one pass over a given day (run-once). */
export async function membersWithReminders(db: Q): Promise<string[]> {
  const rows = await db
    .selectFrom('reminder_preferences')
    .select('user_id')
    .where('next_run_at', 'is not', null)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function setNextRun(db: Q, userId: string, nextRunAt: string | null): Promise<void> {
  await db.updateTable('reminder_preferences').set({ next_run_at: nextRunAt }).where('user_id', '=', userId).execute();
}

/** Who a reminder may go to: a verified, active member (never staff). */
export function recipient(db: Q, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'language'])
    .where('id', '=', userId)
    .where('role', '=', 'member')
    .where('deactivated_at', 'is', null)
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
}

export async function alreadySent(db: Q, userId: string, kind: ReminderKind, localDate: string): Promise<boolean> {
  const row = await db
    .selectFrom('reminder_sends')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('local_date', '=', localDate)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records that this member's e-mail of this kind for this day is going; false when it already went
 * (the unique key: a concurrent pass that got there first, or one before a restart).
 */
export async function recordSend(
  db: Q,
  row: { id: string; user_id: string; kind: ReminderKind; local_date: string; unsubscribe_hash: string; created_at: string },
): Promise<boolean> {
  const res = await db
    .insertInto('reminder_sends')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'local_date']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function findSendByUnsubscribeHash(db: Q, hash: string) {
  return db.selectFrom('reminder_sends').select(['user_id', 'kind']).where('unsubscribe_hash', '=', hash).executeTakeFirst();
}

/** Turns one e-mail off; the next pass time is recomputed by the caller. */
export async function turnOff(db: Q, userId: string, kind: ReminderKind, now: string): Promise<PreferenceRow | undefined> {
  await db
    .updateTable('reminder_preferences')
    .set({ [KIND_COLUMN[kind]]: 0, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
  return findPreferences(db, userId);
}

/** Forgets sends older than `before`: their unsubscribe links stop working, and no catch-up reaches that far back. */
export async function purgeSends(db: Q, before: string): Promise<number> {
  const res = await db.deleteFrom('reminder_sends').where('created_at', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** What a reminder needs of each programme (content synced at start). */
export function programsForReminders(db: Q) {
  return db
    .selectFrom('programs')
    .select([
      'id',
      'title',
      'type',
      'duration',
      'duration_unit',
      'schedule_per',
      'schedule_target',
      'readings',
      'action_items',
      'exercises',
    ])
    .execute();
}
export type ReminderProgram = Awaited<ReturnType<typeof programsForReminders>>[number];
