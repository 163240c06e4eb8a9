import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely/migration';
import type { Db } from './connection.js';
import * as m0001 from './migrations/0001-accounts.js';
import * as m0002 from './migrations/0002-recommendations.js';
import * as m0003 from './migrations/0003-catalogue.js';
import * as m0004 from './migrations/0004-program-enrolments.js';
import * as m0005 from './migrations/0005-health-tracking.js';
import * as m0006 from './migrations/0006-education-coaches.js';
import * as m0007 from './migrations/0007-outbox-keeps-metadata-only.js';
import * as m0008 from './migrations/0008-one-provenance-column.js';
import * as m0009 from './migrations/0009-sessions-staff-alerts-access-log.js';
import * as m0010 from './migrations/0010-member-search-indexes.js';
import * as m0011 from './migrations/0011-lab-reference-ranges.js';
import * as m0012 from './migrations/0012-foreign-key-indexes.js';
import * as m0013 from './migrations/0013-programme-schedules.js';
import * as m0014 from './migrations/0014-conditions-from-answers.js';
import * as m0015 from './migrations/0015-education-search.js';
import * as m0016 from './migrations/0016-reminders.js';
import * as m0017 from './migrations/0017-session-devices.js';
import * as m0018 from './migrations/0018-outbox-claims.js';
import * as m0019 from './migrations/0019-conditions-from-earlier-answers.js';
import * as m0020 from './migrations/0020-user-language.js';
import * as m0021 from './migrations/0021-idempotency-keys.js';
import * as m0022 from './migrations/0022-alerts-outlive-the-account.js';
import * as m0023 from './migrations/0023-type-1-diabetes-from-answers.js';
import * as m0024 from './migrations/0024-censored-lab-values.js';
import * as m0025 from './migrations/0025-non-finite-lab-values.js';
import * as m0026 from './migrations/0026-outbox-sealed.js';
import * as m0027 from './migrations/0027-access-log-details-of-deleted-members.js';
import * as m0028 from './migrations/0028-member-time-zone.js';
import * as m0029 from './migrations/0029-undo-deletions.js';
import * as m0030 from './migrations/0030-choices-by-key.js';
import * as m0031 from './migrations/0031-body-measurements.js';
import * as m0032 from './migrations/0032-alert-owners-and-escalation.js';
import * as m0033 from './migrations/0033-care-notes-and-entered-by.js';
import * as m0034 from './migrations/0034-medications.js';
import * as m0035 from './migrations/0035-member-targets.js';
import * as m0037 from './migrations/0037-education-search-in-french.js';
import * as m0038 from './migrations/0038-appointments.js';
import * as m0039 from './migrations/0039-outcomes-and-outreach.js';
import * as m0040 from './migrations/0040-care-work-owners-and-digests.js';
import * as m0041 from './migrations/0041-waist-population-and-weight-review.js';
import * as m0042 from './migrations/0042-imports-from-apps.js';
import * as m0043 from './migrations/0043-care-handovers.js';
import * as m0044 from './migrations/0044-medication-daily-check.js';
import * as m0045 from './migrations/0045-member-last-logged.js';
import * as m0046 from './migrations/0046-saved-filters.js';

/** Migrations are listed here (not read from disk) so the built server needs no file scanning. */
const migrations: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0002-recommendations': m0002,
  '0003-catalogue': m0003,
  '0004-program-enrolments': m0004,
  '0005-health-tracking': m0005,
  '0006-education-coaches': m0006,
  '0007-outbox-keeps-metadata-only': m0007,
  '0008-one-provenance-column': m0008,
  '0009-sessions-staff-alerts-access-log': m0009,
  '0010-member-search-indexes': m0010,
  '0011-lab-reference-ranges': m0011,
  '0012-foreign-key-indexes': m0012,
  '0013-programme-schedules': m0013,
  '0014-conditions-from-answers': m0014,
  '0015-education-search': m0015,
  '0016-reminders': m0016,
  '0017-session-devices': m0017,
  '0018-outbox-claims': m0018,
  '0019-conditions-from-earlier-answers': m0019,
  '0020-user-language': m0020,
  '0021-idempotency-keys': m0021,
  '0022-alerts-outlive-the-account': m0022,
  '0023-type-1-diabetes-from-answers': m0023,
  '0024-censored-lab-values': m0024,
  '0025-non-finite-lab-values': m0025,
  '0026-outbox-sealed': m0026,
  '0027-access-log-details-of-deleted-members': m0027,
  '0028-member-time-zone': m0028,
  '0029-undo-deletions': m0029,
  '0030-choices-by-key': m0030,
  '0031-body-measurements': m0031,
  '0032-alert-owners-and-escalation': m0032,
  '0033-care-notes-and-entered-by': m0033,
  '0034-medications': m0034,
  '0035-member-targets': m0035,
  '0037-education-search-in-french': m0037,
  '0038-appointments': m0038,
  '0039-outcomes-and-outreach': m0039,
  '0040-care-work-owners-and-digests': m0040,
  '0041-waist-population-and-weight-review': m0041,
  '0042-imports-from-apps': m0042,
  '0043-care-handovers': m0043,
  '0044-medication-daily-check': m0044,
  '0045-member-last-logged': m0045,
  '0046-saved-filters': m0046,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Brings the schema up to date; each migration runs in a transaction. Throws on failure. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return migrate(db, (m) => m.migrateToLatest());
}

/** Runs the migrations up (or down) to the named one: for tests that check a migration carries data over. */
export async function migrateTo(db: Db, name: string): Promise<string[]> {
  return migrate(db, (m) => m.migrateTo(name));
}

async function migrate(db: Db, run: (m: Migrator) => Promise<MigrationResultSet>): Promise<string[]> {
  const { error, results } = await run(new Migrator({ db, provider: new StaticProvider() }));
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
