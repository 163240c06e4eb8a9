import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('program_enrollments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('program_id', 'text', (c) => c.notNull().references('programs.id').onDelete('cascade'))
    /** active, completed (finished by the member) or left. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    /** The first calendar day that may be tracked (the earliest local date at started_at). */
    .addColumn('start_day', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('suggestion_id', 'text', (c) => c.references('program_suggestions.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('program_enrollments_user_idx').on('program_enrollments').columns(['user_id', 'status']).execute();

  // At most two active programmes per member, enforced by the primary key whatever the concurrency.
  await db.schema
    .createTable('program_slots')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('enrollment_id', 'text', (c) => c.notNull().unique().references('program_enrollments.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('program_slots_pk', ['user_id', 'slot'])
    .execute();

  await db.schema
    .createTable('tracking_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'text', (c) => c.notNull().references('program_enrollments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('completed_items', 'text', (c) => c.notNull())
    .addColumn('item_values', 'text', (c) => c.notNull())
    .addColumn('exercise_tracking', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tracking_entries_enrollment_date_uq', ['enrollment_id', 'date'])
    .execute();

  await db.schema
    .createTable('program_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('pillar_id', 'text', (c) => c.references('pillars.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    /** pending, in_review, approved or declined. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('replied_at', 'text')
    .execute();
  await db.schema.createIndex('program_requests_user_idx').on('program_requests').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['program_requests', 'tracking_entries', 'program_slots', 'program_enrollments']) await db.schema.dropTable(t).execute();
}
