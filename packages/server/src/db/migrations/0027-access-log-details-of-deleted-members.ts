import { sql, SqliteAdapter, type Kysely } from 'kysely';

// The access log is append-only (migration 0009), and it keeps its entries about a member who deletes
// their account: who on the care team did what about them, and when. Their details went on saying
// what the member wrote or what their health was ("Replied to your message | Strength sessions and my
// knee", "Blood pressure above 180/120"). Now the one change the log allows is erasing an entry's
// detail once the member it is about no longer exists (decision 0070): the deletion does it, and the
// entries of members deleted before lose their details here.

const UNCHANGED = ['id', 'staff_id', 'staff_name', 'staff_role', 'member_id', 'action', 'ip', 'created_at'];

const SQLITE_ERASE_ONLY = `CREATE TRIGGER access_log_no_update BEFORE UPDATE ON access_log
WHEN NOT (NEW.detail IS NULL AND OLD.member_id IS NOT NULL
  AND ${UNCHANGED.map((c) => `NEW.${c} IS OLD.${c}`).join(' AND ')}
  AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.member_id))
BEGIN SELECT RAISE(ABORT, 'the access log is append-only'); END`;

const POSTGRES_ERASE_ONLY = `CREATE OR REPLACE FUNCTION access_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.detail IS NULL AND OLD.member_id IS NOT NULL
    AND (${UNCHANGED.map((c) => `NEW.${c}`).join(', ')}) IS NOT DISTINCT FROM (${UNCHANGED.map((c) => `OLD.${c}`).join(', ')})
    AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.member_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the access log is append-only';
END $$`;

const POSTGRES_APPEND_ONLY = `CREATE OR REPLACE FUNCTION access_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the access log is append-only'; END $$`;

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await sql`DROP TRIGGER access_log_no_update`.execute(db);
    await sql.raw(SQLITE_ERASE_ONLY).execute(db);
  } else {
    await sql.raw(POSTGRES_ERASE_ONLY).execute(db);
  }
  await sql`UPDATE access_log SET detail = NULL
    WHERE detail IS NOT NULL AND member_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users WHERE users.id = access_log.member_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await sql`DROP TRIGGER access_log_no_update`.execute(db);
    await sql`CREATE TRIGGER access_log_no_update BEFORE UPDATE ON access_log BEGIN SELECT RAISE(ABORT, 'the access log is append-only'); END`.execute(
      db,
    );
  } else {
    await sql.raw(POSTGRES_APPEND_ONLY).execute(db);
  }
}
