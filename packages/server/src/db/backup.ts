import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export interface BackupResult {
  file: string;
  bytes: number;
}

/** `app-2026-05-01T10-22-33Z.db`: sorts by time, and holds no character a file system refuses. */
export function datedBackupName(now = new Date()): string {
  return `app-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z.db`;
}

/**
 * Where a backup goes: `out` unset, a dated file in `defaultDir`; `out` an existing folder (or a
 * path ending in a separator), a dated file in it; anything else, that file.
 */
export function backupTarget(out: string | undefined, defaultDir: string, now = new Date()): string {
  if (!out) return path.join(defaultDir, datedBackupName(now));
  const isDir = /[\\/]$/.test(out) || (fs.existsSync(out) && fs.statSync(out).isDirectory());
  return isDir ? path.join(out, datedBackupName(now)) : path.resolve(out);
}

/**
 * Copies a live SQLite database with SQLite's online backup API (better-sqlite3's `backup()`) while
 * the server keeps writing (decision 0044). The copy is one consistent snapshot: every page is
 * copied in a single step, under one read transaction, which in WAL mode never blocks the server's
 * writes (copying page by page would start over each time the server wrote in between, and might
 * never finish on a busy database). It is written beside the target as `.partial`, switched to a
 * self-contained rollback-journal file, checked with `PRAGMA integrity_check`, and only then renamed
 * into place, so a file with the final name is always a whole, checked backup. An existing file is
 * never overwritten.
 */
export async function backupSqlite(source: string, target: string): Promise<BackupResult> {
  if (!fs.existsSync(source)) throw new Error(`There is no SQLite database at ${source}.`);
  if (fs.existsSync(target)) throw new Error(`${target} exists already; a backup never overwrites a file.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  const db = new SQLite(source, { fileMustExist: true });
  try {
    // The first step only counts the pages; the answer makes the next step copy all of them at once.
    await db.backup(partial, { progress: () => 0x7fffffff });
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    db.close();
  }
  try {
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      // The source runs in WAL mode; the copy stands alone, with no -wal or -shm file beside it.
      copy.pragma('journal_mode = DELETE');
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`The copy failed SQLite's integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
    fs.renameSync(partial, target);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  return { file: target, bytes: fs.statSync(target).size };
}
