import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'program_enrollments',
    t.id,
    t.member,
    t.ref('program_id', 'programs', 'cascade'),
    /** active, completed (finished by the member) or left. */
    t.text('status', 'started_at'),
    /** The first calendar day that may be tracked (the earliest local date at started_at). */
    t.text('start_day'),
    t.maybeText('ended_at'),
    t.ref('suggestion_id', 'program_suggestions', 'set null'),
  );
  await db.schema.createIndex('program_enrollments_user_idx').on('program_enrollments').columns(['user_id', 'status']).execute();

  // At most two active programmes per member, enforced by the primary key whatever the concurrency.
  await t.createTable(
    db,
    'program_slots',
    t.member,
    t.int('slot'),
    t.column('enrollment_id', 'text', (c) => c.notNull().unique().references('program_enrollments.id').onDelete('cascade')),
    t.primaryKey('program_slots_pk', ['user_id', 'slot']),
  );

  await t.createTable(
    db,
    'tracking_entries',
    t.id,
    t.ref('enrollment_id', 'program_enrollments', 'cascade'),
    t.member,
    t.text('date', 'completed_items', 'item_values', 'exercise_tracking'),
    t.timestamps,
    t.unique('tracking_entries_enrollment_date_uq', ['enrollment_id', 'date']),
  );

  await t.createTable(
    db,
    'program_requests',
    t.id,
    t.member,
    t.text('topic'),
    t.ref('pillar_id', 'pillars', 'set null'),
    t.text('message'),
    /** pending, in_review, approved or declined. */
    t.text('status'),
    t.maybeText('reply'),
    t.timestamps,
    t.maybeText('replied_at'),
  );
  await db.schema.createIndex('program_requests_user_idx').on('program_requests').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await t.dropTables(db, ['program_requests', 'tracking_entries', 'program_slots', 'program_enrollments']);
}
