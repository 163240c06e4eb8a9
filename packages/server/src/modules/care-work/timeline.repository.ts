import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { namesOf } from '../../db/names-of.js';

type Q = Kysely<Database> | Transaction<Database>;

/** The most rows of each source one timeline reads (newest first): a long record shows its latest. */
export const TIMELINE_ROWS = 200;

// One member's record, source by source, newest first; every query scoped by the member's id.

export function readings(db: Q, userId: string) {
  return db
    .selectFrom('bp_readings')
    .select(['id', 'systolic', 'diastolic', 'measured_at', 'entered_by'])
    .where('user_id', '=', userId)
    .orderBy('measured_at', 'desc')
    .limit(TIMELINE_ROWS)
    .execute();
}

export function labReports(db: Q, userId: string) {
  return (
    db
      .selectFrom('lab_reports')
      // entered_by (migration 0033) is not in LabReportTable: the undo of a deleted report restores rows of that type without it.
      .select(['id', 'lab_name', 'test_date', 'source', 'created_at', sql<string | null>`entered_by`.as('entered_by')])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(TIMELINE_ROWS)
      .execute()
  );
}

export function surveyResponses(db: Q, userId: string) {
  return db
    .selectFrom('survey_responses as r')
    .innerJoin('surveys as s', 's.id', 'r.survey_id')
    .select(['r.id', 'r.score', 'r.completed_at', 's.key', 's.title'])
    .where('r.user_id', '=', userId)
    .orderBy('r.completed_at', 'desc')
    .limit(TIMELINE_ROWS)
    .execute();
}

export function alerts(db: Q, userId: string) {
  return db
    .selectFrom('alerts as a')
    .leftJoin('users as k', 'k.id', 'a.acknowledged_by')
    .leftJoin('users as v', 'v.id', 'a.resolved_by')
    .select(['a.id', 'a.kind', 'a.created_at', 'a.acknowledged_at', 'a.resolved_at', ...namesOf('k', 'ack'), ...namesOf('v', 'res')])
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at', 'desc')
    .limit(TIMELINE_ROWS)
    .execute();
}

export function messages(db: Q, userId: string) {
  return db
    .selectFrom('thread_messages as x')
    .innerJoin('message_threads as t', 't.id', 'x.thread_id')
    .leftJoin('users as a', 'a.id', 'x.author_id')
    .select(['x.id', 'x.thread_id', 'x.author_role', 'x.created_at', 't.subject', ...namesOf('a', 'author')])
    .where('t.user_id', '=', userId)
    .orderBy('x.created_at', 'desc')
    .limit(TIMELINE_ROWS)
    .execute();
}

export function requests(db: Q, userId: string) {
  return db
    .selectFrom('program_requests as r')
    .leftJoin('users as s', 's.id', 'r.replied_by')
    .select(['r.id', 'r.topic', 'r.status', 'r.created_at', 'r.replied_at', ...namesOf('s', 'replier')])
    .where('r.user_id', '=', userId)
    .orderBy('r.created_at', 'desc')
    .limit(TIMELINE_ROWS)
    .execute();
}

export function enrollments(db: Q, userId: string) {
  return db
    .selectFrom('program_enrollments as e')
    .innerJoin('programs as p', 'p.id', 'e.program_id')
    .select(['e.id', 'e.status', 'e.started_at', 'e.ended_at', 'p.key', 'p.title'])
    .where('e.user_id', '=', userId)
    .orderBy('e.started_at', 'desc')
    .limit(TIMELINE_ROWS)
    .execute();
}

export function notes(db: Q, userId: string, types: readonly string[]) {
  if (types.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('care_notes')
    .select(['id', 'type', 'author_name', 'created_at'])
    .where('user_id', '=', userId)
    .where('type', 'in', [...types])
    .orderBy('created_at', 'desc')
    .limit(TIMELINE_ROWS)
    .execute();
}
