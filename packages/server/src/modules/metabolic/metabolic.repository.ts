import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

// The metabolic-syndrome summary's own reads (decision 0102), scoped by the member's id.

/** The member's sex, role, time zone and waist population choice. */
export function memberForMetabolic(db: Q, userId: string) {
  return db.selectFrom('users').select(['id', 'role', 'sex', 'time_zone', 'waist_population']).where('id', '=', userId).executeTakeFirst();
}

/** Keeps the member's waist population (null: the default). */
export async function setWaistPopulation(db: Q, userId: string, population: string | null, at: string): Promise<void> {
  await db.updateTable('users').set({ waist_population: population, updated_at: at }).where('id', '=', userId).execute();
}
