import { type Kysely } from 'kysely';
import * as t from '../table-parts.js';

// Issue 35, decision 0112. Additive only (decision 0044).
// - `medications.track_daily` (0/1) and `track_since` (the member's day it was turned on; null when
//   off): the member asked for this medication in the tracking popup's daily check.
// - `medication_doses`: one row per medication and day the member ticked "taken" (UNIQUE: ticking
//   twice is one row). Deleting the medication deletes its ticks (its undo puts them back from what it
//   kept); deleting the account deletes them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('medications')
    .addColumn('track_daily', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('medications').addColumn('track_since', 'text').execute();
  await t.createTable(
    db,
    'medication_doses',
    t.id,
    t.member,
    t.ref('medication_id', 'medications', 'cascade'),
    t.text('day', 'created_at'),
    t.unique('medication_doses_day_uq', ['medication_id', 'day']),
  );
  await db.schema.createIndex('medication_doses_user_idx').on('medication_doses').columns(['user_id', 'day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('medication_doses').execute();
  await db.schema.alterTable('medications').dropColumn('track_since').execute();
  await db.schema.alterTable('medications').dropColumn('track_daily').execute();
}
