import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { DATABASES, earlyMemberRow, freshDatabase } from '../test/helpers.js';
import { createDb, isSqlite, type Db } from './connection.js';
import { migrateTo, migrateToLatest } from './migrate.js';
import { takeRepairNotes } from './repair-notes.js';

// Migration 0025 removes lab values that are not numbers: NaN, which PostgreSQL stored for a value
// printed in exponent form before rounding was numeric, and infinities (SQLite can hold those). A
// report left empty by it goes too; a lab bound that is not a number is blanked; good rows stay.

const AT = '2026-11-20T12:00:00.000Z';

describe.each(DATABASES)('migration 0025 (lab values that are not numbers) on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const loose = () => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

  beforeAll(async () => {
    const fresh = await freshDatabase(kind);
    drop = fresh.drop;
    db = createDb(fresh.target);
    await migrateTo(db, '0024-censored-lab-values');
    const insert = (table: string, values: Record<string, unknown>) => loose().insertInto(table).values(values).execute();
    await insert('users', earlyMemberRow('u1', AT));
    await insert('blood_markers', {
      id: 'm1',
      key: 'ldl-c',
      name: 'LDL',
      category: 'lipids',
      unit: 'mmol/L',
      definition: '{}',
      sort_order: 0,
      archived: 0,
    });
    for (const id of ['bad', 'mixed', 'good'])
      await insert('lab_reports', { id, user_id: 'u1', test_date: '2026-11-20', lab_name: '', source: 'manual', created_at: AT });
    const result = (id: string, report: string, value: unknown, extra: Record<string, unknown> = {}) =>
      sql`INSERT INTO blood_results (id, user_id, report_id, marker_id, value, original_value, original_unit, test_date, external_id, created_at, lab_range_min, lab_range_max)
          VALUES (${id}, 'u1', ${report}, 'm1', ${value}, ${value}, 'mmol/L', '2026-11-20', NULL, ${AT}, ${extra.min ?? null}, ${extra.max ?? null})`.execute(
        db,
      );
    // What each database could hold: PostgreSQL took NaN (the review's 1e-7); SQLite turns NaN into
    // NULL, which the NOT NULL column refused, but holds an infinity.
    const notANumber = isSqlite(db) ? sql`9e999` : sql`'NaN'::real`;
    const infinite = isSqlite(db) ? sql`-9e999` : sql`'-Infinity'::real`;
    await result('r-nan', 'bad', notANumber);
    await result('r-inf', 'mixed', infinite);
    await result('r-kept', 'mixed', 3.1, { min: isSqlite(db) ? sql`9e999` : sql`'NaN'::real`, max: 3.4 });
    await result('r-good', 'good', 2.5, { min: 1, max: 3.4 });
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('removes the results that are not numbers and the report they leave empty, blanks a bound, keeps the rest, and says so', async () => {
    takeRepairNotes();
    await migrateToLatest(db);
    const rows = await loose()
      .selectFrom('blood_results')
      .select(['id', 'value', 'lab_range_min', 'lab_range_max'])
      .orderBy('id')
      .execute();
    expect(
      rows.map((r) => ({ ...r, value: Number(r.value), lab_range_max: r.lab_range_max === null ? null : Number(r.lab_range_max) })),
    ).toEqual([
      { id: 'r-good', value: 2.5, lab_range_min: expect.anything(), lab_range_max: 3.4 },
      { id: 'r-kept', value: 3.1, lab_range_min: null, lab_range_max: 3.4 },
    ]);
    expect(Number(rows[0]!.lab_range_min)).toBe(1);
    const reports = await loose().selectFrom('lab_reports').select('id').orderBy('id').execute();
    expect(reports.map((r) => r.id)).toEqual(['good', 'mixed']);
    expect(takeRepairNotes()).toEqual([
      '0025-non-finite-lab-values: removed 2 lab result(s) whose value was not a number, 1 lab report(s) left empty by it, and blanked 1 lab reference bound(s) that were not numbers',
    ]);
  });
});
