import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseTarget, Db } from './connection.js';

/** The advisory lock's name on PostgreSQL (hashed to its 32-bit key by `hashtext`). */
const PG_LOCK = 'wellpath:start-up';
const RETRY_MS = 100;

/**
 * Runs `work` (migrations, then the content sync) while no other process does the same on this
 * database, so several copies started at once never race on the schema or the content (decision 0044):
 * - PostgreSQL: a session-level advisory lock held by one dedicated connection for the whole work;
 *   the work itself runs on the pool. A copy that dies holding it frees it with its connection.
 * - SQLite: an exclusive lock on a file beside the database (`app.db.start-up-lock`, an empty SQLite
 *   file held with `BEGIN EXCLUSIVE`): the operating system frees it when the process exits, however
 *   it exits. The database file itself cannot be locked: the server's own connection must write.
 * `onWait` is told once when another process holds the lock and this one waits for it.
 */
export async function withStartUpLock<T>(db: Db, target: DatabaseTarget, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  if (target.kind === 'postgres') {
    return db.connection().execute(async (conn) => {
      const tried = await sql<{ ok: boolean }>`select pg_try_advisory_lock(hashtext(${PG_LOCK})) as ok`.execute(conn);
      if (!tried.rows[0]?.ok) {
        onWait?.();
        await sql`select pg_advisory_lock(hashtext(${PG_LOCK}))`.execute(conn);
      }
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${PG_LOCK}))`.execute(conn);
      }
    });
  }
  if (target.file === ':memory:') return work();
  // No busy timeout: a held lock answers SQLITE_BUSY at once, and the wait below never blocks the event loop.
  const lock = new SQLite(`${target.file}.start-up-lock`, { timeout: 0 });
  try {
    for (let told = false; ;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY') throw err;
        if (!told) onWait?.();
        told = true;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
    return await work();
  } finally {
    if (lock.inTransaction) lock.exec('ROLLBACK');
    lock.close();
  }
}
