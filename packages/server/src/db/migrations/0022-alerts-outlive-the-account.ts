import { sql, SqliteAdapter, type Kysely } from 'kysely';
import * as t from '../table-parts.js';

// An urgent alert outlives the member's account until a clinician has closed it (decision 0066): a
// member who logs 190/125 and deletes their account still gets the call. `alerts.user_id` no longer
// refers to `users` (deleting the member would delete the alert), like the access log's member_id;
// `member_deleted_at` says the account is gone and `member_contact` keeps, while the alert is open,
// the name, e-mail and address to reach them by (JSON). Resolving such an alert erases both, with
// the summary and the note: only ids, kind and times stay.

const COLUMNS = [
  'id',
  'user_id',
  'kind',
  'source_key',
  'summary',
  'created_at',
  'acknowledged_by',
  'acknowledged_at',
  'resolved_by',
  'resolved_at',
  'resolution_note',
] as const;

/** The indexes of the alerts table (0009, 0010, 0012), made again after SQLite rebuilds it. */
async function createIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('alerts_open_idx').on('alerts').columns(['resolved_at', 'created_at']).execute();
  await db.schema.createIndex('alerts_user_idx').on('alerts').columns(['user_id', 'created_at']).execute();
  await sql.raw('CREATE INDEX alerts_open_member_idx ON alerts (user_id) WHERE resolved_at IS NULL').execute(db);
  await db.schema.createIndex('alerts_acknowledged_by_idx').on('alerts').column('acknowledged_by').execute();
  await db.schema.createIndex('alerts_resolved_by_idx').on('alerts').column('resolved_by').execute();
}

/**
 * SQLite cannot drop or add a foreign key: the table is made again under a new name with the rows
 * of the old one, which is then dropped, and the new one takes its name.
 */
async function rebuildOnSqlite(db: Kysely<unknown>, memberKey: t.Part): Promise<void> {
  await t.createTable(
    db,
    'alerts_rebuilt',
    t.id,
    memberKey,
    t.text('kind', 'source_key', 'summary', 'created_at'),
    t.ref('acknowledged_by', 'users', 'set null'),
    t.maybeText('acknowledged_at'),
    t.ref('resolved_by', 'users', 'set null'),
    t.maybeText('resolved_at', 'resolution_note'),
    t.unique('alerts_event_uq', ['kind', 'source_key']),
  );
  const columns = COLUMNS.join(', ');
  await sql.raw(`INSERT INTO alerts_rebuilt (${columns}) SELECT ${columns} FROM alerts`).execute(db);
  await db.schema.dropTable('alerts').execute();
  await db.schema.alterTable('alerts_rebuilt').renameTo('alerts').execute();
  await createIndexes(db);
}

/** The foreign key of alerts.user_id on PostgreSQL, by what it is rather than by its generated name. */
async function memberForeignKey(db: Kysely<unknown>): Promise<string | undefined> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.conname AS name
    FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid AND t.relname = 'alerts'
    JOIN pg_namespace s ON s.oid = t.relnamespace AND s.nspname = current_schema()
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY (c.conkey) AND a.attname = 'user_id'
    WHERE c.contype = 'f'`.execute(db);
  return rows[0]?.name;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await rebuildOnSqlite(db, t.text('user_id'));
  } else {
    const fk = await memberForeignKey(db);
    if (fk) await sql`ALTER TABLE alerts DROP CONSTRAINT ${sql.id(fk)}`.execute(db);
  }
  await db.schema.alterTable('alerts').addColumn('member_deleted_at', 'text').execute();
  await db.schema.alterTable('alerts').addColumn('member_contact', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The alerts of deleted members cannot point at an account again: they go.
  await sql`DELETE FROM alerts WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = alerts.user_id)`.execute(db);
  await db.schema.alterTable('alerts').dropColumn('member_contact').execute();
  await db.schema.alterTable('alerts').dropColumn('member_deleted_at').execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await rebuildOnSqlite(db, t.member);
  } else {
    await sql`ALTER TABLE alerts ADD CONSTRAINT alerts_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE`.execute(
      db,
    );
  }
}
