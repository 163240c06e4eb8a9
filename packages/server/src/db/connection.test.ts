import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, withStatementCache } from './connection.js';
import { WalSync } from './sqlite-durability.js';
import { until } from '../test/helpers.js';

describe('SQLite statement cache', () => {
  it('prepares each SQL text once, but never hands out a statement still being iterated', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (n integer)').run([]);
    for (const n of [1, 2, 3]) db.prepare('insert into t (n) values (?)').run([n]);
    const first = db.prepare('select n from t order by n');
    expect(db.prepare('select n from t order by n')).toBe(first);
    const rows = first.iterate([]);
    rows.next();
    const other = db.prepare('select n from t order by n');
    expect(other).not.toBe(first);
    expect(other.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    rows.return?.();
    db.close();
  });
});

describe('SQLite durability', () => {
  const tempFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-durable-')), 'app.db');

  it('acknowledges a write only once the log is synced, and lets other queries run meanwhile', async () => {
    let hold: Promise<void> = Promise.resolve();
    let syncs = 0;
    const db = createDb({ kind: 'sqlite', file: tempFile() }, undefined, {
      walSync: () =>
        new WalSync(async () => {
          syncs += 1;
          await hold;
        }),
    });
    await sql`create table t (n integer)`.execute(db);
    const before = syncs;
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    let acknowledged = false;
    const write = sql`insert into t (n) values (1)`.execute(db).then(() => (acknowledged = true));
    // The connection is free while the disk works: a read answers, the write is not acknowledged yet.
    const read = await sql<{ n: number }>`select count(*) as n from t`.execute(db);
    expect(read.rows[0]?.n).toBe(1);
    expect(acknowledged).toBe(false);
    expect(syncs).toBe(before + 1);
    // Reads sync nothing.
    await sql`select 1`.execute(db);
    expect(syncs).toBe(before + 1);
    release();
    await write;
    expect(acknowledged).toBe(true);
    // A transaction syncs once, at its commit.
    hold = Promise.resolve();
    const atStart = syncs;
    await db.transaction().execute(async (trx) => {
      await sql`insert into t (n) values (2)`.execute(trx);
      await sql`insert into t (n) values (3)`.execute(trx);
    });
    expect(syncs).toBe(atStart + 1);
    await db.destroy();
  });

  it('takes the write lock when a transaction begins, so another process writing cannot fail it half-way', async () => {
    // A deferred transaction that read, then another process (the staff command, say) wrote, then the
    // transaction wrote: SQLite refused that write at once (SQLITE_BUSY, no waiting), and the request
    // answered 500 (seen once in the e2e run: a registration reads the address, then inserts).
    const file = tempFile();
    const db = createDb({ kind: 'sqlite', file });
    await sql`create table t (n integer)`.execute(db);
    const other = new SQLite(file);
    other.pragma('busy_timeout = 0');
    let otherWrote: boolean | null = null;
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx);
      try {
        other.prepare('insert into t (n) values (1)').run();
        otherWrote = true;
      } catch (err) {
        expect((err as { code?: string }).code).toBe('SQLITE_BUSY');
        otherWrote = false;
      }
      await sql`insert into t (n) values (2)`.execute(trx);
    });
    // The other process waited for the transaction (here, with no busy timeout, it gave up at once).
    expect(otherWrote).toBe(false);
    other.prepare('insert into t (n) values (3)').run();
    const rows = await sql<{ n: number }>`select n from t order by n`.execute(db);
    expect(rows.rows.map((r) => r.n)).toEqual([2, 3]);
    other.close();
    await db.destroy();
  });

  it('copies the log into the database file from a worker, never on the server connection', async () => {
    const file = tempFile();
    const db = createDb({ kind: 'sqlite', file });
    await sql`create table t (s text)`.execute(db);
    const size = () => fs.statSync(file).size;
    const empty = size();
    // About 2 MB: under SQLite's own automatic checkpoint (1,000 pages), so only the worker copies it.
    for (let i = 0; i < 40; i++) await sql`insert into t (s) values (${'x'.repeat(50_000)})`.execute(db);
    await until(() => size() > empty + 2_000_000, 'the worker copied the log into the file', 50);
    await db.destroy();
  });
});

describe('WalSync', () => {
  it('makes writes that finish together share a sync, never one that started before them', async () => {
    const started: Array<() => void> = [];
    const sync = new WalSync(() => new Promise<void>((resolve) => started.push(resolve)));
    const first = sync.flush();
    const burst = Array.from({ length: 50 }, () => sync.flush());
    expect(started).toHaveLength(1);
    let burstDone = false;
    void Promise.all(burst).then(() => (burstDone = true));
    started[0]!();
    await first;
    await new Promise((r) => setImmediate(r));
    // The burst arrived during the first sync: it waits for a second one, shared by all fifty.
    expect(burstDone).toBe(false);
    expect(started).toHaveLength(2);
    started[1]!();
    await Promise.all(burst);
    expect(started).toHaveLength(2);
  });

  it('passes a failed sync on to the writes waiting for it, and syncs again next time', async () => {
    let fail = true;
    const sync = new WalSync(async () => {
      if (fail) throw new Error('EIO');
    });
    await expect(sync.flush()).rejects.toThrow('EIO');
    fail = false;
    await expect(sync.flush()).resolves.toBeUndefined();
  });
});
