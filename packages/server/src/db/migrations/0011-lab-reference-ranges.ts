import type { Kysely } from 'kysely';

// The lab's own reference range of an imported result (FHIR Observation.referenceRange), in the
// marker's canonical unit: shown beside the catalogue's range for markers whose range differs between
// laboratories. Null when the lab gave none (manual entries, CSV).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blood_results').addColumn('lab_range_min', 'real').execute();
  await db.schema.alterTable('blood_results').addColumn('lab_range_max', 'real').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blood_results').dropColumn('lab_range_max').execute();
  await db.schema.alterTable('blood_results').dropColumn('lab_range_min').execute();
}
