import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DATABASES, openFreshDatabase } from '../test/helpers.js';
import type { Db } from './connection.js';
import { migrateTo, migrateToLatest } from './migrate.js';

// Migration 0012 indexes the foreign keys that had none. Beyond its own list, every foreign key that
// points at a member-owned table (users, lab reports, survey responses...) must lead some index, so
// deleting one member or one report never reads a whole table. Content tables are archived, never
// deleted, so references to them need no index.

const CONTENT = new Set([
  'pillars',
  'education_categories',
  'recommendation_templates',
  'exercises',
  'programs',
  'surveys',
  'blood_markers',
  'conditions',
  'coaches',
]);

const NEW_INDEXES: Record<string, string[]> = {
  blood_results_report_idx: ['report_id'],
  tracking_entries_user_idx: ['user_id', 'date'],
  onboarding_surveys_added_by_idx: ['added_by_response_id'],
  program_enrollments_suggestion_idx: ['suggestion_id'],
  security_events_user_idx: ['user_id', 'created_at'],
  thread_messages_author_idx: ['author_id'],
  alerts_acknowledged_by_idx: ['acknowledged_by'],
  alerts_resolved_by_idx: ['resolved_by'],
};

interface ForeignKey {
  table: string;
  column: string;
  references: string;
}

/** Every index as its name and columns in order. */
async function indexes(db: Db, kind: 'sqlite' | 'postgres'): Promise<Map<string, { table: string; columns: string[] }>> {
  const out = new Map<string, { table: string; columns: string[] }>();
  if (kind === 'postgres') {
    const { rows } = await sql<{ name: string; table: string; columns: string[] }>`
      SELECT i.relname AS name, t.relname AS table,
             array_agg(a.attname::text ORDER BY k.n) AS columns
      FROM pg_index x
      JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_namespace s ON s.oid = t.relnamespace AND s.nspname = current_schema()
      CROSS JOIN LATERAL unnest(x.indkey) WITH ORDINALITY AS k(attnum, n)
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
      GROUP BY i.relname, t.relname`.execute(db);
    for (const r of rows) out.set(r.name, { table: r.table, columns: r.columns });
    return out;
  }
  const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  for (const { name: table } of tables.rows) {
    const list = await sql<{ name: string }>`SELECT name FROM pragma_index_list(${table})`.execute(db);
    for (const { name } of list.rows) {
      const cols = await sql<{ name: string }>`SELECT name FROM pragma_index_info(${name}) ORDER BY seqno`.execute(db);
      out.set(name, { table, columns: cols.rows.map((c) => c.name) });
    }
  }
  return out;
}

async function foreignKeys(db: Db, kind: 'sqlite' | 'postgres'): Promise<ForeignKey[]> {
  if (kind === 'postgres') {
    const { rows } = await sql<ForeignKey>`
      SELECT t.relname AS table, a.attname AS column, r.relname AS references
      FROM pg_constraint c
      JOIN pg_class t ON t.oid = c.conrelid
      JOIN pg_class r ON r.oid = c.confrelid
      JOIN pg_namespace s ON s.oid = t.relnamespace AND s.nspname = current_schema()
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f'`.execute(db);
    return rows;
  }
  const out: ForeignKey[] = [];
  const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  for (const { name: table } of tables.rows) {
    const fks = await sql<{ from: string; table: string }>`SELECT "from", "table" FROM pragma_foreign_key_list(${table})`.execute(db);
    for (const fk of fks.rows) out.push({ table, column: fk.from, references: fk.table });
  }
  return out;
}

describe.each(DATABASES)('migration 0012 (foreign key indexes) on %s', (kind) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openFreshDatabase(kind));
    await migrateToLatest(db);
  });
  afterAll(() => close());

  it('creates each index on its columns', async () => {
    const found = await indexes(db, kind);
    for (const [name, columns] of Object.entries(NEW_INDEXES)) expect(found.get(name)?.columns, name).toEqual(columns);
  });

  it('leaves no foreign key to a member-owned table without an index that starts with it', async () => {
    const leading = new Set([...(await indexes(db, kind)).values()].map((i) => `${i.table}.${i.columns[0]}`));
    const keys = await foreignKeys(db, kind);
    expect(keys.length).toBeGreaterThan(20);
    const unindexed = keys.filter((k) => !CONTENT.has(k.references) && !leading.has(`${k.table}.${k.column}`));
    expect(unindexed).toEqual([]);
  });

  it('has SQLite delete a lab report through the index', async () => {
    if (kind !== 'sqlite') return;
    const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT id FROM blood_results WHERE report_id = ${'r1'}`.execute(db);
    expect(plan.rows.map((r) => r.detail).join('\n')).toContain('blood_results_report_idx');
  });

  it('down() drops them again, and up() gives them back', async () => {
    await migrateTo(db, '0011-lab-reference-ranges');
    const without = await indexes(db, kind);
    for (const name of Object.keys(NEW_INDEXES)) expect(without.has(name), name).toBe(false);
    await migrateToLatest(db);
    const again = await indexes(db, kind);
    for (const name of Object.keys(NEW_INDEXES)) expect(again.has(name), name).toBe(true);
  });
});
