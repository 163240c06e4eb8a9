import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from './schema.js';

type Q = Kysely<Database> | Transaction<Database>;

// Shared by the vitals' and the care notes' repositories (decision 0077: a query part two modules'
// repositories need lives here).

/** The tables whose rows can be sent again: a natural key of some columns and a creation time. */
type SentAgainTable = 'activities' | 'care_notes' | 'care_note_addenda';

/**
 * The oldest row of `table` written since `since` whose columns hold these values: the same row sent
 * again (a retry, a second click). Pass the transaction holding the lock its writers take.
 */
export function findSentAgain<T extends SentAgainTable>(db: Q, table: T, key: Partial<Selectable<Database[T]>>, since: string) {
  // Kysely's builders cannot follow a generic table name; every one of these has `id` and `created_at`.
  const t: SentAgainTable = table;
  return db
    .selectFrom(t)
    .selectAll()
    .where((eb) => eb.and(key))
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}
