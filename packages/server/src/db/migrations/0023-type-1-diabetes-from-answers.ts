import { sql, type Kysely } from 'kysely';

// Type 1 diabetes is a condition of the catalogue now (content/conditions/type-1-diabetes.yaml), and
// the health profile's "Type 1 diabetes" answer marks it (decision 0067). Members who gave that answer
// before have no such condition on their record, so their LDL was read against the general threshold
// while the heart risk counted them as living with diabetes. The step of migration 0019 (the conditions
// the latest answers mark by today's triggers, db/backfills.ts) marks it for them: it is left due again
// here and runs once after the content sync. It adds only what today's triggers mark and nobody took
// off, so running it again changes nothing else. On a new database 0019 has already left it due.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO pending_backfills (name, created_at) VALUES ('conditions-from-answers', ${new Date().toISOString()})
    ON CONFLICT (name) DO NOTHING`.execute(db);
}

export async function down(): Promise<void> {
  // Conditions the step marked stay: they read as marked by the answer, as a new health profile's do.
}
