import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// Work taken over from its owner (issue 34, decision 0110). Additive only (decision 0044).
// - care_handovers: one row each time an alert, a message thread or a programme request was given to
//   someone else by someone other than its owner (a take-over, or a reassignment by a clinician or an
//   administrator): whose it was (`staff_id`, told on /care My work and in their next digest), what
//   (`item_kind`, `item_id`, the member), who took it and their name as it was, and when. Written in
//   the transaction that moves the owner, under the item's lock, so a take-over sent twice is one row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'care_handovers',
    t.id,
    t.ref('staff_id', 'users', 'cascade'),
    t.text('item_kind', 'item_id'),
    t.ref('member_id', 'users', 'cascade'),
    t.ref('taken_by', 'users', 'set null'),
    t.text('taken_by_name', 'at'),
  );
  await db.schema.createIndex('care_handovers_staff_at_idx').on('care_handovers').columns(['staff_id', 'at']).execute();
  await db.schema.createIndex('care_handovers_member_id_idx').on('care_handovers').column('member_id').execute();
  await db.schema.createIndex('care_handovers_taken_by_idx').on('care_handovers').column('taken_by').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('care_handovers').execute();
}
