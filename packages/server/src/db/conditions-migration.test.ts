import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { ConditionService } from '../modules/conditions/conditions.service.js';
import { readContent } from '../content/loader.js';
import { CONTENT_DIR, DATABASES, earlyMemberRow, freshDatabase } from '../test/helpers.js';
import { createDb, type Db } from './connection.js';
import { migrateTo, migrateToLatest } from './migrate.js';

const content = readContent(CONTENT_DIR);

// Migration 0014: conditions marked before it read as marked by the member (no source); imported lab
// reports lose the lab name the import made up ("Imported (FHIR)"), and only those.

const AT = '2026-03-01T12:00:00.000Z';

async function writeOldRows(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  const insert = (table: string, values: Record<string, unknown>) => db.insertInto(table).values(values).execute();
  await insert('users', earlyMemberRow('u1', AT));
  await insert('conditions', {
    id: 'c1',
    key: 'hypertension',
    name: 'High blood pressure (hypertension)',
    summary: 'Pressure at or above 130/80.',
    description: '<p>About it.</p>',
    related: JSON.stringify({ pillars: [], programs: [], education: [], links: [] }),
    sort_order: 0,
    archived: 0,
  });
  await insert('user_conditions', { user_id: 'u1', condition_id: 'c1', created_at: AT });
  const report = (id: string, source: string, lab_name: string) =>
    insert('lab_reports', { id, user_id: 'u1', test_date: '2026-02-20', lab_name, source, created_at: AT });
  await report('fhir-unnamed', 'fhir', 'Imported (FHIR)');
  await report('csv-unnamed', 'csv', 'Imported (CSV)');
  await report('fhir-named', 'fhir', 'LifeLabs');
  await report('manual-odd', 'manual', 'Imported (FHIR)');
}

describe.each(DATABASES)('migration 0014 (conditions from answers) on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const loose = () => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

  beforeAll(async () => {
    const fresh = await freshDatabase(kind);
    drop = fresh.drop;
    db = createDb(fresh.target);
    await migrateTo(db, '0012-foreign-key-indexes');
    await writeOldRows(loose());
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('keeps conditions marked before it, as marked by the member', async () => {
    const list = await new ConditionService(db, content).list('u1');
    expect(list).toEqual([expect.objectContaining({ key: 'hypertension', has_condition: true, marked_from: null })]);
  });

  it('clears only the lab names an import made up', async () => {
    const reports = await loose().selectFrom('lab_reports').select(['id', 'lab_name']).orderBy('id').execute();
    expect(reports).toEqual([
      { id: 'csv-unnamed', lab_name: '' },
      { id: 'fhir-named', lab_name: 'LifeLabs' },
      { id: 'fhir-unnamed', lab_name: '' },
      { id: 'manual-odd', lab_name: 'Imported (FHIR)' },
    ]);
  });

  it('goes down and up again', async () => {
    await migrateTo(db, '0012-foreign-key-indexes');
    const row = await loose().selectFrom('user_conditions').selectAll().executeTakeFirstOrThrow();
    expect(Object.keys(row)).not.toContain('source');
    await migrateToLatest(db);
    expect(await new ConditionService(db, content).list('u1')).toEqual([expect.objectContaining({ has_condition: true })]);
  });
});
