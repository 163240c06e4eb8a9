import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// Saved filters of the care team's member list (issue 37, decision 0123). Additive only (decision 0044).
// - saved_filters: a staff member's named set of the member list's filters (`filters`: the JSON of
//   savedFilterCriteriaSchema: q, alerts, program, active_within, health), theirs alone; used again on
//   the member list and as a cohort of the programme's results. One name per owner (unique index): a
//   create sent twice at once stores one row. Deleting the staff account deletes them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(db, 'saved_filters', t.id, t.ref('owner_id', 'users', 'cascade'), t.text('name', 'filters', 'created_at'));
  await db.schema.createIndex('saved_filters_owner_name_idx').on('saved_filters').columns(['owner_id', 'name']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_filters').execute();
}
