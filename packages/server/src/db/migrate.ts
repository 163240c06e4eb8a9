import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connection.js';
import * as m0001 from './migrations/0001-accounts.js';
import * as m0002 from './migrations/0002-recommendations.js';
import * as m0003 from './migrations/0003-catalogue.js';
import * as m0004 from './migrations/0004-program-enrolments.js';
import * as m0005 from './migrations/0005-health-tracking.js';
import * as m0006 from './migrations/0006-education-coaches.js';
import * as m0007 from './migrations/0007-outbox-keeps-metadata-only.js';

/** Migrations are listed here (not read from disk) so the built server needs no file scanning. */
const migrations: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0002-recommendations': m0002,
  '0003-catalogue': m0003,
  '0004-program-enrolments': m0004,
  '0005-health-tracking': m0005,
  '0006-education-coaches': m0006,
  '0007-outbox-keeps-metadata-only': m0007,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Brings the schema up to date; each migration runs in a transaction. Throws on failure. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
