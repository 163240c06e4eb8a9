import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { STAFF_ROLES } from '@wellpath/shared/staff/roles';
import type { Database } from '../../db/schema.js';
import { activeStaffIn, isActiveStaffIn } from '../../db/active-staff.js';
import { namesOf } from '../../db/names-of.js';

type Q = Kysely<Database> | Transaction<Database>;

// ---- Who may own a request or a thread (decision 0100) --------------------------------------------

/** Active staff accounts (every role), by name: who may own a programme request or a message thread. */
export function activeStaff(db: Q) {
  return activeStaffIn(db, STAFF_ROLES);
}

export function isActiveStaff(db: Q, userId: string): Promise<boolean> {
  return isActiveStaffIn(db, userId, STAFF_ROLES);
}

/**
 * A closed staff account's message threads and open programme requests go back to the pool (decision
 * 0120): left with their owner, they would be in nobody's My work and nobody's digest.
 */
export async function releaseOwnedBy(db: Q, staffId: string, at: string): Promise<void> {
  await db.updateTable('message_threads').set({ assigned_to: null, assigned_at: at }).where('assigned_to', '=', staffId).execute();
  await db
    .updateTable('program_requests')
    .set({ assigned_to: null, assigned_at: at })
    .where('assigned_to', '=', staffId)
    .where('status', 'in', ['pending', 'in_review'])
    .execute();
}

// ---- My work ------------------------------------------------------------------------------------

/** The member's (`m`) and the owner's (`o`) names on a work list's row. */
const MEMBER_AND_OWNER = [...namesOf('m', 'member'), ...namesOf('o', 'owner')] as const;

/** Open alerts (not resolved): the caller's, and the pool's; the service keeps what is due. */
export function openAlerts(db: Q, staffId: string, limit: number) {
  return db
    .selectFrom('alerts as a')
    .leftJoin('users as m', 'm.id', 'a.user_id')
    .leftJoin('users as o', 'o.id', 'a.assigned_to')
    .select([
      'a.id',
      'a.kind',
      'a.user_id',
      'a.created_at',
      'a.due_at',
      'a.acknowledged_at',
      'a.assigned_to',
      'a.member_deleted_at',
      ...MEMBER_AND_OWNER,
    ])
    .where('a.resolved_at', 'is', null)
    .where((eb) => eb.or([eb('a.assigned_to', 'is', null), eb('a.assigned_to', '=', staffId)]))
    .orderBy('a.created_at')
    .limit(limit)
    .execute();
}

/**
 * The caller's or still the pool's: owned by nobody, by the caller, or by a closed account (decision
 * 0120: those closed before their work was released at deactivation), so it is in someone's list and
 * digest. `assignedTo` names the owner column (`t.assigned_to` under an alias).
 */
function mineOrPool(assignedTo: string, staffId: string) {
  const owner = sql.ref(assignedTo);
  return sql<SqlBool>`(${owner} is null or ${owner} = ${staffId} or ${owner} in (select id from users where deactivated_at is not null))`;
}

/** Threads waiting for the care team's reply: the caller's, and the pool's (unassigned, or a closed account's). */
export function waitingThreads(db: Q, staffId: string, limit: number) {
  return db
    .selectFrom('message_threads as t')
    .innerJoin('users as m', 'm.id', 't.user_id')
    .leftJoin('users as o', 'o.id', 't.assigned_to')
    .select(['t.id', 't.subject', 't.user_id', 't.updated_at', 't.created_at', 't.assigned_to', ...MEMBER_AND_OWNER])
    .where('t.last_author_role', '=', 'member')
    .where(mineOrPool('t.assigned_to', staffId))
    .orderBy('t.updated_at')
    .limit(limit)
    .execute();
}

/** Requests still to answer (pending or in review): the caller's, and the pool's (as threads). */
export function openRequests(db: Q, staffId: string, limit: number) {
  return db
    .selectFrom('program_requests as r')
    .innerJoin('users as m', 'm.id', 'r.user_id')
    .leftJoin('users as o', 'o.id', 'r.assigned_to')
    .select(['r.id', 'r.topic', 'r.status', 'r.user_id', 'r.created_at', 'r.assigned_to', ...MEMBER_AND_OWNER])
    .where('r.status', 'in', ['pending', 'in_review'])
    .where(mineOrPool('r.assigned_to', staffId))
    .orderBy('r.created_at')
    .limit(limit)
    .execute();
}

/** Weight losses still to review (decisions 0103, 0121): the clinicians' pool's, oldest first. */
export function openWeightReviews(db: Q, limit: number) {
  return db
    .selectFrom('weight_reviews as w')
    .innerJoin('users as m', 'm.id', 'w.user_id')
    .select(['w.id', 'w.reason', 'w.user_id', 'w.raised_at', ...namesOf('m', 'member')])
    .where('w.reviewed_at', 'is', null)
    .orderBy('w.raised_at')
    .orderBy('w.id')
    .limit(limit)
    .execute();
}

// ---- Digests (decision 0101) ----------------------------------------------------------------------

/** Active staff with a verified address, their language and their digest row (absent before their first pass). */
export function digestRecipients(db: Q) {
  return db
    .selectFrom('users as u')
    .leftJoin('care_digests as d', 'd.staff_id', 'u.id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.language', 'u.role', 'd.covered_until', 'd.sent_at'])
    .where('u.role', 'in', ['coach', 'clinician', 'admin'])
    .where('u.deactivated_at', 'is', null)
    .where('u.email_verified_at', 'is not', null)
    .orderBy('u.id')
    .execute();
}

/** A staff member's first pass starts their digest now: nothing before it is e-mailed. */
export async function startDigest(db: Q, staffId: string, at: string): Promise<void> {
  await db
    .insertInto('care_digests')
    .values({ staff_id: staffId, covered_until: at, sent_at: null })
    .onConflict((oc) => oc.column('staff_id').doNothing())
    .execute();
}

/**
 * What arrived for a staff member in (from, to]: member messages in their threads or the pool's
 * (a thread counts once), new requests assigned to them or in the pool.
 */
export async function newWorkFor(
  db: Q,
  staffId: string,
  from: string,
  to: string,
): Promise<{ messages: number; requests: number; handovers: number }> {
  const [threads, requests, handovers] = await Promise.all([
    db
      .selectFrom('message_threads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('last_author_role', '=', 'member')
      .where('updated_at', '>', from)
      .where('updated_at', '<=', to)
      .where(mineOrPool('assigned_to', staffId))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('program_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>', from)
      .where('created_at', '<=', to)
      .where('status', 'in', ['pending', 'in_review'])
      .where(mineOrPool('assigned_to', staffId))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('care_handovers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('staff_id', '=', staffId)
      .where('at', '>', from)
      .where('at', '<=', to)
      .executeTakeFirstOrThrow(),
  ]);
  return { messages: Number(threads.n), requests: Number(requests.n), handovers: Number(handovers.n) };
}

// ---- Work taken over from its owner (decision 0110) ------------------------------------------------

const OWNED = { alert: 'alerts', thread: 'message_threads', request: 'program_requests' } as const;
export type OwnedKind = keyof typeof OWNED;

/** Who owns an alert, a thread or a request now (null: the pool); undefined when there is no such row. */
export async function ownerOf(db: Q, kind: OwnedKind, id: string): Promise<string | null | undefined> {
  const row = await db.selectFrom(OWNED[kind]).select('assigned_to').where('id', '=', id).executeTakeFirst();
  return row ? row.assigned_to : undefined;
}

export async function insertHandover(db: Q, row: Database['care_handovers']): Promise<void> {
  await db.insertInto('care_handovers').values(row).execute();
}

/** What was taken over from the staff member since `since`, newest first, with the member's name. */
export function handoversFor(db: Q, staffId: string, since: string, limit: number) {
  return db
    .selectFrom('care_handovers as h')
    .innerJoin('users as m', 'm.id', 'h.member_id')
    .select(['h.id', 'h.item_kind', 'h.item_id', 'h.member_id', 'h.taken_by_name', 'h.at', 'm.first_name', 'm.last_name'])
    .where('h.staff_id', '=', staffId)
    .where('h.at', '>', since)
    .orderBy('h.at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The claim (decision 0101): moves the staff member's digest from `from` to `to` only if no other
 * copy moved it. One row updated means this transaction sends the digest. On PostgreSQL a second
 * copy waits for the row lock, re-reads the row, finds `covered_until` changed and updates nothing.
 */
export async function claimDigest(db: Q, staffId: string, from: string, to: string, sent: boolean): Promise<boolean> {
  const res = await db
    .updateTable('care_digests')
    .set(sent ? { covered_until: to, sent_at: to } : { covered_until: to })
    .where('staff_id', '=', staffId)
    .where('covered_until', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
