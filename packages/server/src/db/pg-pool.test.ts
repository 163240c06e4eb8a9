import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, openPool } from './connection.js';
import { freshDatabase } from '../test/helpers.js';

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL pool at start', () => {
  it('opens every connection before the server listens (decision 0053)', async () => {
    const fresh = await freshDatabase('postgres');
    const db = createDb(fresh.target);
    try {
      await openPool(db);
      const { rows } = await sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = current_database()`.execute(db);
      expect(Number(rows[0]!.n)).toBe(10);
    } finally {
      await db.destroy();
      await fresh.drop();
    }
  });

  it('opens nothing on SQLite', async () => {
    const db = createDb({ kind: 'sqlite', file: ':memory:' });
    await expect(openPool(db)).resolves.toBeUndefined();
    await db.destroy();
  });
});
