import { sql, type Kysely } from 'kysely';
import * as t from '../table-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Lab ranges can differ by sex; the member may say which applies (optional).
  await db.schema.alterTable('users').addColumn('sex', 'text').execute();

  await t.createTable(
    db,
    'blood_markers',
    t.id,
    t.key,
    t.text('name', 'category', 'unit'),
    /** The validated catalogue entry as JSON (ranges, conversions, messages, LOINC codes). */
    t.text('definition'),
    t.ordered,
  );

  await t.createTable(db, 'lab_reports', t.id, t.member, t.text('test_date', 'lab_name', 'source', 'created_at'));
  await db.schema.createIndex('lab_reports_user_idx').on('lab_reports').columns(['user_id', 'test_date']).execute();

  await t.createTable(
    db,
    'blood_results',
    t.id,
    t.member,
    t.ref('report_id', 'lab_reports', 'cascade'),
    t.ref('marker_id', 'blood_markers', 'cascade'),
    t.real('value', 'original_value'),
    t.text('original_unit', 'test_date'),
    t.maybeText('external_id'),
    t.text('created_at'),
  );
  await db.schema.createIndex('blood_results_user_marker_idx').on('blood_results').columns(['user_id', 'marker_id', 'test_date']).execute();
  // The same imported observation is stored once per member.
  await db.schema
    .createIndex('blood_results_external_uq')
    .on('blood_results')
    .columns(['user_id', 'external_id'])
    .unique()
    .where(sql.ref('external_id'), 'is not', null)
    .execute();

  await t.createTable(
    db,
    'bp_readings',
    t.id,
    t.member,
    t.int('systolic', 'diastolic'),
    t.maybeInt('pulse'),
    t.text('measured_at'),
    t.maybeText('arm'),
    t.text('notes'),
    t.timestamps,
  );
  await db.schema.createIndex('bp_readings_user_idx').on('bp_readings').columns(['user_id', 'measured_at']).execute();

  const activity = [t.text('date', 'type'), t.int('minutes'), t.text('intensity'), t.int('strength'), t.text('notes')];
  await t.createTable(db, 'activities', t.id, t.member, ...activity, t.timestamps);
  await db.schema.createIndex('activities_user_idx').on('activities').columns(['user_id', 'date']).execute();

  await t.createTable(
    db,
    'conditions',
    t.id,
    t.key,
    t.text('name', 'summary', 'description'),
    /** JSON: { pillars, programs, education, links } as content keys. */
    t.text('related'),
    t.ordered,
  );

  await t.createTable(
    db,
    'user_conditions',
    t.member,
    t.ref('condition_id', 'conditions', 'cascade'),
    t.text('created_at'),
    t.primaryKey('user_conditions_pk', ['user_id', 'condition_id']),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await t.dropTables(db, ['user_conditions', 'conditions', 'activities', 'bp_readings', 'blood_results', 'lab_reports', 'blood_markers']);
  await db.schema.alterTable('users').dropColumn('sex').execute();
}
