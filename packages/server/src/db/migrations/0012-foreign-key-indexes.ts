import type { Kysely } from 'kysely';

// Indexes under the foreign keys that had none, so deleting a member, a lab report, a survey response
// or a programme suggestion finds the rows that refer to it through an index instead of reading the
// whole table (PostgreSQL and SQLite index a referenced key, never the referring column). Measured by
// `npm run bench:scale` at 100,000 members and 10 million tracking rows: see docs/performance/2026-11-25-scale-100k-members.md.
// Foreign keys to content tables (pillars, templates, surveys, markers, programmes) stay unindexed:
// content is archived, never deleted.

/** [name, table, columns] */
const INDEXES: Array<[string, string, string[]]> = [
  // Deleting a lab report; "is the report empty?" after an import.
  ['blood_results_report_idx', 'blood_results', ['report_id']],
  // Deleting a member (tracking is otherwise found by enrolment and day).
  ['tracking_entries_user_idx', 'tracking_entries', ['user_id', 'date']],
  // Deleting a survey response (set null on the onboarding surveys it added).
  ['onboarding_surveys_added_by_idx', 'onboarding_surveys', ['added_by_response_id']],
  // Deleting a programme suggestion (set null on the enrolment it started).
  ['program_enrollments_suggestion_idx', 'program_enrollments', ['suggestion_id']],
  // Deleting a user (set null) and a member's own security history.
  ['security_events_user_idx', 'security_events', ['user_id', 'created_at']],
  // Deleting a user: messages they wrote, alerts they acknowledged or resolved (set null).
  ['thread_messages_author_idx', 'thread_messages', ['author_id']],
  ['alerts_acknowledged_by_idx', 'alerts', ['acknowledged_by']],
  ['alerts_resolved_by_idx', 'alerts', ['resolved_by']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
