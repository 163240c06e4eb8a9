import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// The care team's work beyond alerts (issue 34, decisions 0100 and 0101). Additive only (decision 0044).
// - program_requests.assigned_to / assigned_at: the staff member who owns a request; null is the
//   care team's pool. A removed staff account gives its requests back to the pool.
// - program_requests.started_program_id / started_at: the programme the care team started for the
//   member when approving the request (one per request: approving again starts nothing more).
// - message_threads.assigned_at: when the thread got its owner (the owner column exists since threads).
// - care_digests: per staff member, up to when new messages and requests have been e-mailed to them
//   (`covered_until`) and when the last digest went (`sent_at`). Moving `covered_until` with a
//   conditional update is the claim that sends one digest, however many copies run.
// Alerts raised before migration 0032 keep no due time: decision 0085 chose so, and 0100 says why it stays.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('program_requests')
    .addColumn('assigned_to', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('program_requests').addColumn('assigned_at', 'text').execute();
  await db.schema
    .alterTable('program_requests')
    .addColumn('started_program_id', 'text', (c) => c.references('programs.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('program_requests').addColumn('started_at', 'text').execute();
  await db.schema.createIndex('program_requests_assigned_to_idx').on('program_requests').column('assigned_to').execute();
  await db.schema.alterTable('message_threads').addColumn('assigned_at', 'text').execute();
  await t.createTable(
    db,
    'care_digests',
    t.column('staff_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade')),
    t.text('covered_until'),
    t.maybeText('sent_at'),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('care_digests').execute();
  await db.schema.alterTable('message_threads').dropColumn('assigned_at').execute();
  await db.schema.dropIndex('program_requests_assigned_to_idx').execute();
  for (const column of ['started_at', 'started_program_id', 'assigned_at', 'assigned_to']) {
    await db.schema.alterTable('program_requests').dropColumn(column).execute();
  }
}
