import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// Reminder e-mails (decision 0042).
// - reminder_preferences: one row per member who saved the Reminders form: their time zone, the time
//   of day, which e-mails they want, and `next_run_at`, the next instant the scheduler must look at
//   them (null while every e-mail is off). A scheduler pass claims due rows (FOR UPDATE SKIP LOCKED on
//   PostgreSQL), so copies of the server share the work.
// - reminder_sends: one row per member, kind and local day (the Monday of the week for the weekly
//   summary), written in the transaction that puts the e-mail in the outbox: the unique key makes a
//   second send impossible, whatever runs twice. It holds the hash of the e-mail's unsubscribe token.
// - mail_outbox.headers: extra headers of a message (List-Unsubscribe), JSON; erased once it has left.
// - programs.readings: the home readings a home-monitoring programme asks for (content `readings`).

export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'reminder_preferences',
    t.column('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade')),
    t.text('time_zone', 'time'),
    t.int('daily', 'weekly', 'blood_pressure'),
    t.maybeText('next_run_at'),
    t.timestamps,
  );
  await db.schema.createIndex('reminder_preferences_next_run_idx').on('reminder_preferences').column('next_run_at').execute();
  await t.createTable(
    db,
    'reminder_sends',
    t.id,
    t.member,
    t.text('kind', 'local_date', 'unsubscribe_hash', 'created_at'),
    t.unique('reminder_sends_once', ['user_id', 'kind', 'local_date']),
    t.unique('reminder_sends_unsubscribe', ['unsubscribe_hash']),
  );
  await db.schema.createIndex('reminder_sends_created_idx').on('reminder_sends').column('created_at').execute();
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
  await db.schema.alterTable('programs').addColumn('readings', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('programs').dropColumn('readings').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await t.dropTables(db, ['reminder_sends', 'reminder_preferences']);
}
