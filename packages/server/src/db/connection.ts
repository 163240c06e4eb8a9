import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query again on each call; preparing costs a third of the CPU
 * of a simple request. The same SQL text gets the same prepared statement (better-sqlite3 statements
 * are reusable; a statement still being iterated is not shared), the least recently used leaving first.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Move it to the end: the map's order is the order of last use.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

/** Opens the database: SQLite (WAL, full sync, foreign keys) or a PostgreSQL pool. */
export function createDb(target: DatabaseTarget, onPoolError: (err: Error) => void = () => {}): Db {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client can lose its connection (server restart, failover); without a listener the
    // pool's 'error' event would crash the process. The pool replaces the client on next use.
    pool.on('error', onPoolError);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives power loss, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Whether the database is SQLite (else PostgreSQL), for the few statements the two write differently. */
export function isSqlite(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
