import { sql, SqliteAdapter, type Kysely } from 'kysely';
import * as t from '../table-parts.js';

// Session lifetimes per session (security review: 30 minutes idle / 12 hours for members unless they
// ask to stay signed in; staff always short), and the care team's foundations: roles, staff second
// factor, urgent alerts and the append-only access log.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Sessions carry their own idle limit: `idle_expires_at` moves forward when the session is used.
  await db.schema
    .alterTable('sessions')
    .addColumn('idle_seconds', 'integer', (c) => c.notNull().defaultTo(1_209_600))
    .execute();
  await db.schema.alterTable('sessions').addColumn('idle_expires_at', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('persistent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // 'full', or 'enrol' for a staff member who must set up their second factor before anything else.
  await db.schema
    .alterTable('sessions')
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('full'))
    .execute();
  const sessions = db.withTables<{ sessions: { id: string; last_used_at: string; idle_expires_at: string | null } }>();
  for (const s of await sessions.selectFrom('sessions').select(['id', 'last_used_at']).execute()) {
    const idleEnd = new Date(new Date(s.last_used_at).getTime() + 1_209_600_000).toISOString();
    await sessions.updateTable('sessions').set({ idle_expires_at: idleEnd }).where('id', '=', s.id).execute();
  }

  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .execute();
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
  /** Sealed with the server's secret key (lib/secret-box.ts). */
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'text').execute();
  /** The last 30-second step a code was accepted for: the same code never works twice. */
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
  /** A coach's own profile in the content (coaches/*.yaml), so their threads reach them. */
  await db.schema.alterTable('users').addColumn('coach_id', 'text').execute();
  /** When the user last used the app (moved with the session's last use): the care team's "last active". */
  await db.schema.alterTable('users').addColumn('last_active_at', 'text').execute();
  await db.schema.createIndex('users_role_idx').on('users').columns(['role', 'deactivated_at']).execute();
  await db.schema.createIndex('users_last_active_idx').on('users').column('last_active_at').execute();

  await t.createTable(db, 'recovery_codes', t.id, t.member, t.text('code_hash', 'created_at'), t.maybeText('used_at'));
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute();

  await t.createTable(
    db,
    'alerts',
    t.id,
    t.member,
    /** phq9_item9 | bp_crisis | critical_lab */
    t.text('kind'),
    /** The row that raised it (`survey_response:<id>`...): one alert per event, whatever retries happen. */
    t.text('source_key'),
    /** What happened, for the clinician (never e-mailed). */
    t.text('summary', 'created_at'),
    t.ref('acknowledged_by', 'users', 'set null'),
    t.maybeText('acknowledged_at'),
    t.ref('resolved_by', 'users', 'set null'),
    t.maybeText('resolved_at', 'resolution_note'),
    t.unique('alerts_event_uq', ['kind', 'source_key']),
  );
  await db.schema.createIndex('alerts_open_idx').on('alerts').columns(['resolved_at', 'created_at']).execute();
  await db.schema.createIndex('alerts_user_idx').on('alerts').columns(['user_id', 'created_at']).execute();

  // Who on the care team read or changed what of whose record. No foreign keys: an entry outlives
  // the staff account and the member it is about (the clinic must keep it).
  await t.createTable(
    db,
    'access_log',
    t.id,
    t.text('staff_id', 'staff_name', 'staff_role'),
    t.maybeText('member_id'),
    t.text('action'),
    t.maybeText('detail', 'ip'),
    t.text('created_at'),
  );
  await db.schema.createIndex('access_log_member_idx').on('access_log').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('access_log_staff_idx').on('access_log').columns(['staff_id', 'created_at']).execute();
  await db.schema.createIndex('access_log_time_idx').on('access_log').column('created_at').execute();

  // Two-way threads between a member and the care team (a coach, or "my care team" when coach_id is
  // null). The first message of each thread is the member's; `assigned_to` is the staff member who
  // owns it (the coach's own account, or whoever replies first to an unassigned one).
  await t.createTable(
    db,
    'message_threads',
    t.id,
    t.member,
    t.ref('coach_id', 'coaches', 'set null'),
    t.ref('assigned_to', 'users', 'set null'),
    t.text('subject', 'created_at', 'updated_at'),
    /** Who wrote the last message (member or staff): what the other side has to read. */
    t.text('last_author_role'),
    t.maybeText('member_read_at', 'staff_read_at'),
  );
  await db.schema.createIndex('message_threads_user_idx').on('message_threads').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('message_threads_assigned_idx').on('message_threads').columns(['assigned_to', 'updated_at']).execute();
  await db.schema.createIndex('message_threads_updated_idx').on('message_threads').column('updated_at').execute();
  await t.createTable(
    db,
    'thread_messages',
    t.id,
    t.ref('thread_id', 'message_threads', 'cascade'),
    t.ref('author_id', 'users', 'set null'),
    /** member or staff */
    t.text('author_role', 'body', 'created_at'),
  );
  await db.schema.createIndex('thread_messages_thread_idx').on('thread_messages').columns(['thread_id', 'created_at']).execute();

  // Messages sent before threads existed become threads (same ids), their replies the staff's answer.
  interface OldMessage {
    id: string;
    user_id: string;
    coach_id: string;
    subject: string;
    message: string;
    status: string;
    reply: string | null;
    created_at: string;
    updated_at: string;
  }
  const old = db.withTables<{
    coach_messages: OldMessage;
    message_threads: Record<string, string | null>;
    thread_messages: Record<string, string | null>;
  }>();
  for (const m of await old.selectFrom('coach_messages').selectAll().execute()) {
    await old
      .insertInto('message_threads')
      .values({
        id: m.id,
        user_id: m.user_id,
        coach_id: m.coach_id,
        assigned_to: null,
        subject: m.subject,
        created_at: m.created_at,
        updated_at: m.updated_at,
        last_author_role: m.reply ? 'staff' : 'member',
        member_read_at: m.created_at,
        staff_read_at: m.status === 'sent' ? null : m.updated_at,
      })
      .execute();
    await old
      .insertInto('thread_messages')
      .values({ id: `${m.id}-1`, thread_id: m.id, author_id: m.user_id, author_role: 'member', body: m.message, created_at: m.created_at })
      .execute();
    if (m.reply) {
      await old
        .insertInto('thread_messages')
        .values({ id: `${m.id}-2`, thread_id: m.id, author_id: null, author_role: 'staff', body: m.reply, created_at: m.updated_at })
        .execute();
    }
  }
  await db.schema.dropTable('coach_messages').execute();

  await db.schema.alterTable('program_requests').addColumn('replied_by', 'text').execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const op of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER access_log_no_${op.toLowerCase()} BEFORE ${op} ON access_log BEGIN SELECT RAISE(ABORT, 'the access log is append-only'); END`,
        )
        .execute(db);
    }
  } else {
    await sql
      .raw(
        `CREATE FUNCTION access_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the access log is append-only'; END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER access_log_append_only BEFORE UPDATE OR DELETE ON access_log FOR EACH ROW EXECUTE FUNCTION access_log_append_only()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter))
    await sql.raw('DROP FUNCTION IF EXISTS access_log_append_only() CASCADE').execute(db);
  await db.schema.alterTable('program_requests').dropColumn('replied_by').execute();
  await t.createTable(
    db,
    'coach_messages',
    t.id,
    t.member,
    t.ref('coach_id', 'coaches', 'cascade'),
    t.text('subject', 'message'),
    t.text('status'),
    t.maybeText('reply'),
    t.timestamps,
  );
  await db.schema.createIndex('coach_messages_user_idx').on('coach_messages').columns(['user_id', 'created_at']).execute();
  await t.dropTables(db, ['thread_messages', 'message_threads', 'access_log', 'alerts', 'recovery_codes']);
  await db.schema.dropIndex('users_last_active_idx').execute();
  await db.schema.dropIndex('users_role_idx').execute();
  for (const c of ['last_active_at', 'coach_id', 'totp_last_step', 'totp_enabled_at', 'totp_secret', 'deactivated_at', 'role']) {
    await db.schema.alterTable('users').dropColumn(c).execute();
  }
  for (const c of ['stage', 'persistent', 'idle_expires_at', 'idle_seconds'])
    await db.schema.alterTable('sessions').dropColumn(c).execute();
}
