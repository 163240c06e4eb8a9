import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// Undo for deleting a blood pressure reading, an activity or a lab report (issue 32, decision 0036):
// the deletion moves the member's rows here (JSON, as they were), and the undo puts them back as they
// were, ids included, within a few minutes; older entries are purged. The member's own: deleting the
// account deletes them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'deleted_records',
    t.id,
    t.member,
    t.text('kind', 'record_id', 'payload', 'deleted_at'),
    t.unique('deleted_records_once', ['user_id', 'kind', 'record_id']),
  );
  await db.schema.createIndex('deleted_records_deleted_idx').on('deleted_records').column('deleted_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await t.dropTables(db, ['deleted_records']);
}
