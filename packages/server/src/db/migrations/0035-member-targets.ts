import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// A member's personal targets (issue 35, decision 0091): one row per member and kind (blood pressure,
// LDL, HbA1c, weight, weekly activity minutes) set by a clinician, with the note the member reads,
// who set it (their name kept as the access log keeps it) and when. No row: the guideline default
// applies. Additive only (decision 0044). The member's own: deleting the account deletes them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'member_targets',
    t.id,
    t.member,
    t.text('kind'),
    t.real('value'),
    t.maybeReal('diastolic'),
    t.text('note'),
    t.ref('set_by', 'users', 'set null'),
    t.text('set_by_name', 'set_at'),
    t.unique('member_targets_kind_uq', ['user_id', 'kind']),
  );
  await db.schema.createIndex('member_targets_set_by_idx').on('member_targets').column('set_by').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_targets').execute();
}
