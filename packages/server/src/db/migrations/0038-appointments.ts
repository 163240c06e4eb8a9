import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// Appointments with the care team (issue 38, decision 0096). Additive only (decision 0044).
// - `staff_calendars`: a staff member's usual week on their own clock (IANA zone; the days as JSON),
//   the types they offer and their meeting link. `staff_hour_exceptions`: one-off days.
// - `appointments`: one visit. `member_id` is set to null when the member deletes their account (the
//   staff calendar keeps "a deleted member"); `sequence` counts the changes calendar apps are told of
//   (RFC 5545 SEQUENCE); `reminder_sent_at` is the claim of the reminder e-mail (a conditional update).
// - `appointment_cells`: the 5-minute cells of time a booked visit keeps to itself, buffers included,
//   one row per staff member and cell: the primary key is what makes double booking impossible on
//   both databases, whatever the visits' lengths. Cancelling deletes them; the visit row stays.
// - `appointment_preferences`: a member who turned the reminder e-mail off (on when no row).
// - `mail_outbox.calendar`: the iCalendar attachment of a message (sealed like its bodies).
export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'staff_calendars',
    t.column('staff_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade')),
    t.text('time_zone', 'days', 'types'),
    t.maybeText('meeting_url'),
    t.text('updated_at'),
  );
  await t.createTable(
    db,
    'staff_hour_exceptions',
    t.ref('staff_id', 'users', 'cascade'),
    t.text('date'),
    t.maybeText('hours'),
    t.blankText('note'),
    t.primaryKey('staff_hour_exceptions_pk', ['staff_id', 'date']),
  );
  await t.createTable(
    db,
    'appointments',
    t.id,
    t.ref('member_id', 'users', 'set null'),
    t.ref('staff_id', 'users', 'set null'),
    t.text('staff_name', 'type_key', 'mode'),
    t.int('minutes', 'buffer_before', 'buffer_after'),
    t.text('starts_at', 'ends_at', 'status', 'booked_by'),
    t.column('sequence', 'integer', (c) => c.notNull().defaultTo(0)),
    t.maybeText('cancel_reason', 'cancelled_by', 'cancelled_at', 'note', 'meeting_url', 'reminder_sent_at'),
    t.timestamps,
  );
  await db.schema.createIndex('appointments_staff_idx').on('appointments').columns(['staff_id', 'starts_at']).execute();
  await db.schema.createIndex('appointments_member_idx').on('appointments').columns(['member_id', 'starts_at']).execute();
  // The reminder pass: booked visits not yet reminded, by start.
  await db.schema
    .createIndex('appointments_reminder_idx')
    .on('appointments')
    .columns(['status', 'reminder_sent_at', 'starts_at'])
    .execute();
  await t.createTable(
    db,
    'appointment_cells',
    t.ref('staff_id', 'users', 'cascade'),
    t.text('cell_start'),
    t.ref('appointment_id', 'appointments', 'cascade'),
    t.primaryKey('appointment_cells_pk', ['staff_id', 'cell_start']),
  );
  await db.schema.createIndex('appointment_cells_appointment_idx').on('appointment_cells').column('appointment_id').execute();
  await t.createTable(
    db,
    'appointment_preferences',
    t.column('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade')),
    t.int('reminders'),
    t.text('updated_at'),
  );
  await db.schema.alterTable('mail_outbox').addColumn('calendar', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('calendar').execute();
  await t.dropTables(db, ['appointment_preferences', 'appointment_cells', 'appointments', 'staff_hour_exceptions', 'staff_calendars']);
}
