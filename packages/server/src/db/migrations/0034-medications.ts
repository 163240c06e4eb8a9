import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// The member's medications (issue 35, decision 0089): a catalogue entry (content/medications.yaml,
// its key with the class and ATC code it had when chosen) or a name typed freely, the dose, how
// often, why, and the days it started and stopped. Additive only (decision 0044). The member's own:
// deleting the account deletes them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'medications',
    t.id,
    t.member,
    t.maybeText('catalogue_key', 'drug_class', 'atc'),
    t.text('name'),
    t.maybeReal('dose_amount'),
    t.maybeText('dose_unit', 'frequency'),
    t.blankText('reason'),
    t.maybeText('started_on', 'stopped_on'),
    t.timestamps,
  );
  await db.schema.createIndex('medications_user_idx').on('medications').columns(['user_id', 'started_on']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('medications').execute();
}
