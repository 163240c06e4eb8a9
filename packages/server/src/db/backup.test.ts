import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './connection.js';
import { migrateToLatest } from './migrate.js';
import { backupSqlite, backupTarget } from './backup.js';
import { enqueueMail, OutboxKey } from '../mail/outbox.js';
import { REPO_ROOT } from '../test/helpers.js';

const CLI = path.join(REPO_ROOT, 'packages/server/src/cli/db-backup.ts');
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-backup-'));
  dirs.push(d);
  return d;
}

/** `npm run db:backup` as its own process, as an operator runs it beside the server. */
function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', CLI, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

const row = (i: number) => ({
  kind: 'password-changed' as const,
  to: `m${i}@example.ca`,
  subject: `#${i}`,
  text: 'x'.repeat(2000),
  html: 'H',
  sealWith: new OutboxKey(randomBytes(32)),
});

describe('npm run db:backup', () => {
  it('copies a live database while the server writes: the copy is whole and holds every row written before it began', async () => {
    const dataDir = tempDir();
    const db = createDb({ kind: 'sqlite', file: path.join(dataDir, 'app.db') });
    try {
      await migrateToLatest(db);
      // A few megabytes, so the copy takes a while.
      for (let i = 0; i < 2000; i += 200)
        await db.transaction().execute(async (trx) => {
          for (let j = i; j < i + 200; j++) await enqueueMail(trx, row(j));
        });
      let written = 2000;
      let writing = true;
      const writer = (async () => {
        while (writing) {
          await enqueueMail(db, row(written));
          written += 1;
        }
      })();
      const writtenBefore = written;
      const backup = await runCli(['--out', path.join(dataDir, 'copies') + path.sep], { DATA_DIR: dataDir });
      const writtenAfter = written;
      writing = false;
      await writer;

      expect(backup.code, backup.output).toBe(0);
      expect(writtenAfter).toBeGreaterThan(writtenBefore);
      const files = fs.readdirSync(path.join(dataDir, 'copies'));
      expect(files).toEqual([expect.stringMatching(/^app-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/)]);
      const file = path.join(dataDir, 'copies', files[0]!);
      expect(backup.output).toContain(`to ${file}`);
      const copy = new SQLite(file, { readonly: true, fileMustExist: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
        const numbers = (copy.prepare('select subject from mail_outbox').pluck().all() as string[])
          .map((s) => Number(s.slice(1)))
          .sort((a, b) => a - b);
        // One moment's snapshot: rows 0..n-1 without a gap, n at least what was written before the start.
        expect(numbers.length).toBeGreaterThanOrEqual(writtenBefore);
        expect(numbers.length).toBeLessThanOrEqual(written);
        expect(numbers.every((n, i) => n === i)).toBe(true);
        const migrations = copy.prepare('select count(*) from kysely_migration').pluck().get();
        expect(migrations).toBeGreaterThan(10);
      } finally {
        copy.close();
      }
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('refuses on PostgreSQL and points at pg_dump', async () => {
    const result = await runCli([], { DATA_DIR: tempDir(), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('pg_dump --format=custom');
  }, 30_000);

  it('says so when there is no database, and never overwrites a file', async () => {
    const dir = tempDir();
    await expect(backupSqlite(path.join(dir, 'app.db'), path.join(dir, 'copy.db'))).rejects.toThrow(/no SQLite database at/);
    const source = path.join(dir, 'source.db');
    new SQLite(source).exec('create table t (x); insert into t values (1)');
    fs.writeFileSync(path.join(dir, 'copy.db'), 'keep me');
    await expect(backupSqlite(source, path.join(dir, 'copy.db'))).rejects.toThrow(/never overwrites/);
    expect(fs.readFileSync(path.join(dir, 'copy.db'), 'utf8')).toBe('keep me');
  });

  it('writes a dated file in the default folder or a folder given, else the file given', () => {
    const at = new Date('2026-05-01T10:22:33.456Z');
    expect(backupTarget(undefined, '/data/backups', at)).toBe('/data/backups/app-2026-05-01T10-22-33Z.db');
    expect(backupTarget('/srv/copies/', '/data/backups', at)).toBe('/srv/copies/app-2026-05-01T10-22-33Z.db');
    expect(backupTarget(os.tmpdir(), '/data/backups', at)).toBe(path.join(os.tmpdir(), 'app-2026-05-01T10-22-33Z.db'));
    expect(backupTarget('/srv/tonight.db', '/data/backups', at)).toBe('/srv/tonight.db');
  });
});
