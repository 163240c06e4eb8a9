import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, ProgramRequestStatus, ProgramRequestTable } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { namesOf } from '../../db/names-of.js';

type Q = Kysely<Database> | Transaction<Database>;

export async function insertRequest(
  db: Q,
  r: { id: string; userId: string; topic: string; pillarId: string | null; message: string },
): Promise<void> {
  const at = nowIso();
  await db
    .insertInto('program_requests')
    .values({
      id: r.id,
      user_id: r.userId,
      topic: r.topic,
      pillar_id: r.pillarId,
      message: r.message,
      status: 'pending',
      reply: null,
      created_at: at,
      updated_at: at,
      replied_at: null,
      replied_by: null,
    })
    .execute();
}

/** Requests with their pillar, the member, and the staff member who last replied. */
function requests(db: Q) {
  return (
    db
      .selectFrom('program_requests as r')
      .leftJoin('pillars as p', 'p.id', 'r.pillar_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('users as s', 's.id', 'r.replied_by')
      .leftJoin('users as o', 'o.id', 'r.assigned_to')
      .leftJoin('programs as sp', 'sp.id', 'r.started_program_id')
      // Every column of the request (its pillar_id is the joined pillar's id).
      .selectAll('r')
      .select([
        'p.name as pillar_name',
        'p.slug as pillar_slug',
        'u.email',
        'u.language',
        'u.time_zone',
        'u.first_name',
        'u.last_name',
        ...namesOf('s', 'replier'),
        ...namesOf('o', 'owner'),
        'sp.key as started_program_key',
        'sp.title as started_program_title',
      ])
  );
}

/** A member's requests, newest first. */
export function listRequests(db: Q, userId: string) {
  return requests(db).where('r.user_id', '=', userId).orderBy('r.created_at', 'desc').orderBy('r.id').execute();
}

/** The care team's inbox: pending first, then in review, then the rest; newest first within each. */
export function listForStaff(db: Q, status: ProgramRequestStatus | undefined, limit: number) {
  let q = requests(db);
  if (status) q = q.where('r.status', '=', status);
  return q
    .orderBy(sql`case r.status when 'pending' then 0 when 'in_review' then 1 else 2 end`)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** Any member's request, for the care team. */
export function findForStaff(db: Q, id: string) {
  return requests(db).where('r.id', '=', id).executeTakeFirst();
}

/** One of the member's requests. */
export function findRequest(db: Q, userId: string, id: string) {
  return requests(db).where('r.user_id', '=', userId).where('r.id', '=', id).executeTakeFirst();
}
export type RequestRow = Awaited<ReturnType<typeof listRequests>>[number];

export async function updateRequest(
  db: Q,
  id: string,
  changes: Pick<
    Updateable<ProgramRequestTable>,
    'status' | 'reply' | 'replied_at' | 'replied_by' | 'updated_at' | 'started_program_id' | 'started_at'
  >,
): Promise<void> {
  await db.updateTable('program_requests').set(changes).where('id', '=', id).execute();
}

/** Gives a request its owner (null: the pool). */
export async function assign(db: Q, id: string, to: string | null, at: string): Promise<void> {
  await db.updateTable('program_requests').set({ assigned_to: to, assigned_at: at }).where('id', '=', id).execute();
}

/** The programmes the care team may start for a member (not archived), in catalogue order. */
export function startablePrograms(db: Q) {
  return db.selectFrom('programs').select(['id', 'key', 'title']).where('archived', '=', 0).orderBy('sort_order').orderBy('key').execute();
}
