import { sql, type Kysely, type OnConflictBuilder, type QueryCreator, type Transaction } from 'kysely';
import type { Database, EnrollmentRow, EnrollmentStatus, TrackingEntryRow } from '../../db/schema.js';
import { z } from 'zod';
import { nowIso } from '../../lib/clock.js';
import { parseJsonColumn } from '../../lib/stored-row.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { isSqlite } from '../../db/connection.js';
import { newId } from '../../lib/tokens.js';
import { PROGRAM_LIMIT } from '@wellpath/shared/programs/wire';
import { addDays } from '@wellpath/shared/programs/progress';

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

/**
 * The member's tracked days from `from` to `to` of some programmes (every run: one finished this week
 * still counts for it), with the programme of each: the activity minutes they hold (decision 0074).
 */
export function trackingOfProgrammes(db: Q, userId: string, programIds: string[], from: string, to: string) {
  if (programIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tracking_entries as t')
    .innerJoin('program_enrollments as e', 'e.id', 't.enrollment_id')
    .select(['e.program_id', 't.date', 't.item_values', 't.exercise_tracking'])
    .where('t.user_id', '=', userId)
    .where('e.user_id', '=', userId)
    .where('t.date', '>=', from)
    .where('t.date', '<=', to)
    .where('e.program_id', 'in', programIds)
    .orderBy('t.date')
    .execute();
}

/** A day of tracking: its answers when it is a recent day (from `from` on), its date alone before. */
export type TrackedDay = Pick<TrackingEntryRow, 'enrollment_id' | 'date'> & (({ recent: true } & TrackingEntryRow) | { recent: false });

/** The answers of a day kept only from `from` on (null before): every day's date, the recent days whole. */
function recentAnswers(from: string) {
  const recent = (col: 'completed_items' | 'item_values' | 'exercise_tracking' | 'id' | 'created_at' | 'updated_at') =>
    sql<string | null>`case when ${sql.ref(`t.date`)} >= ${from} then ${sql.ref(`t.${col}`)} end`.as(`t_${col}`);
  return [
    recent('id'),
    recent('completed_items'),
    recent('item_values'),
    recent('exercise_tracking'),
    recent('created_at'),
    recent('updated_at'),
  ] as const;
}

interface DayColumns {
  t_date: string | null;
  t_id: string | null;
  t_completed_items: string | null;
  t_item_values: string | null;
  t_exercise_tracking: string | null;
  t_created_at: string | null;
  t_updated_at: string | null;
}

function trackedDayOf(enrollmentId: string, userId: string, r: DayColumns & { t_date: string }): TrackedDay {
  return r.t_id === null
    ? { enrollment_id: enrollmentId, date: r.t_date, recent: false }
    : {
        recent: true,
        id: r.t_id,
        enrollment_id: enrollmentId,
        user_id: userId,
        date: r.t_date,
        completed_items: r.t_completed_items!,
        item_values: r.t_item_values!,
        exercise_tracking: r.t_exercise_tracking!,
        created_at: r.t_created_at!,
        updated_at: r.t_updated_at!,
      };
}

/**
 * Every tracked day of some enrolments, ordered by date, in one query: the days from `from` on with
 * their answers, the days before as dates alone (the figures count every day, lists show recent ones).
 */
export async function trackedDaysFrom(db: Q, userId: string, enrollmentIds: string[], from: string): Promise<TrackedDay[]> {
  if (enrollmentIds.length === 0) return [];
  const rows = await db
    .selectFrom('tracking_entries as t')
    .select(['t.enrollment_id', 't.date as t_date', ...recentAnswers(from)])
    .where('t.user_id', '=', userId)
    .where('t.enrollment_id', 'in', enrollmentIds)
    .orderBy('t.date')
    .execute();
  return rows.map((r) => trackedDayOf(r.enrollment_id, userId, r));
}

/** A recent day's columns, in the order the query lists them in its JSON array (RecentDayJson). */
const DAY_COLUMNS = ['id', 'date', 'completed_items', 'item_values', 'exercise_tracking', 'created_at', 'updated_at'] as const;
type DayColumn = (typeof DAY_COLUMNS)[number];
/** Where each column is in a RecentDayJson: read from DAY_COLUMNS, so the SQL and the decoder cannot disagree. */
const AT = Object.fromEntries(DAY_COLUMNS.map((c, i) => [c, i])) as Record<DayColumn, number>;

/**
 * A recent day as the query below gives it: a JSON array of its columns in DAY_COLUMNS' order (the
 * run and its member are the row's). An array, not an object: the keys of 42 days of two runs made
 * PostgreSQL's part of the call a fifth slower (docs/performance/2026-11-27-goals-again-faster-machine.md).
 */
type RecentDayJson = string[];
/** A RecentDayJson as the query gives it: every column a string (timestamps and dates are stored as text). */
const recentDaySchema = z.array(z.string()).length(DAY_COLUMNS.length);

/**
 * The member's enrolments (newest first) of some statuses, or one enrolment by id, each with the
 * dates of all its tracked days and its days from `from` on whole, in one query and one row per run:
 * the dates of its days before `from` in one string, its days from `from` on in a JSON array. A run's
 * older days are dates alone, so they travel as such: joining every day to its run sent the run's
 * columns again with each of them (1,460 rows of about 330 bytes for a member with two years of
 * tracking, parsed by the driver on every call; docs/performance/2026-11-27-lighter-client-one-row-per-run.md).
 */
export async function enrollmentsWithDays(
  db: Q,
  userId: string,
  which: { statuses: ['active'] } | { id: string },
  from: string,
): Promise<RunWithDays[]> {
  const rows = 'id' in which ? await runsWithDays.byId.all(db, userId, from, which.id) : await runsWithDays.active.all(db, userId, from);
  return rows.map((r) => runWithDays(r, userId, from));
}

const runsWithDays = {
  active: compiledOnce((db, userId: string, from: string) =>
    runsWithDaysQuery(db, !isSqlite(db), userId, from).where('e.status', 'in', ['active']).orderBy('e.started_at', 'desc').orderBy('e.id'),
  ),
  byId: compiledOnce((db, userId: string, from: string, id: string) =>
    runsWithDaysQuery(db, !isSqlite(db), userId, from).where('e.id', '=', id).orderBy('e.started_at', 'desc').orderBy('e.id'),
  ),
};

export interface RunWithDays {
  enrollment: EnrollmentRow;
  /**
   * The dates of the run's tracked days, ordered: every day from `from` on, and the earlier days
   * before `coversUntil` (the only ones its figures look at: a run's schedule ends with the
   * programme, while a member may keep tracking a run for years before finishing it).
   */
  dates: string[];
  /** Every tracked day of the run is in `dates` when it is before this day (YYYY-MM-DD) or from `from` on. */
  coversUntil: string;
  /** The recent days (from `from` on) whole, ordered by date. */
  rows: TrackingEntryRow[];
  /** How many days the run has tracked in all, and the latest. */
  count: number;
  last: string | null;
}

/** A day's columns as one JSON array (`json_build_array` or `json_array`), from the rows named `r`: a RecentDayJson. */
const dayJson = (fn: 'json_build_array' | 'json_array') => sql.raw(`${fn}(${DAY_COLUMNS.map((c) => `r.${c}`).join(', ')})`);

/** A RecentDayJson as the row it is, of the run `enrollmentId` of `userId`. */
const dayRow = (d: RecentDayJson, enrollmentId: string, userId: string): TrackingEntryRow => ({
  id: d[AT.id]!,
  enrollment_id: enrollmentId,
  user_id: userId,
  date: d[AT.date]!,
  completed_items: d[AT.completed_items]!,
  item_values: d[AT.item_values]!,
  exercise_tracking: d[AT.exercise_tracking]!,
  created_at: d[AT.created_at]!,
  updated_at: d[AT.updated_at]!,
});

/** The member's runs (`e`), each with its earlier days' dates and its recent days (see enrollmentsWithDays). */
function runsWithDaysQuery(db: QueryCreator<Database>, postgres: boolean, userId: string, from: string) {
  // The dates of a run's days before `from`, comma-separated (ISO dates hold no comma), in no promised
  // order: an aggregate's own `order by` sorts again what the index gives in order (on PostgreSQL 15 it
  // doubled the query's time for two years of days), so the list is sorted after (one pass when ordered).
  // Read from the (enrollment_id, date) index alone: a run's days are its member's by construction (the
  // run is the member's, below), so the rows themselves are not visited for their user_id.
  // Only the days a run's figures can look at are listed: those before the programme's end at the
  // latest, bounded here from the programme's duration by days at most (31 a month), and checked against
  // the end date the service works out (RunWithDays.coversUntil). The count and the latest day cover all.
  const boundDays = sql<number>`(case p.duration_unit when 'days' then p.duration when 'weeks' then p.duration * 7
    else p.duration * 31 end)`;
  const boundEnd = postgres
    ? sql`to_char(e.start_day::date + ${boundDays}, 'YYYY-MM-DD')`
    : sql`date(e.start_day, '+' || ${boundDays} || ' days')`;
  const earlierDates = sql<string | null>`(select ${sql.raw(postgres ? "string_agg(d.date, ',')" : "group_concat(d.date, ',')")}
    from tracking_entries d where d.enrollment_id = e.id and d.date < ${from} and d.date < ${boundEnd})`;
  const dayCount = sql<number>`(select cast(count(*) as integer) from tracking_entries c where c.enrollment_id = e.id)`;
  const lastDay = sql<string | null>`(select max(c.date) from tracking_entries c where c.enrollment_id = e.id)`;
  const recentDays = postgres
    ? sql<string | null>`(select json_agg(${dayJson('json_build_array')})::text from tracking_entries r
        where r.enrollment_id = e.id and r.date >= ${from})`
    : sql<string | null>`(select json_group_array(${dayJson('json_array')}) from tracking_entries r
        where r.enrollment_id = e.id and r.date >= ${from})`;
  return db
    .selectFrom('program_enrollments as e')
    .innerJoin('programs as p', 'p.id', 'e.program_id')
    .select([
      'e.id',
      'e.user_id',
      'e.program_id',
      'e.status',
      'e.started_at',
      'e.start_day',
      'e.ended_at',
      'e.suggestion_id',
      earlierDates.as('earlier_dates'),
      recentDays.as('recent_days'),
      dayCount.as('day_count'),
      lastDay.as('last_day'),
      boundDays.as('bound_days'),
    ])
    .where('e.user_id', '=', userId);
}

/**
 * A row of runsWithDaysQuery as a run and its days, ordered by date. `written` is a day the same
 * statement wrote: its reads saw the day as it was before, so the written one takes its place.
 */
function runWithDays(
  row: EnrollmentRow & {
    earlier_dates: string | null;
    recent_days: string | null;
    day_count: number | string;
    last_day: string | null;
    bound_days: number | string;
  },
  userId: string,
  from: string,
  written?: { day: RecentDayJson; isNew: boolean },
): RunWithDays {
  const { earlier_dates, recent_days, day_count, last_day, bound_days, ...enrollment } = row;
  let earlier = earlier_dates ? earlier_dates.split(',') : [];
  // SQLite gives `[]` for no day, PostgreSQL null.
  let recent: RecentDayJson[] = recent_days ? parseJsonColumn(z.array(recentDaySchema), recent_days, 'tracking_entries (recent days)') : [];
  let count = Number(day_count);
  let last = last_day;
  if (written) {
    const { day } = written;
    const date = day[AT.date]!;
    earlier = earlier.filter((d) => d !== date);
    recent = recent.filter((d) => d[AT.date] !== date);
    if (date < from) earlier.push(date);
    else recent.push(day);
    if (written.isNew) count += 1;
    if (last === null || date > last) last = date;
  }
  // Neither database promises an order; they come in date order from the index, so sorting is one pass.
  earlier.sort();
  const on = AT.date;
  recent.sort((a, b) => (a[on]! < b[on]! ? -1 : a[on]! > b[on]! ? 1 : 0));
  const rows = recent.map((d) => dayRow(d, enrollment.id, userId));
  // Every recent day comes after the earlier ones: the dates stay ordered.
  for (const d of recent) earlier.push(d[on]!);
  return { enrollment, dates: earlier, coversUntil: addDays(enrollment.start_day, Number(bound_days)), rows, count, last };
}

type DayAnswers = { date: string; completed_items: string; item_values: string; exercise_tracking: string };

/** A day already tracked in the run gets the new answers. */
const replaceDay = (e: DayAnswers, at: string) => (oc: OnConflictBuilder<Database, 'tracking_entries'>) =>
  oc.columns(['enrollment_id', 'date']).doUpdateSet({
    completed_items: e.completed_items,
    item_values: e.item_values,
    exercise_tracking: e.exercise_tracking,
    updated_at: at,
  });

/** The write of trackActiveRun: the day, through the member's active run of the programme that began by then. */
function upsertActiveTracking(db: QueryCreator<Database>, userId: string, programId: string, e: DayAnswers) {
  const at = nowIso();
  return db
    .insertInto('tracking_entries')
    .columns(['id', 'enrollment_id', 'user_id', 'date', 'completed_items', 'item_values', 'exercise_tracking', 'created_at', 'updated_at'])
    .expression(
      db
        .selectFrom('program_enrollments')
        .select((eb) => [
          eb.val(newId()).as('id'),
          'id as enrollment_id',
          'user_id',
          eb.val(e.date).as('date'),
          eb.val(e.completed_items).as('completed_items'),
          eb.val(e.item_values).as('item_values'),
          eb.val(e.exercise_tracking).as('exercise_tracking'),
          eb.val(at).as('created_at'),
          eb.val(at).as('updated_at'),
        ])
        .where('user_id', '=', userId)
        .where('program_id', '=', programId)
        .where('status', '=', 'active')
        .where('start_day', '<=', e.date),
    )
    .onConflict(replaceDay(e, at));
}

/**
 * Writes a day of the member's active run of a programme, when the run has begun by that day, and
 * gives the run back with its days as enrollmentsWithDays does; undefined when nothing was written
 * (no active run, a day before its start). On PostgreSQL one statement, so one round trip: the write
 * in a `with` and the run read beside it (the read sees the day as it was before the statement, so
 * the written row, from `returning`, takes its place). On SQLite the write, then the read: both are
 * at once on its one connection.
 */
export async function trackActiveRun(
  db: Q,
  userId: string,
  programId: string,
  e: DayAnswers,
  from: string,
): Promise<RunWithDays | undefined> {
  if (isSqlite(db)) {
    const written = await upsertActiveTracking(db, userId, programId, e).returning('enrollment_id').executeTakeFirst();
    if (!written) return undefined;
    return (await enrollmentsWithDays(db, userId, { id: written.enrollment_id }, from))[0];
  }
  // The query names `w` in raw SQL only, so it is built as on the schema's tables alone.
  const withWrite = db.with('w', (qc) =>
    upsertActiveTracking(qc, userId, programId, e).returning([
      'id',
      'enrollment_id',
      'date',
      'completed_items',
      'item_values',
      'exercise_tracking',
      'created_at',
      'updated_at',
    ]),
  ) as unknown as QueryCreator<Database>;
  const rows = await runsWithDaysQuery(withWrite, true, userId, from)
    .select(sql<string>`(select ${dayJson('json_build_array')}::text from w r where r.enrollment_id = e.id)`.as('written'))
    // Whether the written day is a new one: the statement's reads see the days as they were before it.
    .select(sql<boolean>`not exists (select 1 from tracking_entries x where x.enrollment_id = e.id and x.date = ${e.date})`.as('is_new'))
    .where('e.id', 'in', sql<string>`(select enrollment_id from w)`)
    .execute();
  const row = rows[0];
  return row
    ? runWithDays(row, userId, from, {
        day: parseJsonColumn(recentDaySchema, row.written, 'tracking_entries (written day)'),
        isNew: row.is_new,
      })
    : undefined;
}

/** One entry per programme and day: insert or replace that day's entry. */
export async function upsertTracking(db: Q, userId: string, enrollmentId: string, e: DayAnswers): Promise<void> {
  const at = nowIso();
  await db
    .insertInto('tracking_entries')
    .values({ id: newId(), enrollment_id: enrollmentId, user_id: userId, ...e, created_at: at, updated_at: at })
    .onConflict(replaceDay(e, at))
    .execute();
}
