import { PostgresAdapter, sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import type { AlertTable, BpReadingTable, Database } from '../../db/schema.js';
import { activeStaffIn, isActiveStaffIn } from '../../db/active-staff.js';
import { namesOf } from '../../db/names-of.js';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * Inserts the alert unless one already exists for the same event (UNIQUE(kind, source_key)).
 * True only when this call created it: a retry, a re-import or a concurrent twin gets false.
 */
export async function insertIfAbsent(db: Q, row: Insertable<AlertTable>): Promise<boolean> {
  const created = await db
    .insertInto('alerts')
    .values(row)
    .onConflict((oc) => oc.columns(['kind', 'source_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return created !== undefined;
}

/** Whether one of these events already has its alert. */
export async function anyRaised(db: Q, kind: AlertTable['kind'], sourceKeys: string[]): Promise<boolean> {
  if (sourceKeys.length === 0) return false;
  const row = await db.selectFrom('alerts').select('id').where('kind', '=', kind).where('source_key', 'in', sourceKeys).executeTakeFirst();
  return row !== undefined;
}

/**
 * The member's other readings with the same values measured within `withinMs` of this one, from any
 * source: the same reading stored again.
 */
export async function twinReadingIds(
  db: Q,
  r: Pick<BpReadingTable, 'id' | 'user_id' | 'systolic' | 'diastolic' | 'measured_at'>,
  withinMs: number,
): Promise<string[]> {
  const at = new Date(r.measured_at).getTime();
  const rows = await db
    .selectFrom('bp_readings')
    .select('id')
    .where('user_id', '=', r.user_id)
    .where('id', '!=', r.id)
    .where('systolic', '=', r.systolic)
    .where('diastolic', '=', r.diastolic)
    .where('measured_at', '>', new Date(at - withinMs).toISOString())
    .where('measured_at', '<', new Date(at + withinMs).toISOString())
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Whether the member already has a crisis alert for one of these readings, or one with this summary (the
 * values and the minute): the alert of a reading since removed (an undone import).
 */
export async function bpCrisisRaised(db: Q, userId: string, sourceKeys: string[], summary: string): Promise<boolean> {
  const row = await db
    .selectFrom('alerts')
    .select('id')
    .where('kind', '=', 'bp_crisis')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([...(sourceKeys.length > 0 ? [eb('source_key', 'in', sourceKeys)] : []), eb('summary', '=', summary)]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes transactions about the same event wait for each other until commit. PostgreSQL: a
 * transaction-scoped advisory lock; SQLite runs one transaction at a time already.
 */
export async function lockEvent(db: Transaction<Database>, key: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
}

/**
 * The member's other results of the same marker, test date and stored value as this one: the same
 * lab value entered again (another report of the same day, an import of what was typed in).
 */
export async function identicalResultIds(db: Q, bloodResultId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('blood_results as r')
    .innerJoin('blood_results as twin', (j) =>
      j
        .onRef('twin.user_id', '=', 'r.user_id')
        .onRef('twin.marker_id', '=', 'r.marker_id')
        .onRef('twin.test_date', '=', 'r.test_date')
        .onRef('twin.value', '=', 'r.value')
        .onRef('twin.id', '!=', 'r.id'),
    )
    .select('twin.id')
    .where('r.id', '=', bloodResultId)
    .execute();
  return rows.map((r) => r.id);
}

/** Clinicians who can act on an alert: active accounts with a verified address. */
function clinicians(db: Q) {
  return db
    .selectFrom('users')
    .where('role', '=', 'clinician')
    .where('deactivated_at', 'is', null)
    .where('email_verified_at', 'is not', null);
}

export function activeClinicians(db: Q) {
  return clinicians(db).select(['email', 'first_name', 'language']).orderBy('email').execute();
}

export async function countActiveClinicians(db: Q): Promise<number> {
  const row = await clinicians(db)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Alerts with the member's name (none once the account is deleted) and the names of who acknowledged and resolved them. */
function alerts(db: Q) {
  return db
    .selectFrom('alerts as a')
    .leftJoin('users as m', 'm.id', 'a.user_id')
    .leftJoin('users as ack', 'ack.id', 'a.acknowledged_by')
    .leftJoin('users as res', 'res.id', 'a.resolved_by')
    .leftJoin('users as own', 'own.id', 'a.assigned_to')
    .selectAll('a')
    .select([...namesOf('m', 'member'), ...namesOf('ack', 'ack'), ...namesOf('res', 'res'), ...namesOf('own', 'own')]);
}
export type AlertRow = Awaited<ReturnType<ReturnType<typeof alerts>['execute']>>[number];

/** The kinds from the most urgent: thoughts of self-harm, then a crisis blood pressure, then a critical lab value. */
const SEVERITY: readonly AlertTable['kind'][] = ['phq9_item9', 'bp_crisis', 'critical_lab'];

/**
 * The queue, worst first: open alerts before resolved ones; open ones by severity (SEVERITY), then
 * oldest first (an alert left waiting is more urgent than a new one of its kind); resolved ones
 * most recently resolved first. Only open ones unless `open` is false; optionally one member's.
 */
export function list(db: Q, filter: { open: boolean; memberId?: string; limit: number }) {
  let q = alerts(db);
  if (filter.open) q = q.where('a.resolved_at', 'is', null);
  if (filter.memberId) q = q.where('a.user_id', '=', filter.memberId);
  const severity = sql.join(
    SEVERITY.map((kind, rank) => sql`when ${kind} then ${sql.lit(rank)}`),
    sql` `,
  );
  return q
    .orderBy(sql`case when a.resolved_at is null then 0 else 1 end`)
    .orderBy(sql`case when a.resolved_at is null then case a.kind ${severity} else ${sql.lit(SEVERITY.length)} end else 0 end`)
    .orderBy(sql`case when a.resolved_at is null then a.created_at end`)
    .orderBy('a.resolved_at', 'desc')
    .orderBy('a.id')
    .limit(filter.limit)
    .execute();
}

export function find(db: Q, id: string) {
  return alerts(db).where('a.id', '=', id).executeTakeFirst();
}

/**
 * Records the first acknowledgement only; false when it was already acknowledged (or does not exist).
 * Whoever acknowledges an alert of the pool takes it on: it becomes theirs.
 */
export async function acknowledge(db: Q, id: string, by: string, at: string): Promise<boolean> {
  const res = await db
    .updateTable('alerts')
    .set({ acknowledged_by: by, acknowledged_at: at })
    .where('id', '=', id)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await db.updateTable('alerts').set({ assigned_to: by, assigned_at: at }).where('id', '=', id).where('assigned_to', 'is', null).execute();
  return true;
}

/** Gives an unresolved alert its owner (null: the pool); false when it is resolved (or does not exist). */
export async function assign(db: Q, id: string, to: string | null, at: string): Promise<boolean> {
  const res = await db
    .updateTable('alerts')
    .set({ assigned_to: to, assigned_at: at })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Nobody has it in hand: unacknowledged, due from new times, its escalation steps re-armed. */
const dueAgain = (due: { dueAt: string; adminsDueAt: string }) => ({
  acknowledged_by: null,
  acknowledged_at: null,
  due_at: due.dueAt,
  admins_due_at: due.adminsDueAt,
  escalated_at: null,
  escalated_admins_at: null,
});

/**
 * Hands an unresolved alert to someone else (null: the pool): nobody has it in hand any more, so it
 * waits for an acknowledgement again, with new due times from now and its escalation steps re-armed
 * (a handed-on alert escalates as a new one would); false when it is resolved (or does not exist).
 */
export async function handOn(
  db: Q,
  id: string,
  to: string | null,
  at: string,
  due: { dueAt: string; adminsDueAt: string },
): Promise<boolean> {
  const res = await db
    .updateTable('alerts')
    .set({ assigned_to: to, assigned_at: at, ...dueAgain(due) })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Open alerts held by an account that can no longer act on them: the holder (the owner, else whoever
 * acknowledged it) is closed or is no longer a clinician or an administrator. Left so, an acknowledged
 * alert never escalates and is in nobody's My work. Oldest first.
 */
export function heldByNoOne(db: Q, limit: number) {
  return db
    .selectFrom('alerts as a')
    .innerJoin('users as h', (join) => join.on((eb) => eb('h.id', '=', eb.fn.coalesce('a.assigned_to', 'a.acknowledged_by'))))
    .select(['a.id', 'a.user_id', 'a.kind', 'a.acknowledged_at', 'h.id as holder'])
    .where('a.resolved_at', 'is', null)
    .where((eb) => eb.or([eb('h.deactivated_at', 'is not', null), eb('h.role', 'not in', ['clinician', 'admin'])]))
    .orderBy('a.created_at')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

/**
 * The claim of a release: back to the pool only while `holder` still holds it (a second copy's update
 * then finds another holder and changes nothing). Acknowledged: nobody has it in hand any more, so it
 * is due again from now with its escalation re-armed (`due`). Not acknowledged (`due` null): its due
 * times and escalation run on as they were, so the release never puts off an escalation.
 */
export async function releaseFrom(
  db: Q,
  id: string,
  holder: string,
  at: string,
  due: { dueAt: string; adminsDueAt: string } | null,
): Promise<boolean> {
  const res = await db
    .updateTable('alerts')
    .set({
      assigned_to: null,
      assigned_at: at,
      ...(due && dueAgain(due)),
    })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('assigned_to', 'acknowledged_by'), '=', holder))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** An active clinician's or administrator's address, first name and language, for an alert handed to them. */
export function assigneeContact(db: Q, id: string) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'language'])
    .where('id', '=', id)
    .where('role', 'in', ['clinician', 'admin'])
    .where('deactivated_at', 'is', null)
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
}

/** Who may own an alert: clinicians and administrators. */
const ALERT_OWNERS = ['clinician', 'admin'] as const;

/** Active staff accounts who may own an alert (clinicians and administrators), by name. */
export function assignees(db: Q) {
  return activeStaffIn(db, ALERT_OWNERS);
}

export function isAssignee(db: Q, userId: string): Promise<boolean> {
  return isActiveStaffIn(db, userId, ALERT_OWNERS);
}

// ---- Escalation (decision 0086) ----------------------------------------------------------------

export type EscalationStep = 'pool' | 'admins';

/** Open, unacknowledged alerts whose time for this step has come and which have not had it, oldest due first. */
export async function dueForEscalation(db: Q, step: EscalationStep, now: string, limit: number): Promise<string[]> {
  let q = db.selectFrom('alerts').select('id').where('acknowledged_at', 'is', null).where('resolved_at', 'is', null);
  q =
    step === 'pool'
      ? q.where('escalated_at', 'is', null).where('due_at', '<=', now).orderBy('due_at')
      : q
          .where('escalated_at', 'is not', null)
          .where('escalated_admins_at', 'is', null)
          .where('admins_due_at', '<=', now)
          .orderBy('admins_due_at');
  return (await q.orderBy('id').limit(limit).execute()).map((r) => r.id);
}

/**
 * The claim that sends a step (in the transaction that queues its e-mails): sets its time only if
 * the alert is still open, unacknowledged, due and without it. On PostgreSQL a second copy's update
 * waits for the first's row lock and then finds the time set; SQLite runs one writer at a time. True
 * for the one transaction that set it.
 */
export async function claimEscalation(db: Q, id: string, step: EscalationStep, now: string): Promise<boolean> {
  const q = db.updateTable('alerts').where('id', '=', id).where('acknowledged_at', 'is', null).where('resolved_at', 'is', null);
  const res = await (
    step === 'pool'
      ? q.set({ escalated_at: now }).where('escalated_at', 'is', null).where('due_at', '<=', now)
      : q
          .set({ escalated_admins_at: now })
          .where('escalated_at', 'is not', null)
          .where('escalated_admins_at', 'is', null)
          .where('admins_due_at', '<=', now)
  ).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Administrators who can act on an escalated alert: active accounts with a verified address. */
export function activeAdmins(db: Q) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'language'])
    .where('role', '=', 'admin')
    .where('deactivated_at', 'is', null)
    .where('email_verified_at', 'is not', null)
    .orderBy('email')
    .execute();
}

/** Resolves an unresolved alert; false when it was already resolved (or does not exist). */
export async function resolve(db: Q, id: string, by: string, at: string, note: string): Promise<boolean> {
  const res = await db
    .updateTable('alerts')
    .set({ resolved_by: by, resolved_at: at, resolution_note: note })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The member's own alerts, open ones first, then newest; always scoped to the member. */
export function forMember(db: Q, userId: string) {
  return db
    .selectFrom('alerts')
    .select(['id', 'kind', 'created_at', 'acknowledged_at', 'resolved_at'])
    .where('user_id', '=', userId)
    .orderBy(sql`case when resolved_at is null then 0 else 1 end`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

export async function memberExists(db: Q, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).where('role', '=', 'member').executeTakeFirst();
  return row !== undefined;
}

/** How to reach a member whose account is deleted, kept with their open alerts (`member_contact`, as JSON). */
export const alertContactSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  street: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
});
export type AlertContact = z.infer<typeof alertContactSchema>;

/**
 * The member's account is being deleted (pass the deletion's transaction): their open alerts stay,
 * with how to reach them, until a clinician closes them; their resolved ones keep ids, kind and times.
 */
export async function keepForDeletedMember(db: Q, userId: string, contact: AlertContact, at: string): Promise<void> {
  await db
    .updateTable('alerts')
    .set({ member_deleted_at: at, member_contact: JSON.stringify(contact) })
    .where('user_id', '=', userId)
    .where('resolved_at', 'is', null)
    .execute();
  await db
    .updateTable('alerts')
    .set({ member_deleted_at: at, summary: '', resolution_note: null, member_contact: null })
    .where('user_id', '=', userId)
    .where('resolved_at', 'is not', null)
    .execute();
}

/** A resolved alert of a deleted member: what raised it, the note and how to reach them are erased. */
export async function eraseDeletedMemberDetails(db: Q, id: string): Promise<void> {
  await db
    .updateTable('alerts')
    .set({ summary: '', resolution_note: null, member_contact: null })
    .where('id', '=', id)
    .where('member_deleted_at', 'is not', null)
    .where('resolved_at', 'is not', null)
    .execute();
}
