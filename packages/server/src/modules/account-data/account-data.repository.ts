import { sql, type Kysely, type SelectExpression, type SelectQueryBuilder, type StringReference, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { awaitAll } from '../../lib/await-all.js';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * Reads the member's rows of one table (or of a table and the catalogue it points at): `select` of
 * the rows whose `by` column holds the member's id, in `orderBy` order. The export reads every table so.
 */
function memberRowsOf(userId: string) {
  return <DB, TB extends keyof DB, SE extends SelectExpression<DB, TB>>(
    from: SelectQueryBuilder<DB, TB, object>,
    by: StringReference<DB, TB>,
    select: readonly SE[],
    orderBy: readonly StringReference<DB, TB>[],
  ) => {
    let q = from.select(select).where(sql.ref(by), '=', userId);
    for (const column of orderBy) q = q.orderBy(sql.ref(column));
    return q.execute();
  };
}

/**
 * Every row of one member's record, with the names of the catalogue items they point at, for the
 * export. Scoped by the member's id like every member query; read side by side.
 */
export async function memberRecord(db: Q, userId: string) {
  const rows = memberRowsOf(userId);
  return awaitAll({
    user: db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    securityEvents: rows(db.selectFrom('security_events'), 'user_id', ['type', 'ip', 'created_at'], ['created_at', 'id']),
    pillars: rows(
      db.selectFrom('user_pillars as up').innerJoin('pillars as p', 'p.id', 'up.pillar_id'),
      'up.user_id',
      ['p.key', 'p.name', 'up.is_active', 'up.updated_at'],
      ['p.sort_order'],
    ),
    onboarding: db.selectFrom('onboarding').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    onboardingSurveys: rows(
      db.selectFrom('onboarding_surveys as o').innerJoin('surveys as s', 's.id', 'o.survey_id'),
      'o.user_id',
      ['s.key', 's.title', 'o.position', 'o.status', 'o.source', 'o.added_at'],
      ['o.position'],
    ),
    conditions: rows(
      db.selectFrom('user_conditions as uc').innerJoin('conditions as c', 'c.id', 'uc.condition_id'),
      'uc.user_id',
      ['c.key', 'c.name', 'uc.created_at', 'uc.source'],
      ['c.sort_order'],
    ),
    unmarkedConditions: rows(
      db.selectFrom('user_condition_unmarks as u').innerJoin('conditions as c', 'c.id', 'u.condition_id'),
      'u.user_id',
      ['c.key', 'c.name', 'u.created_at'],
      ['c.sort_order'],
    ),
    surveyResponses: rows(
      db.selectFrom('survey_responses as r').innerJoin('surveys as s', 's.id', 'r.survey_id'),
      'r.user_id',
      ['r.id', 's.key', 's.title', 'r.answers', 'r.score', 'r.range_text', 'r.alerts', 'r.outcomes', 'r.completed_at'],
      ['r.completed_at', 'r.id'],
    ),
    surveyDrafts: rows(
      db.selectFrom('survey_drafts as d').innerJoin('surveys as s', 's.id', 'd.survey_id'),
      'd.user_id',
      ['s.key', 's.title', 'd.answers', 'd.step', 'd.updated_at'],
      ['d.updated_at'],
    ),
    recommendations: rows(
      db.selectFrom('recommendations as r').innerJoin('recommendation_templates as t', 't.id', 'r.template_id'),
      'r.user_id',
      ['r.id', 't.key', 't.title', 't.category', 'r.status', 'r.source', 'r.created_at', 'r.updated_at', 'r.completed_at'],
      ['r.created_at', 'r.id'],
    ),
    enrollments: rows(
      db.selectFrom('program_enrollments as e').innerJoin('programs as p', 'p.id', 'e.program_id'),
      'e.user_id',
      ['e.id', 'p.key', 'p.title', 'e.status', 'e.started_at', 'e.start_day', 'e.ended_at'],
      ['e.started_at', 'e.id'],
    ),
    tracking: rows(
      db.selectFrom('tracking_entries'),
      'user_id',
      ['enrollment_id', 'date', 'completed_items', 'item_values', 'exercise_tracking', 'created_at', 'updated_at'],
      ['date'],
    ),
    suggestions: rows(
      db.selectFrom('program_suggestions as s').innerJoin('programs as p', 'p.id', 's.program_id'),
      's.user_id',
      ['p.key', 'p.title', 's.status', 's.source', 's.created_at', 's.updated_at'],
      ['s.created_at'],
    ),
    labReports: rows(
      db.selectFrom('lab_reports'),
      'user_id',
      ['id', 'test_date', 'lab_name', 'source', 'created_at', 'entered_by'],
      ['test_date', 'id'],
    ),
    bloodResults: rows(
      db.selectFrom('blood_results as r').innerJoin('blood_markers as m', 'm.id', 'r.marker_id'),
      'r.user_id',
      [
        'r.id',
        'r.report_id',
        'r.marker_id',
        'm.key as marker_key',
        'm.name as marker_name',
        'm.unit as marker_unit',
        'm.definition as marker_definition',
        'r.value',
        'r.original_value',
        'r.original_unit',
        'r.test_date',
        'r.lab_range_min',
        'r.lab_range_max',
        'r.comparator',
        'r.loinc_code',
        'r.created_at',
      ],
      ['r.test_date', 'm.sort_order', 'r.id'],
    ),
    bloodPressure: rows(
      db.selectFrom('bp_readings'),
      'user_id',
      ['id', 'systolic', 'diastolic', 'pulse', 'measured_at', 'arm', 'notes', 'created_at', 'updated_at', 'entered_by'],
      ['measured_at', 'id'],
    ),
    bodyMeasurements: rows(
      db.selectFrom('body_measurements'),
      'user_id',
      ['id', 'kind', 'value', 'measured_at', 'created_at', 'updated_at'],
      ['measured_at', 'id'],
    ),
    weightReviews: rows(
      db.selectFrom('weight_reviews'),
      'user_id',
      ['reason', 'evidence', 'raised_at', 'reviewed_at', 'reviewed_by_name'],
      ['raised_at', 'id'],
    ),
    medications: rows(
      db.selectFrom('medications'),
      'user_id',
      [
        'id',
        'catalogue_key',
        'name',
        'drug_class',
        'atc',
        'dose_amount',
        'dose_unit',
        'frequency',
        'reason',
        'started_on',
        'stopped_on',
        'created_at',
        'updated_at',
        'track_daily',
        'track_since',
      ],
      ['created_at', 'id'],
    ),
    medicationDoses: rows(db.selectFrom('medication_doses'), 'user_id', ['medication_id', 'day'], ['day', 'id']),
    targets: rows(db.selectFrom('member_targets'), 'user_id', ['kind', 'value', 'diastolic', 'note', 'set_by_name', 'set_at'], ['kind']),
    // Their visits with the care team (decision 0096), without the staff member's private note.
    appointments: rows(
      db.selectFrom('appointments'),
      'member_id',
      [
        'type_key',
        'mode',
        'staff_name',
        'starts_at',
        'ends_at',
        'status',
        'booked_by',
        'meeting_url',
        'cancel_reason',
        'cancelled_by',
        'cancelled_at',
        'created_at',
      ],
      ['starts_at', 'id'],
    ),
    activities: rows(
      db.selectFrom('activities'),
      'user_id',
      ['date', 'type', 'minutes', 'intensity', 'strength', 'notes', 'created_at', 'updated_at'],
      ['date', 'created_at'],
    ),
    requests: rows(
      db.selectFrom('program_requests as r').leftJoin('pillars as p', 'p.id', 'r.pillar_id'),
      'r.user_id',
      ['r.topic', 'p.name as pillar', 'r.message', 'r.status', 'r.reply', 'r.created_at', 'r.updated_at', 'r.replied_at'],
      ['r.created_at'],
    ),
    threads: rows(
      db.selectFrom('message_threads as t').leftJoin('coaches as c', 'c.id', 't.coach_id'),
      't.user_id',
      ['t.id', 't.subject', 'c.name as coach', 't.created_at', 't.updated_at'],
      ['t.created_at'],
    ),
    messages: rows(
      db.selectFrom('thread_messages as m').innerJoin('message_threads as t', 't.id', 'm.thread_id'),
      't.user_id',
      ['m.thread_id', 'm.author_role', 'm.body', 'm.created_at'],
      ['m.created_at', 'm.id'],
    ),
    alerts: rows(
      db.selectFrom('alerts'),
      'user_id',
      ['kind', 'summary', 'created_at', 'acknowledged_at', 'resolved_at', 'resolution_note'],
      ['created_at'],
    ),
    // The care team's notes (decision 0087): not shown in the app, but the member's copy holds them.
    careNotes: rows(
      db.selectFrom('care_notes'),
      'user_id',
      ['id', 'type', 'noted_on', 'body', 'author_name', 'author_role', 'created_at', 'updated_at'],
      ['noted_on', 'created_at', 'id'],
    ),
    careNoteAddenda: rows(
      db.selectFrom('care_note_addenda'),
      'user_id',
      ['note_id', 'body', 'author_name', 'author_role', 'created_at'],
      ['created_at', 'id'],
    ),
    accessLog: rows(db.selectFrom('access_log'), 'member_id', ['staff_name', 'staff_role', 'action', 'created_at'], ['created_at', 'id']),
    reminderPreferences: db
      .selectFrom('reminder_preferences')
      .select(['time_zone', 'time', 'daily', 'weekly', 'blood_pressure', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    // Which reminder e-mails went out; never their unsubscribe tokens' hashes.
    reminderSends: rows(db.selectFrom('reminder_sends'), 'user_id', ['kind', 'local_date', 'created_at'], ['created_at', 'id']),
  });
}
export type MemberRecord = Awaited<ReturnType<typeof memberRecord>>;

/**
 * Erases every row of the member's record and their account; pass the deletion's transaction.
 * Children first, so the same statements work whatever the foreign keys say; the access log
 * (append-only, no foreign key) keeps its entries about the member, and the alerts stay as
 * `keepForDeletedMember` (alerts repository) left them. Mail still waiting for their address, and
 * what remains of mail already sent to it, go too: their ids are returned, so what the mail
 * transport kept of them (the .eml files) can go once the deletion is committed.
 */
export async function eraseMember(trx: Transaction<Database>, userId: string, email: string, recipientHash: string): Promise<string[]> {
  const threads = trx.selectFrom('message_threads').select('id').where('user_id', '=', userId);
  await trx.deleteFrom('thread_messages').where('thread_id', 'in', threads).execute();
  await trx.deleteFrom('thread_messages').where('author_id', '=', userId).execute();
  const enrollments = trx.selectFrom('program_enrollments').select('id').where('user_id', '=', userId);
  await trx.deleteFrom('tracking_entries').where('enrollment_id', 'in', enrollments).execute();
  await trx.deleteFrom('program_slots').where('enrollment_id', 'in', enrollments).execute();
  const reports = trx.selectFrom('lab_reports').select('id').where('user_id', '=', userId);
  await trx.deleteFrom('blood_results').where('report_id', 'in', reports).execute();
  await trx.deleteFrom('care_note_addenda').where('user_id', '=', userId).execute();
  // Notices to staff that a colleague took over work about the member (decision 0110): ids only, gone with them.
  await trx.deleteFrom('care_handovers').where('member_id', '=', userId).execute();
  // Children before parents; every one of these tables names the member in user_id.
  for (const table of [
    'message_threads',
    'care_notes',
    'tracking_entries',
    'program_slots',
    'program_enrollments',
    'program_suggestions',
    'blood_results',
    'lab_reports',
    'bp_readings',
    'body_measurements',
    'weight_reviews',
    'medication_doses',
    'medications',
    'member_targets',
    'activities',
    'daily_steps',
    'data_import_batches',
    'data_imports',
    'survey_drafts',
    'onboarding_surveys',
    'onboarding',
    'survey_responses',
    'recommendations',
    'user_pillars',
    'user_conditions',
    'user_condition_unmarks',
    'program_requests',
    'recovery_codes',
    'email_tokens',
    'sessions',
    'security_events',
    'idempotency_keys',
  ] as const) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  const mail = await trx
    .deleteFrom('mail_outbox')
    .where((eb) => eb.or([eb('to_address', '=', email), eb('recipient_hash', '=', recipientHash)]))
    .returning('id')
    .execute();
  await trx.deleteFrom('users').where('id', '=', userId).execute();
  return mail.map((m) => m.id);
}
