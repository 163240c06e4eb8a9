import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connection.js';
import { namesOf } from '../../db/names-of.js';

// The member's timeline (decision 0090): a read model over the rows other modules keep, one query
// per stream of events (a table and the column that dates the event), each a page in the timeline's
// order after the previous page's last event. The service merges the pages.

/** Where a stream's page starts (see the service's `keysetFor`): strictly older, or as old too, or after one row of the same instant. */
export type Keyset = { at: string; rowId?: string; inclusive?: boolean } | undefined;

/** A day (YYYY-MM-DD) as the instant that orders it: its last millisecond in UTC. */
const endOfDay = (column: string): RawBuilder<string> => sql<string>`(${sql.ref(column)} || 'T23:59:59.999Z')`;
const instant = (column: string): RawBuilder<string> => sql<string>`${sql.ref(column)}`;

function after(at: RawBuilder<string>, idColumn: string, k: Keyset): Expression<SqlBool> {
  if (!k) return sql<SqlBool>`1 = 1`;
  if (k.rowId !== undefined) return sql<SqlBool>`(${at} < ${k.at} or (${at} = ${k.at} and ${sql.ref(idColumn)} < ${k.rowId}))`;
  return k.inclusive ? sql<SqlBool>`${at} <= ${k.at}` : sql<SqlBool>`${at} < ${k.at}`;
}

/**
 * A stream's page of the rows `q` selects, each with its row's `id` and the instant `at` that dates it:
 * after the keyset, newest first, ties by row, `limit` rows.
 */
function page<DB, TB extends keyof DB, O>(
  at: RawBuilder<string>,
  idColumn: string,
  k: Keyset,
  limit: number,
  q: () => SelectQueryBuilder<DB, TB, O>,
) {
  return q()
    .select([sql.ref<string>(idColumn).as('id'), at.as('at')])
    .where(after(at, idColumn, k))
    .orderBy(at, 'desc')
    .orderBy(sql.ref(idColumn), 'desc')
    .limit(limit)
    .execute();
}

export function readings(db: Db, userId: string, k: Keyset, limit: number) {
  const at = instant('measured_at');
  return page(at, 'id', k, limit, () =>
    db.selectFrom('bp_readings').select(['systolic', 'diastolic', 'pulse', 'entered_by']).where('user_id', '=', userId),
  );
}

export function bodyMeasurements(db: Db, userId: string, k: Keyset, limit: number) {
  const at = instant('measured_at');
  return page(at, 'id', k, limit, () => db.selectFrom('body_measurements').select(['kind', 'value']).where('user_id', '=', userId));
}

export function labReports(db: Db, userId: string, k: Keyset, limit: number) {
  const at = endOfDay('lab_reports.test_date');
  return page(at, 'lab_reports.id', k, limit, () =>
    db
      .selectFrom('lab_reports')
      .select((eb) => [
        'lab_reports.test_date as day',
        'lab_reports.lab_name as lab_name',
        'lab_reports.entered_by as entered_by',
        eb
          .selectFrom('blood_results')
          .select((r) => r.fn.countAll<number>().as('n'))
          .whereRef('blood_results.report_id', '=', 'lab_reports.id')
          .as('results'),
      ])
      .where('lab_reports.user_id', '=', userId),
  );
}

export function surveys(db: Db, userId: string, k: Keyset, limit: number) {
  const at = instant('survey_responses.completed_at');
  return page(at, 'survey_responses.id', k, limit, () =>
    db
      .selectFrom('survey_responses')
      .innerJoin('surveys', 'surveys.id', 'survey_responses.survey_id')
      .select([
        'surveys.key as survey_key',
        'surveys.title as survey_title',
        'survey_responses.score as score',
        'survey_responses.range_text as range_text',
      ])
      .where('survey_responses.user_id', '=', userId),
  );
}

export function alertsRaised(db: Db, userId: string, k: Keyset, limit: number) {
  const at = instant('created_at');
  return page(at, 'id', k, limit, () => db.selectFrom('alerts').select(['kind as alert_kind']).where('user_id', '=', userId));
}

/** An alert's handling: acknowledged or resolved, with who did it. */
export function alertsHandled(db: Db, userId: string, step: 'acknowledged' | 'resolved', k: Keyset, limit: number) {
  const column = step === 'acknowledged' ? 'alerts.acknowledged_at' : 'alerts.resolved_at';
  const byColumn = step === 'acknowledged' ? 'alerts.acknowledged_by' : 'alerts.resolved_by';
  const at = instant(column);
  return page(at, 'alerts.id', k, limit, () =>
    db
      .selectFrom('alerts')
      .leftJoin('users as staff', (join) => join.onRef('staff.id', '=', byColumn))
      .select(['alerts.kind as alert_kind', ...namesOf('staff', 'by')])
      .where('alerts.user_id', '=', userId)
      .where(column, 'is not', null),
  );
}

export function medicationDays(db: Db, userId: string, step: 'started' | 'stopped', k: Keyset, limit: number) {
  const column = step === 'started' ? 'started_on' : 'stopped_on';
  const at = endOfDay(column);
  return page(at, 'id', k, limit, () =>
    db
      .selectFrom('medications')
      .select([sql.ref<string>(column).as('day'), 'name', 'catalogue_key'])
      .where('user_id', '=', userId)
      .where(sql.ref(column), 'is not', null),
  );
}

/** The member's messages, in every thread of theirs (any staff role reads a thread, decision 0100). */
export function messages(db: Db, userId: string, k: Keyset, limit: number) {
  const at = instant('thread_messages.created_at');
  const q = db
    .selectFrom('thread_messages')
    .innerJoin('message_threads', 'message_threads.id', 'thread_messages.thread_id')
    .leftJoin('users as author', 'author.id', 'thread_messages.author_id')
    .select([
      'message_threads.id as thread_id',
      'message_threads.subject as subject',
      'thread_messages.author_role as author_role',
      ...namesOf('author', 'by'),
    ])
    .where('message_threads.user_id', '=', userId);
  return page(at, 'thread_messages.id', k, limit, () => q);
}

export function requests(db: Db, userId: string, step: 'created' | 'answered', k: Keyset, limit: number) {
  const column = step === 'created' ? 'program_requests.created_at' : 'program_requests.replied_at';
  const at = instant(column);
  return page(at, 'program_requests.id', k, limit, () =>
    db
      .selectFrom('program_requests')
      .leftJoin('users as staff', 'staff.id', 'program_requests.replied_by')
      .select(['program_requests.topic as topic', 'program_requests.status as status', ...namesOf('staff', 'by')])
      .where('program_requests.user_id', '=', userId)
      .where(sql.ref(column), 'is not', null),
  );
}

export function programmes(db: Db, userId: string, step: 'started' | 'ended', k: Keyset, limit: number) {
  const column = step === 'started' ? 'program_enrollments.started_at' : 'program_enrollments.ended_at';
  const at = instant(column);
  return page(at, 'program_enrollments.id', k, limit, () =>
    db
      .selectFrom('program_enrollments')
      .innerJoin('programs', 'programs.id', 'program_enrollments.program_id')
      .select(['programs.key as programme_key', 'programs.title as programme', 'program_enrollments.status as status'])
      .where('program_enrollments.user_id', '=', userId)
      .where(sql.ref(column), 'is not', null),
  );
}

export function notes(db: Db, userId: string, types: readonly string[], k: Keyset, limit: number) {
  const at = instant('created_at');
  return page(at, 'id', k, limit, () =>
    db
      .selectFrom('care_notes')
      .select(['type', 'author_name', 'body'])
      .where('user_id', '=', userId)
      .where('type', 'in', [...types]),
  );
}

export function targets(db: Db, userId: string, k: Keyset, limit: number) {
  const at = instant('set_at');
  return page(at, 'id', k, limit, () => db.selectFrom('member_targets').select(['kind', 'set_by_name']).where('user_id', '=', userId));
}
