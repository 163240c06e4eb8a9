import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './connection.js';
import { preparedStatements } from './pg-prepared.js';
import { freshDatabase } from '../test/helpers.js';

// Decision 0053: the app's statements run by name on PostgreSQL; a column added by another copy's
// migration must not break the statements a connection prepared before.
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL prepared statements', () => {
  let db: Db;
  let url: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase('postgres');
    if (fresh.target.kind !== 'postgres') throw new Error('not PostgreSQL');
    url = fresh.target.url;
    drop = fresh.drop;
    db = createDb(fresh.target);
    await sql`create table t (id text primary key, n integer)`.execute(db);
    await sql`insert into t values ('a', 1), ('b', 2)`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  /** The statements prepared on the connection a lone query runs on (one connection is open at a time here). */
  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map((r) => r.statement);
  const byId = async (q: Parameters<ReturnType<typeof sql>['execute']>[0], id: string) =>
    (await sql<Record<string, unknown>>`select * from t where id = ${id}`.execute(q)).rows;

  it('prepares a statement with parameters once and runs it by name, but not a search', async () => {
    expect(await byId(db, 'a')).toEqual([{ id: 'a', n: 1 }]);
    expect(await byId(db, 'b')).toEqual([{ id: 'b', n: 2 }]);
    await sql`select id from t where id like ${'a%'}`.execute(db);
    const statements = await prepared();
    expect(statements.filter((s) => s === 'select * from t where id = $1')).toHaveLength(1);
    expect(statements.some((s) => s.includes('like'))).toBe(false);
  });

  it('answers again after another connection adds a column the prepared statement reads', async () => {
    expect(await byId(db, 'a')).toEqual([{ id: 'a', n: 1 }]);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('alter table t add column note text');
    // Outside a transaction the query is sent again unnamed: the caller sees no error.
    expect(await byId(db, 'a')).toEqual([{ id: 'a', n: 1, note: null }]);
    // That connection was closed: its replacement prepares the statement again.
    expect(await byId(db, 'a')).toEqual([{ id: 'a', n: 1, note: null }]);
    expect(await prepared()).toContain('select * from t where id = $1');
    await other.query('alter table t add column extra text');
    // Inside a transaction the statement's failure fails the transaction, once: the connection is replaced.
    await expect(db.transaction().execute((trx) => byId(trx, 'b'))).rejects.toThrow(/cached plan/);
    expect(await db.transaction().execute((trx) => byId(trx, 'b'))).toEqual([{ id: 'b', n: 2, note: null, extra: null }]);
    expect(await byId(db, 'b')).toEqual([{ id: 'b', n: 2, note: null, extra: null }]);
    await other.end();
  });

  it('names no more than its limit of texts; later ones run unnamed', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const client = await preparedStatements(pool, { maxNamed: 2 }).connect();
    try {
      for (const n of [1, 2, 3, 4, 3]) expect((await client.query(`select $1::int + ${n} as v`, [1])).rows).toEqual([{ v: 1 + n }]);
      const names = (await client.query('select name, statement from pg_prepared_statements order by name')).rows;
      expect(names.map((r: { statement: string }) => r.statement)).toEqual(['select $1::int + 1 as v', 'select $1::int + 2 as v']);
    } finally {
      client.release();
      await pool.end();
    }
  });
});
