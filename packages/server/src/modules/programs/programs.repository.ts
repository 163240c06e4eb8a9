import type { Kysely, Transaction } from 'kysely';
import type { Database, EnrollmentStatus } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/tokens.js';
import { PROGRAM_LIMIT } from '@wellpath/shared/programs/wire';

type Q = Kysely<Database> | Transaction<Database>;

const programColumns = [
  'p.id',
  'p.key',
  'p.title',
  'p.type',
  'p.level',
  'p.duration',
  'p.duration_unit',
  'p.schedule_per',
  'p.schedule_target',
  'p.short_text',
  'p.description',
  'p.action_items',
  'p.exercises',
  'p.archived',
  'pl.id as pillar_id',
  'pl.name as pillar_name',
  'pl.slug as pillar_slug',
] as const;

export function listPrograms(db: Q, filter: { pillarId?: string; type?: 'standard' | 'exercise' }) {
  let q = db
    .selectFrom('programs as p')
    .leftJoin('pillars as pl', 'pl.id', 'p.pillar_id')
    .select(programColumns)
    .where('p.archived', '=', 0);
  if (filter.pillarId) q = q.where('p.pillar_id', '=', filter.pillarId);
  if (filter.type) q = q.where('p.type', '=', filter.type);
  return q.orderBy('p.sort_order').execute();
}
export type ProgramListRow = Awaited<ReturnType<typeof listPrograms>>[number];

/** Every programme, archived ones too: the content synced at start, read once by the service. */
export function allPrograms(db: Q) {
  return db.selectFrom('programs as p').leftJoin('pillars as pl', 'pl.id', 'p.pillar_id').select(programColumns).execute();
}

/** Every exercise's id, key and name: the content synced at start, read once by the service. */
export function allExerciseNames(db: Q) {
  return db.selectFrom('exercises').select(['id', 'key', 'name']).execute();
}

/** The member's enrolments (newest first), optionally only some statuses; always scoped to the member. */
export function listEnrollments(db: Q, userId: string, statuses?: EnrollmentStatus[]) {
  let q = db.selectFrom('program_enrollments').selectAll().where('user_id', '=', userId);
  if (statuses) q = q.where('status', 'in', statuses);
  return q.orderBy('started_at', 'desc').execute();
}

export function findActiveEnrollment(db: Q, userId: string, programId: string) {
  return db
    .selectFrom('program_enrollments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('program_id', '=', programId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export async function insertEnrollment(
  db: Q,
  e: { id: string; userId: string; programId: string; startedAt: string; startDay: string; suggestionId: string | null },
): Promise<void> {
  await db
    .insertInto('program_enrollments')
    .values({
      id: e.id,
      user_id: e.userId,
      program_id: e.programId,
      status: 'active',
      started_at: e.startedAt,
      start_day: e.startDay,
      ended_at: null,
      suggestion_id: e.suggestionId,
    })
    .execute();
}

/**
 * Takes a free active-programme slot for an enrolment; false when both are taken. The slots' primary
 * key makes this safe under concurrent starts on either database.
 */
export async function claimSlot(db: Q, userId: string, enrollmentId: string): Promise<boolean> {
  for (let slot = 1; slot <= PROGRAM_LIMIT; slot++) {
    const res = await db
      .insertInto('program_slots')
      .values({ user_id: userId, slot, enrollment_id: enrollmentId })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  }
  return false;
}

export async function endEnrollment(db: Q, userId: string, id: string, status: 'completed' | 'left'): Promise<boolean> {
  const res = await db
    .updateTable('program_enrollments')
    .set({ status, ended_at: nowIso() })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  await db.deleteFrom('program_slots').where('user_id', '=', userId).where('enrollment_id', '=', id).execute();
  return Number(res.numUpdatedRows) === 1;
}

/** The member's latest run of a programme, whatever its status. */
export function latestEnrollment(db: Q, userId: string, programId: string) {
  return db
    .selectFrom('program_enrollments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('program_id', '=', programId)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A completed run in progress again (its slot is claimed apart); false when it was not completed. */
export async function reopenEnrollment(db: Q, userId: string, id: string): Promise<boolean> {
  const res = await db
    .updateTable('program_enrollments')
    .set({ status: 'active', ended_at: null })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The tracking entries of some enrolments, ordered by date; from a day on when `from` is given. */
export function trackingFor(db: Q, userId: string, enrollmentIds: string[], from?: string) {
  if (enrollmentIds.length === 0) return Promise.resolve([]);
  let q = db.selectFrom('tracking_entries').selectAll().where('user_id', '=', userId).where('enrollment_id', 'in', enrollmentIds);
  if (from !== undefined) q = q.where('date', '>=', from);
  return q.orderBy('date').execute();
}

/** Only the days tracked (no answers) of some enrolments, ordered by date: what the figures need. */
export function trackedDays(db: Q, userId: string, enrollmentIds: string[]) {
  if (enrollmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tracking_entries')
    .select(['enrollment_id', 'date'])
    .where('user_id', '=', userId)
    .where('enrollment_id', 'in', enrollmentIds)
    .orderBy('date')
    .execute();
}

/** One entry per programme and day: insert or replace that day's entry. */
export async function upsertTracking(
  db: Q,
  userId: string,
  enrollmentId: string,
  e: { date: string; completed_items: string; item_values: string; exercise_tracking: string },
): Promise<void> {
  const at = nowIso();
  await db
    .insertInto('tracking_entries')
    .values({ id: newId(), enrollment_id: enrollmentId, user_id: userId, ...e, created_at: at, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['enrollment_id', 'date']).doUpdateSet({
        completed_items: e.completed_items,
        item_values: e.item_values,
        exercise_tracking: e.exercise_tracking,
        updated_at: at,
      }),
    )
    .execute();
}
