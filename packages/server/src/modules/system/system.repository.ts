import { sql } from 'kysely';
import { NOT_DIRECT, readDirect, type Db } from '../../db/connection.js';

/**
 * Throws (or rejects) unless the database answers a trivial query: on SQLite at once, straight on
 * its idle connection; otherwise a promise.
 */
export function ping(db: Db): void | Promise<void> {
  if (readDirect(db, 'select 1') !== NOT_DIRECT) return;
  return sql`select 1`.execute(db).then(() => undefined);
}
