import { sql, type Kysely } from 'kysely';
import * as t from '../table-parts.js';

// Conditions put on a member's record by their answers (the health profile's "High blood pressure"
// marks Hypertension): `user_conditions.source` says which answer, as the `source` column of the
// other tables a survey fills does (null: the member marked it). A condition the member takes off
// is remembered in `user_condition_unmarks`, so no answer puts it back; marking it again forgets that.
//
// And imported lab reports lose the lab name the import made up when the file named none
// ("Imported (FHIR)", "Imported (CSV)"): the report's source already says so, and the app showed it twice.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_conditions').addColumn('source', 'text').execute();
  await t.createTable(
    db,
    'user_condition_unmarks',
    t.member,
    t.ref('condition_id', 'conditions', 'cascade'),
    t.text('created_at'),
    t.primaryKey('user_condition_unmarks_pk', ['user_id', 'condition_id']),
  );
  await sql`UPDATE lab_reports SET lab_name = ''
            WHERE (source = 'fhir' AND lab_name = 'Imported (FHIR)') OR (source = 'csv' AND lab_name = 'Imported (CSV)')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The cleared lab names are not made up again: an empty one reads the same in the app.
  await t.dropTables(db, ['user_condition_unmarks']);
  await db.schema.alterTable('user_conditions').dropColumn('source').execute();
}
