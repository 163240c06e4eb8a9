import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

type Q = Kysely<Database> | Transaction<Database>;

// Shared by the blood results' and the heart risk's repositories (decision 0077: a repository is
// imported by its own module only; a query part two of them need lives here).

/**
 * The markers (`m`) joined to the member's newest result of each (`r`): newest test, then newest
 * entry, then the larger id. The one order for every reader of "the latest value" (this list, the
 * heart risk), so a result the member sees as the latest is the one the estimate uses.
 */
export function withNewestResult(db: Q, userId: string) {
  return db
    .selectFrom('blood_markers as m')
    .innerJoin('blood_results as r', (j) =>
      j.on((eb) =>
        eb(
          'r.id',
          '=',
          eb
            .selectFrom('blood_results as n')
            .select('n.id')
            .where('n.user_id', '=', userId)
            .whereRef('n.marker_id', '=', 'm.id')
            .orderBy('n.test_date', 'desc')
            .orderBy('n.created_at', 'desc')
            .orderBy('n.id', 'desc')
            .limit(1),
        ),
      ),
    );
}
