import type { Kysely, Transaction } from 'kysely';
import type { AccessLogTable, Database } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * Appends one entry; the table refuses deletes and every update but the one below (triggers of
 * migrations 0009 and 0027).
 */
export async function append(db: Q, entry: AccessLogTable): Promise<void> {
  await db.insertInto('access_log').values(entry).execute();
}

/** Newest first, keyset-paged on (created_at, id); optionally one staff member's or one member's entries. */
export function list(db: Q, filter: { staffId?: string; memberId?: string; before?: { at: string; id: string }; limit: number }) {
  let q = db
    .selectFrom('access_log as a')
    .leftJoin('users as m', 'm.id', 'a.member_id')
    .select([
      'a.id',
      'a.staff_id',
      'a.staff_name',
      'a.staff_role',
      'a.member_id',
      'a.action',
      'a.detail',
      'a.ip',
      'a.created_at',
      'm.first_name',
      'm.last_name',
    ]);
  if (filter.staffId) q = q.where('a.staff_id', '=', filter.staffId);
  if (filter.memberId) q = q.where('a.member_id', '=', filter.memberId);
  if (filter.before) {
    const { at, id } = filter.before;
    q = q.where((eb) => eb.or([eb('a.created_at', '<', at), eb.and([eb('a.created_at', '=', at), eb('a.id', '<', id)])]));
  }
  return q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(filter.limit).execute();
}

/** The members of `memberIds` for whom this staff member already has an entry of `action` at or after `since`. */
export async function loggedSince(
  db: Q,
  staffId: string,
  action: string,
  memberIds: readonly string[],
  since: string,
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('access_log')
    .select('member_id')
    .distinct()
    .where('staff_id', '=', staffId)
    .where('action', '=', action)
    .where('created_at', '>=', since)
    .where('member_id', 'in', [...memberIds])
    .execute();
  return new Set(rows.flatMap((r) => (r.member_id === null ? [] : [r.member_id])));
}

export function forMember(db: Q, memberId: string, limit: number) {
  return db
    .selectFrom('access_log')
    .select(['id', 'staff_name', 'staff_role', 'action', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Erases the details of a deleted member's entries: the log keeps who, what action, when and the ids
 * (decision 0070). The only change the table's trigger lets through.
 */
export async function eraseAccessLogDetails(db: Q, memberId: string): Promise<void> {
  await db.updateTable('access_log').set({ detail: null }).where('member_id', '=', memberId).where('detail', 'is not', null).execute();
}
