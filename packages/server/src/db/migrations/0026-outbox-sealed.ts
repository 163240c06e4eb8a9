import { sql, type Kysely } from 'kysely';

// Mail waiting in the outbox is written sealed with the server's key, and what stays of a sent message
// names its address by a keyed hash, not a plain SHA-256 (decision 0070): a database file, a backup or
// PostgreSQL's dead rows no longer hold a live link (a staff invitation is a clinician's account).
// Sealing the rows already there needs the key, which a migration does not have: the step is left
// due in `pending_backfills` and the start-up runs it once with the key (db/backfills.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO pending_backfills (name, created_at) VALUES ('outbox-sealed', ${new Date().toISOString()})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Rows sealed or keyed stay so (only the key opens them): mail still waiting then leaves a server of
  // the version before unreadable.
  await sql`DELETE FROM pending_backfills WHERE name = 'outbox-sealed'`.execute(db);
}
