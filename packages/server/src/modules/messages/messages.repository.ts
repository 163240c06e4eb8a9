import type { Kysely, Transaction } from 'kysely';
import type { Insertable, Updateable } from 'kysely';
import type { Database, MessageThreadTable, ThreadMessageTable } from '../../db/schema.js';
import { namesOf } from '../../db/names-of.js';

type Q = Kysely<Database> | Transaction<Database>;

/** Threads with the names the lists show: the member, the coach, the staff member it is assigned to. */
function threads(db: Q) {
  return db
    .selectFrom('message_threads as t')
    .innerJoin('users as m', 'm.id', 't.user_id')
    .leftJoin('coaches as c', 'c.id', 't.coach_id')
    .leftJoin('users as s', 's.id', 't.assigned_to')
    .selectAll('t')
    .select([...namesOf('m', 'member'), 'c.name as coach_name', ...namesOf('s', 'staff')]);
}
export type ThreadRow = Awaited<ReturnType<ReturnType<typeof threads>['execute']>>[number];

/** The member's threads, latest first; always scoped to the member. */
export function listForMember(db: Q, userId: string) {
  return threads(db).where('t.user_id', '=', userId).orderBy('t.updated_at', 'desc').limit(200).execute();
}

export function findForMember(db: Q, userId: string, id: string) {
  return threads(db).where('t.user_id', '=', userId).where('t.id', '=', id).executeTakeFirst();
}

/** Threads with a staff message the member has not read. */
export async function unreadForMember(db: Q, userId: string): Promise<number> {
  const row = await db
    .selectFrom('message_threads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('last_author_role', '=', 'staff')
    .where((eb) => eb.or([eb('member_read_at', 'is', null), eb('member_read_at', '<', eb.ref('updated_at'))]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Threads for the care team: assigned to one staff member, unassigned, or all; optionally one member's. */
export function listForStaff(db: Q, filter: { assignedTo?: string | null; memberId?: string }) {
  let q = threads(db);
  if (filter.assignedTo === null) q = q.where('t.assigned_to', 'is', null);
  else if (filter.assignedTo !== undefined) q = q.where('t.assigned_to', '=', filter.assignedTo);
  if (filter.memberId) q = q.where('t.user_id', '=', filter.memberId);
  return q.orderBy('t.updated_at', 'desc').limit(200).execute();
}

export function findForStaff(db: Q, id: string) {
  return threads(db).where('t.id', '=', id).executeTakeFirst();
}

/** The messages of some threads, oldest first, with their authors' names. */
export function messagesOf(db: Q, threadIds: string[]) {
  if (threadIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('thread_messages as x')
    .leftJoin('users as a', 'a.id', 'x.author_id')
    .select(['x.id', 'x.thread_id', 'x.author_role', 'x.body', 'x.created_at', 'a.first_name', 'a.last_name'])
    .where('x.thread_id', 'in', threadIds)
    .orderBy('x.created_at')
    .orderBy('x.id')
    .execute();
}
export type MessageRow = Awaited<ReturnType<typeof messagesOf>>[number];

export async function insertThread(db: Q, row: Insertable<MessageThreadTable>): Promise<void> {
  await db.insertInto('message_threads').values(row).execute();
}

export async function insertMessage(db: Q, row: ThreadMessageTable): Promise<void> {
  await db.insertInto('thread_messages').values(row).execute();
}

export async function touchThread(db: Q, id: string, changes: Updateable<MessageThreadTable>): Promise<void> {
  await db.updateTable('message_threads').set(changes).where('id', '=', id).execute();
}

/** The staff account of a coach profile, if the coach has one (messages to the coach go to them). */
export async function staffOfCoach(db: Q, coachId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('coach_id', '=', coachId)
    .where('role', '!=', 'member')
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}
