import { sql, type Kysely } from 'kysely';
import * as t from '../table-parts.js';

// Issue 35, decisions 0102 and 0103. Additive only (decision 0044).
// - `users.waist_population`: the population whose waist cut-off the member chose for the
//   metabolic-syndrome criterion (harmonised 2009 definition); null: the default (European origin).
// - `weight_reviews`: a fast weight loss flagged to the care team as a "needs review" item (not an
//   urgent alert), with the weights that raised it. At most one open item per member (a partial
//   unique index, on both databases): the flag is raised once per episode, and a new episode starts
//   only after the care team marks the open one reviewed. The member's own: deleting the account
//   deletes them.
// - `body_measurements_user_kind_idx` (user_id, kind, measured_at): the latest weight or waist of a
//   member, and the member list's BMI filter (the latest weight of each member), read in index order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('waist_population', 'text').execute();
  await t.createTable(
    db,
    'weight_reviews',
    t.id,
    t.member,
    t.text('reason', 'evidence', 'raised_at'),
    t.maybeText('reviewed_at', 'reviewed_by_name'),
    t.ref('reviewed_by', 'users', 'set null'),
  );
  await sql`CREATE UNIQUE INDEX weight_reviews_open_uq ON weight_reviews (user_id) WHERE reviewed_at IS NULL`.execute(db);
  await db.schema.createIndex('weight_reviews_user_idx').on('weight_reviews').columns(['user_id', 'raised_at']).execute();
  await db.schema.createIndex('weight_reviews_reviewed_by_idx').on('weight_reviews').column('reviewed_by').execute();
  await db.schema
    .createIndex('body_measurements_user_kind_idx')
    .on('body_measurements')
    .columns(['user_id', 'kind', 'measured_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('body_measurements_user_kind_idx').execute();
  await db.schema.dropTable('weight_reviews').execute();
  await db.schema.alterTable('users').dropColumn('waist_population').execute();
}
