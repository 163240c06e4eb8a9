import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// Body measurements (issue 35, decision 0084): weight (kg), waist (cm) and body fat (%), each with the
// time it was measured, stored in SI whatever unit the member typed; the height (cm) is kept on the
// profile. Additive only (decision 0044). The member's own: deleting the account deletes them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('height_cm', 'real').execute();
  await t.createTable(db, 'body_measurements', t.id, t.member, t.text('kind'), t.real('value'), t.text('measured_at'), t.timestamps);
  await db.schema.createIndex('body_measurements_user_idx').on('body_measurements').columns(['user_id', 'measured_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('body_measurements').execute();
  await db.schema.alterTable('users').dropColumn('height_cm').execute();
}
