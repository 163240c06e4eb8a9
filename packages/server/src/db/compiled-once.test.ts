import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.js';
import type { Db } from './connection.js';
import { DATABASES, openFreshDatabase } from '../test/helpers.js';

// A table outside the app's schema: the tests reach it through an untyped view of the database.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: unknown) => db as Kysely<any>;

describe.each(DATABASES)('compiledOnce on %s', (kind) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openFreshDatabase(kind));
    await sql`create table t (id text primary key, n integer not null, tag text)`.execute(db);
    await sql`insert into t (id, n, tag) values ('a', 1, 'x'), ('b', 2, 'x'), ('c', 3, 'y')`.execute(db);
  });
  afterAll(() => close?.());

  it('builds the query once and answers each call with its own values, as the built query does', async () => {
    let builds = 0;
    const byTag = compiledOnce((q, tag: string, above: number) => {
      builds += 1;
      return untyped(q).selectFrom('t').select(['id', 'n']).where('tag', '=', tag).where('n', '>', above).orderBy('n');
    });
    expect(await byTag.all(db, 'x', 0)).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ]);
    expect(await byTag.all(db, 'x', 1)).toEqual([{ id: 'b', n: 2 }]);
    expect(await byTag.all(db, 'y', 0)).toEqual(await untyped(db).selectFrom('t').select(['id', 'n']).where('tag', '=', 'y').execute());
    expect(await byTag.first(db, 'z', 0)).toBeUndefined();
    expect(builds).toBe(1);
  });

  it('binds a value used twice in both places, and keeps the constants the builder wrote', async () => {
    const between = compiledOnce((q, n: number) =>
      untyped(q).selectFrom('t').select('id').where('n', '>=', n).where('n', '<=', n).where('tag', '!=', 'none'),
    );
    expect(await between.all(db, 2)).toEqual([{ id: 'b' }]);
    expect(await between.all(db, 3)).toEqual([{ id: 'c' }]);
  });

  it('writes, and runs inside a transaction as on the database', async () => {
    const insert = compiledOnce((q, id: string, n: number) => untyped(q).insertInto('t').values({ id, n, tag: 'w' }));
    const result = await insert.run(db, 'd', 4);
    expect(Number(result.numAffectedRows)).toBe(1);
    await expect(
      db.transaction().execute(async (trx) => {
        await insert.run(trx, 'e', 5);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const ids = await untyped(db).selectFrom('t').select('id').where('tag', '=', 'w').orderBy('id').execute();
    expect(ids).toEqual([{ id: 'd' }]);
  });

  it('refuses a builder that uses a value for the shape of the query, at its first call', async () => {
    const shaped = compiledOnce((q, id: string) =>
      untyped(q)
        .selectFrom('t')
        .selectAll()
        .where('id', '=', id === 'a' ? 'a' : 'b'),
    );
    await expect(shaped.all(db, 'a')).rejects.toThrow(/value 0 of .* is not a parameter/);
    const written = compiledOnce((q, column: string) =>
      untyped(q)
        .selectFrom('t')
        .select(sql.raw(String(column)).as('c')),
    );
    await expect(written.all(db, 'id')).rejects.toThrow(/written into the SQL text/);
  });

  it('refuses a call with another number of values than the builder takes', async () => {
    const byId = compiledOnce((q, id: string) => untyped(q).selectFrom('t').selectAll().where('id', '=', id));
    const call = byId.all as unknown as (db: Db, ...args: unknown[]) => Promise<unknown>;
    await expect(call(db, 'a', 'b')).rejects.toThrow(/2 values given, the query takes 1/);
    expect(await byId.all(db, 'a')).toEqual([{ id: 'a', n: 1, tag: 'x' }]);
  });
});
