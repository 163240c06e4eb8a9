import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { smsg } from '../../i18n/index.js';
import { notFound } from '../../lib/http-errors.js';
import { keepDeleted, takeDeleted, type DeletedKind, type KeptRows } from './undo.repository.js';

type Q = Kysely<Database> | Transaction<Database>;

/** The undo came after the deletion was forgotten (decision 0036), or there was no such deletion. */
export const UNDO_TOO_LATE = smsg('api.undoTooLate');

/** One kind of the member's rows, found, added and deleted by the member's id and the row's. */
export interface MemberRowStore<K extends DeletedKind, Found> {
  find: (db: Q, userId: string, id: string) => Promise<Found | undefined>;
  insert: (db: Q, row: KeptRows<K> & { user_id: string }) => Promise<void>;
  remove: (db: Q, userId: string, id: string) => Promise<boolean>;
}

export interface UndoableRows<K extends DeletedKind, Found> {
  remove: (userId: string, id: string, now: Date) => Promise<void>;
  restore: (userId: string, id: string, now: Date) => Promise<Found | KeptRows<K>>;
}

/**
 * Deleting one of the member's rows so that it can be put back for a few minutes (decision 0036),
 * and putting it back: the same for readings, activities, measurements and medications.
 * `missing` is the 404's message when the row to delete is not the member's.
 */
export function undoableRows<K extends DeletedKind, Found>(
  db: Db,
  kind: K,
  store: MemberRowStore<K, Found>,
  missing: string,
): UndoableRows<K, Found> {
  return {
    async remove(userId: string, id: string, now: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await store.find(trx, userId, id);
        if (!row) throw notFound(missing);
        await keepDeleted(trx, userId, kind, id, row, now);
        await store.remove(trx, userId, id);
      });
    },
    /** The row as it was, id included; again after it is back, the row as it is. */
    async restore(userId: string, id: string, now: Date): Promise<Found | KeptRows<K>> {
      const row = await db.transaction().execute(async (trx) => {
        const kept = await takeDeleted(trx, userId, kind, id, now);
        if (!kept) return store.find(trx, userId, id);
        await store.insert(trx, { ...kept, user_id: userId });
        return kept;
      });
      if (!row) throw notFound(UNDO_TOO_LATE);
      return row;
    },
  };
}
