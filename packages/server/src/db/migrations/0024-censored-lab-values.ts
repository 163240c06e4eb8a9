import type { Kysely } from 'kysely';

// Lab values as labs write them (decision 0068). `comparator` keeps a censored value's sign: a lab
// that reports "<0.3" or ">90" gives a bound, not a measurement; the value column holds the bound and
// the comparator ('<', '<=', '>=', '>', FHIR's Quantity.comparator) says which side the result lies
// on. Null for an ordinary value. `loinc_code` is the code the lab used (direct LDL 18262-6 against
// calculated 13457-7), so an export names the test that was done; null for values typed in by hand.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blood_results').addColumn('comparator', 'text').execute();
  await db.schema.alterTable('blood_results').addColumn('loinc_code', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blood_results').dropColumn('loinc_code').execute();
  await db.schema.alterTable('blood_results').dropColumn('comparator').execute();
}
