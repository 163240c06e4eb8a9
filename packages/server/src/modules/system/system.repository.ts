import { sql } from 'kysely';
import { NOT_DIRECT, readDirect, type Db } from '../../db/connection.js';

/** Throws unless the database answers a trivial query (on SQLite straight on its idle connection). */
export async function ping(db: Db): Promise<void> {
  if (readDirect(db, 'select 1') !== NOT_DIRECT) return;
  await sql`select 1`.execute(db);
}
