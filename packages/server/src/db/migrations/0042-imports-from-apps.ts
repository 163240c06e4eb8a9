import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// Imports from a member's apps (issue 36, decision 0104). Additive only (decision 0044).
// - data_imports: one import of one file (its source: Apple Health, Withings, ...), which owns the
//   values it stored, so it can be undone in full (undone_at); its counts of values found already in
//   the app and refused, and whether it raised its one alert (alerted).
// - data_import_batches: the batches an import received, by number, with what each answered: the same
//   batch sent again stores nothing twice and answers the same.
// - daily_steps: a day's step count from an app (one per member, day and source).
// - bp_readings, body_measurements, activities: `source` (manual unless imported) and `import_id`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'data_imports',
    t.id,
    t.member,
    t.text('source', 'created_at'),
    t.maybeText('completed_at', 'undone_at'),
    t.column('duplicates', 'integer', (c) => c.notNull().defaultTo(0)),
    t.column('refused', 'integer', (c) => c.notNull().defaultTo(0)),
    t.column('alerted', 'integer', (c) => c.notNull().defaultTo(0)),
    t.column('counts', 'text', (c) => c.notNull().defaultTo('{}')),
  );
  await db.schema.createIndex('data_imports_user_idx').on('data_imports').columns(['user_id', 'created_at']).execute();
  await t.createTable(
    db,
    'data_import_batches',
    t.ref('import_id', 'data_imports', 'cascade'),
    t.member,
    t.int('batch'),
    t.text('answer', 'created_at'),
    t.primaryKey('data_import_batches_pk', ['import_id', 'batch']),
  );
  await db.schema.createIndex('data_import_batches_user_idx').on('data_import_batches').column('user_id').execute();
  await t.createTable(
    db,
    'daily_steps',
    t.id,
    t.member,
    t.text('date'),
    t.int('steps'),
    t.text('source'),
    t.ref('import_id', 'data_imports', 'set null'),
    t.text('created_at'),
    t.unique('daily_steps_day_uq', ['user_id', 'date', 'source']),
  );
  await db.schema.createIndex('daily_steps_import_idx').on('daily_steps').column('import_id').execute();
  for (const table of ['bp_readings', 'body_measurements', 'activities']) {
    await db.schema
      .alterTable(table)
      .addColumn('source', 'text', (c) => c.notNull().defaultTo('manual'))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('import_id', 'text', (c) => c.references('data_imports.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex(`${table}_import_idx`).on(table).column('import_id').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bp_readings', 'body_measurements', 'activities']) {
    await db.schema.dropIndex(`${table}_import_idx`).execute();
    await db.schema.alterTable(table).dropColumn('import_id').execute();
    await db.schema.alterTable(table).dropColumn('source').execute();
  }
  await t.dropTables(db, ['daily_steps', 'data_import_batches', 'data_imports']);
}
