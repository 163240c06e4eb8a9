import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// The programme's results (issue 37, decision 0098) and the outreach to members going quiet
// (decision 0099). Additive only (decision 0044).
// - outcome_runs: one row per clinic day and period, claimed by the copy that computes it (a
//   conditional insert, then a lease another copy may take over once it has run out);
// - outcome_figures: the figures of one cohort for one day and period, as JSON (counts and
//   medians only, never a member), with the time they were computed;
// - outreach_actions: what the care team did about a member who went quiet (a check-in message, a
//   snooze with its reason, a call that reached them) and until when it keeps them out of the queue;
//   the member's own: deleting the account deletes them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'outcome_runs',
    t.text('day', 'period'),
    t.maybeText('claim_token', 'claimed_at', 'finished_at'),
    t.primaryKey('outcome_runs_pk', ['day', 'period']),
  );
  await t.createTable(
    db,
    'outcome_figures',
    t.text('day', 'period', 'cohort', 'figures', 'computed_at'),
    t.primaryKey('outcome_figures_pk', ['day', 'period', 'cohort']),
  );
  await t.createTable(
    db,
    'outreach_actions',
    t.id,
    t.member,
    t.text('kind'),
    t.blankText('reason'),
    t.text('held_until'),
    t.ref('staff_id', 'users', 'set null'),
    t.text('staff_name', 'created_at'),
  );
  await db.schema.createIndex('outreach_actions_user_idx').on('outreach_actions').columns(['user_id', 'held_until']).execute();
  await db.schema.createIndex('outreach_actions_staff_idx').on('outreach_actions').column('staff_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await t.dropTables(db, ['outreach_actions', 'outcome_figures', 'outcome_runs']);
}
