import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { awaitAll } from '../../lib/await-all.js';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * Every row of one member's record, with the names of the catalogue items they point at, for the
 * export. Scoped by the member's id like every member query; read side by side.
 */
export async function memberRecord(db: Q, userId: string) {
  return awaitAll({
    user: db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    securityEvents: db
      .selectFrom('security_events')
      .select(['type', 'ip', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    pillars: db
      .selectFrom('user_pillars as up')
      .innerJoin('pillars as p', 'p.id', 'up.pillar_id')
      .select(['p.key', 'p.name', 'up.is_active', 'up.updated_at'])
      .where('up.user_id', '=', userId)
      .orderBy('p.sort_order')
      .execute(),
    onboarding: db.selectFrom('onboarding').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    onboardingSurveys: db
      .selectFrom('onboarding_surveys as o')
      .innerJoin('surveys as s', 's.id', 'o.survey_id')
      .select(['s.key', 's.title', 'o.position', 'o.status', 'o.source', 'o.added_at'])
      .where('o.user_id', '=', userId)
      .orderBy('o.position')
      .execute(),
    conditions: db
      .selectFrom('user_conditions as uc')
      .innerJoin('conditions as c', 'c.id', 'uc.condition_id')
      .select(['c.key', 'c.name', 'uc.created_at', 'uc.source'])
      .where('uc.user_id', '=', userId)
      .orderBy('c.sort_order')
      .execute(),
    unmarkedConditions: db
      .selectFrom('user_condition_unmarks as u')
      .innerJoin('conditions as c', 'c.id', 'u.condition_id')
      .select(['c.key', 'c.name', 'u.created_at'])
      .where('u.user_id', '=', userId)
      .orderBy('c.sort_order')
      .execute(),
    surveyResponses: db
      .selectFrom('survey_responses as r')
      .innerJoin('surveys as s', 's.id', 'r.survey_id')
      .select(['r.id', 's.key', 's.title', 'r.answers', 'r.score', 'r.range_text', 'r.alerts', 'r.outcomes', 'r.completed_at'])
      .where('r.user_id', '=', userId)
      .orderBy('r.completed_at')
      .orderBy('r.id')
      .execute(),
    surveyDrafts: db
      .selectFrom('survey_drafts as d')
      .innerJoin('surveys as s', 's.id', 'd.survey_id')
      .select(['s.key', 's.title', 'd.answers', 'd.step', 'd.updated_at'])
      .where('d.user_id', '=', userId)
      .orderBy('d.updated_at')
      .execute(),
    recommendations: db
      .selectFrom('recommendations as r')
      .innerJoin('recommendation_templates as t', 't.id', 'r.template_id')
      .select(['r.id', 't.key', 't.title', 't.category', 'r.status', 'r.source', 'r.created_at', 'r.updated_at', 'r.completed_at'])
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at')
      .orderBy('r.id')
      .execute(),
    enrollments: db
      .selectFrom('program_enrollments as e')
      .innerJoin('programs as p', 'p.id', 'e.program_id')
      .select(['e.id', 'p.key', 'p.title', 'e.status', 'e.started_at', 'e.start_day', 'e.ended_at'])
      .where('e.user_id', '=', userId)
      .orderBy('e.started_at')
      .orderBy('e.id')
      .execute(),
    tracking: db
      .selectFrom('tracking_entries')
      .select(['enrollment_id', 'date', 'completed_items', 'item_values', 'exercise_tracking', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .execute(),
    suggestions: db
      .selectFrom('program_suggestions as s')
      .innerJoin('programs as p', 'p.id', 's.program_id')
      .select(['p.key', 'p.title', 's.status', 's.source', 's.created_at', 's.updated_at'])
      .where('s.user_id', '=', userId)
      .orderBy('s.created_at')
      .execute(),
    labReports: db
      .selectFrom('lab_reports')
      .select(['id', 'test_date', 'lab_name', 'source', 'created_at', 'entered_by'])
      .where('user_id', '=', userId)
      .orderBy('test_date')
      .orderBy('id')
      .execute(),
    bloodResults: db
      .selectFrom('blood_results as r')
      .innerJoin('blood_markers as m', 'm.id', 'r.marker_id')
      .select([
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
      ])
      .where('r.user_id', '=', userId)
      .orderBy('r.test_date')
      .orderBy('m.sort_order')
      .orderBy('r.id')
      .execute(),
    bloodPressure: db
      .selectFrom('bp_readings')
      .select(['id', 'systolic', 'diastolic', 'pulse', 'measured_at', 'arm', 'notes', 'created_at', 'updated_at', 'entered_by'])
      .where('user_id', '=', userId)
      .orderBy('measured_at')
      .orderBy('id')
      .execute(),
    bodyMeasurements: db
      .selectFrom('body_measurements')
      .select(['id', 'kind', 'value', 'measured_at', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('measured_at')
      .orderBy('id')
      .execute(),
    weightReviews: db
      .selectFrom('weight_reviews')
      .select(['reason', 'evidence', 'raised_at', 'reviewed_at', 'reviewed_by_name'])
      .where('user_id', '=', userId)
      .orderBy('raised_at')
      .orderBy('id')
      .execute(),
    medications: db
      .selectFrom('medications')
      .select([
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
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    targets: db
      .selectFrom('member_targets')
      .select(['kind', 'value', 'diastolic', 'note', 'set_by_name', 'set_at'])
      .where('user_id', '=', userId)
      .orderBy('kind')
      .execute(),
    // Their visits with the care team (decision 0096), without the staff member's private note.
    appointments: db
      .selectFrom('appointments')
      .select([
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
      ])
      .where('member_id', '=', userId)
      .orderBy('starts_at')
      .orderBy('id')
      .execute(),
    activities: db
      .selectFrom('activities')
      .select(['date', 'type', 'minutes', 'intensity', 'strength', 'notes', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .orderBy('created_at')
      .execute(),
    requests: db
      .selectFrom('program_requests as r')
      .leftJoin('pillars as p', 'p.id', 'r.pillar_id')
      .select(['r.topic', 'p.name as pillar', 'r.message', 'r.status', 'r.reply', 'r.created_at', 'r.updated_at', 'r.replied_at'])
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at')
      .execute(),
    threads: db
      .selectFrom('message_threads as t')
      .leftJoin('coaches as c', 'c.id', 't.coach_id')
      .select(['t.id', 't.subject', 'c.name as coach', 't.created_at', 't.updated_at'])
      .where('t.user_id', '=', userId)
      .orderBy('t.created_at')
      .execute(),
    messages: db
      .selectFrom('thread_messages as m')
      .innerJoin('message_threads as t', 't.id', 'm.thread_id')
      .select(['m.thread_id', 'm.author_role', 'm.body', 'm.created_at'])
      .where('t.user_id', '=', userId)
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute(),
    alerts: db
      .selectFrom('alerts')
      .select(['kind', 'summary', 'created_at', 'acknowledged_at', 'resolved_at', 'resolution_note'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    // The care team's notes (decision 0087): not shown in the app, but the member's copy holds them.
    careNotes: db
      .selectFrom('care_notes')
      .select(['id', 'type', 'noted_on', 'body', 'author_name', 'author_role', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('noted_on')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    careNoteAddenda: db
      .selectFrom('care_note_addenda')
      .select(['note_id', 'body', 'author_name', 'author_role', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    accessLog: db
      .selectFrom('access_log')
      .select(['staff_name', 'staff_role', 'action', 'created_at'])
      .where('member_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    reminderPreferences: db
      .selectFrom('reminder_preferences')
      .select(['time_zone', 'time', 'daily', 'weekly', 'blood_pressure', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    // Which reminder e-mails went out; never their unsubscribe tokens' hashes.
    reminderSends: db
      .selectFrom('reminder_sends')
      .select(['kind', 'local_date', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
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
