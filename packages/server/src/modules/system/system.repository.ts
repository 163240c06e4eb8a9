import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Throws unless the database answers a trivial query. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
