import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// The programme's results (issue 37, decision 0098). Additive only (decision 0044).
// - outcome_runs: one row per clinic day and period, claimed by the copy that computes it (a
//   conditional insert, then a lease another copy may take over once it has run out);
// - outcome_figures: the figures of one cohort for one day and period, as JSON (counts and
//   medians only, never a member), with the time they were computed.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await t.dropTables(db, ['outcome_figures', 'outcome_runs']);
}
