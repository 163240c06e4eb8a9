import { sql, SqliteAdapter, type Kysely } from 'kysely';

// The care team's member list (modules/members) searches and pages members by name and e-mail, fast at
// 100,000 members. Its order is (lower(last_name), lower(first_name), id) compared byte by byte:
// SQLite's BINARY collation, COLLATE "C" on PostgreSQL, so both databases agree on the order and a
// "starts with" search is an index range (`>= prefix AND < prefix + U+10FFFF`) whatever the
// database's locale. The name and e-mail indexes are not partial: PostgreSQL keeps no statistics for
// the expressions of a partial index, and without them it misjudged how many members a search finds.
// members.repository.ts lists the plans.

/** [name, table, columns (expressions), WHERE] */
const INDEXES: Array<[string, string, string[], string | null]> = [
  ['users_name_sort_idx', 'users', ['lower(last_name)', 'lower(first_name)', 'id'], null],
  ['users_first_name_idx', 'users', ['lower(first_name)'], null],
  ['users_email_lower_idx', 'users', ['lower(email)'], null],
  // "Members with an open alert" and the open-alert counts of a page.
  ['alerts_open_member_idx', 'alerts', ['user_id'], 'resolved_at IS NULL'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const [name, table, columns, where] of INDEXES) {
    const cols = columns.map((c) => (sqlite || table === 'alerts' ? c : `(${c}) COLLATE "C"`)).join(', ');
    await sql.raw(`CREATE INDEX ${name} ON ${table} (${cols})${where ? ` WHERE ${where}` : ''}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
