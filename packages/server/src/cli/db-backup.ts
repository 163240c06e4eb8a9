// A consistent copy of the SQLite database while the server runs (decision 0044):
//   npm run db:backup [-- --out <file or folder>]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { backupSqlite, backupTarget } from '../db/backup.js';

const USAGE = `Usage: npm run db:backup [-- --out <file or folder>]
  Copies the SQLite database (DATA_DIR/app.db) while the server runs, to a dated file
  (app-2026-05-01T10-22-33Z.db) in DATA_DIR/backups/, in the folder given, or to the file given.`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  if (config.database.kind === 'postgres') {
    console.error(
      'db:backup copies the SQLite database, and DATABASE_URL points at PostgreSQL. Back PostgreSQL up with\n' +
        '  pg_dump --format=custom --file=wellpath-$(date +%F).dump "$DATABASE_URL"\n' +
        'and restore with pg_restore (docs/deploy.md, "Backups").',
    );
    return 1;
  }
  try {
    const target = backupTarget(args.out, path.join(config.dataDir, 'backups'));
    const { file, bytes } = await backupSqlite(config.database.file, target);
    console.log(`Backed up ${config.database.file} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB, integrity check ok).`);
    return 0;
  } catch (err) {
    console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

process.exitCode = await main();
