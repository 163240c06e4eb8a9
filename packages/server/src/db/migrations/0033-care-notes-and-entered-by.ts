import { sql, SqliteAdapter, type Kysely } from 'kysely';
import * as t from '../table-parts.js';

// The member's chart (issue 34, decisions 0087 and 0088). Additive only (decision 0044).
// - care_notes: the care team's notes on a member (clinical: call, visit, review, other; coaching),
//   with their author's name and role as they were when written. Editable by the author for 24 hours
//   (the service checks), never deleted by anyone; they go with the member's account.
// - care_note_addenda: what amends a note after that. Append-only: a database trigger refuses UPDATE
//   (deleting stays possible only with the note, that is with the member's account).
// - bp_readings.entered_by and lab_reports.entered_by: the staff member who entered a reading or a
//   lab report for the member, as JSON `{ staff_id, name, role }`; null when the member did.
export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'care_notes',
    t.id,
    t.member,
    t.text('author_id', 'author_name', 'author_role', 'type', 'noted_on', 'body'),
    t.timestamps,
  );
  await db.schema.createIndex('care_notes_user_idx').on('care_notes').columns(['user_id', 'noted_on', 'created_at']).execute();
  await t.createTable(
    db,
    'care_note_addenda',
    t.id,
    t.ref('note_id', 'care_notes', 'cascade'),
    t.member,
    t.text('author_id', 'author_name', 'author_role', 'body', 'created_at'),
  );
  await db.schema.createIndex('care_note_addenda_note_idx').on('care_note_addenda').columns(['note_id', 'created_at']).execute();
  await db.schema.createIndex('care_note_addenda_user_idx').on('care_note_addenda').column('user_id').execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql
      .raw(
        `CREATE TRIGGER care_note_addenda_no_update BEFORE UPDATE ON care_note_addenda BEGIN SELECT RAISE(ABORT, 'addenda are never edited'); END`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `CREATE FUNCTION care_note_addenda_no_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'addenda are never edited'; END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER care_note_addenda_no_update BEFORE UPDATE ON care_note_addenda FOR EACH ROW EXECUTE FUNCTION care_note_addenda_no_update()`,
      )
      .execute(db);
  }
  await db.schema.alterTable('bp_readings').addColumn('entered_by', 'text').execute();
  await db.schema.alterTable('lab_reports').addColumn('entered_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lab_reports').dropColumn('entered_by').execute();
  await db.schema.alterTable('bp_readings').dropColumn('entered_by').execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter))
    await sql.raw('DROP FUNCTION IF EXISTS care_note_addenda_no_update() CASCADE').execute(db);
  await db.schema.dropTable('care_note_addenda').execute();
  await db.schema.dropTable('care_notes').execute();
}
