import { sql, type Kysely } from 'kysely';
import * as t from '../table-parts.js';

// Health profiles completed before migration 0014 marked no conditions: the member's answers are to
// mark them now, by the content's current triggers (decision 0049). A migration runs before the
// content sync (and `npm run db:migrate` without it), so the survey it could read may still be the one
// synced before 0014, without those triggers. It leaves the step due in `pending_backfills` instead,
// and the start-up runs it once, right after the sync (db/backfills.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'pending_backfills',
    t.column('name', 'text', (c) => c.primaryKey()),
    t.text('created_at'),
  );
  await sql`INSERT INTO pending_backfills (name, created_at) VALUES ('conditions-from-answers', ${new Date().toISOString()})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Conditions the step marked stay: they read as marked by the answer, as a new health profile's do.
  await t.dropTables(db, ['pending_backfills']);
}
