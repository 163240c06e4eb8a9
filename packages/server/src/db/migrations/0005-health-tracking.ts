import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Lab ranges can differ by sex; the member may say which applies (optional).
  await db.schema.alterTable('users').addColumn('sex', 'text').execute();

  await db.schema
    .createTable('blood_markers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    /** The validated catalogue entry as JSON (ranges, conversions, messages, LOINC codes). */
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('lab_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('test_date', 'text', (c) => c.notNull())
    .addColumn('lab_name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lab_reports_user_idx').on('lab_reports').columns(['user_id', 'test_date']).execute();

  await db.schema
    .createTable('blood_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('report_id', 'text', (c) => c.notNull().references('lab_reports.id').onDelete('cascade'))
    .addColumn('marker_id', 'text', (c) => c.notNull().references('blood_markers.id').onDelete('cascade'))
    .addColumn('value', 'real', (c) => c.notNull())
    .addColumn('original_value', 'real', (c) => c.notNull())
    .addColumn('original_unit', 'text', (c) => c.notNull())
    .addColumn('test_date', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blood_results_user_marker_idx').on('blood_results').columns(['user_id', 'marker_id', 'test_date']).execute();
  // The same imported observation is stored once per member.
  await db.schema.createIndex('blood_results_external_uq').on('blood_results').columns(['user_id', 'external_id']).unique().where(sql.ref('external_id'), 'is not', null).execute();

  await db.schema
    .createTable('bp_readings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('systolic', 'integer', (c) => c.notNull())
    .addColumn('diastolic', 'integer', (c) => c.notNull())
    .addColumn('pulse', 'integer')
    .addColumn('measured_at', 'text', (c) => c.notNull())
    .addColumn('arm', 'text')
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bp_readings_user_idx').on('bp_readings').columns(['user_id', 'measured_at']).execute();

  await db.schema
    .createTable('activities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('intensity', 'text', (c) => c.notNull())
    .addColumn('strength', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activities_user_idx').on('activities').columns(['user_id', 'date']).execute();

  await db.schema
    .createTable('conditions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    /** JSON: { pillars, programs, education, links } as content keys. */
    .addColumn('related', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('user_conditions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('condition_id', 'text', (c) => c.notNull().references('conditions.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_conditions_pk', ['user_id', 'condition_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['user_conditions', 'conditions', 'activities', 'bp_readings', 'blood_results', 'lab_reports', 'blood_markers']) await db.schema.dropTable(t).execute();
  await db.schema.alterTable('users').dropColumn('sex').execute();
}
