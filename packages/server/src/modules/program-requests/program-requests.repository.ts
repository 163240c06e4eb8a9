import type { Kysely, Transaction } from 'kysely';
import type { Database, ProgramRequestStatus } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';

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
    })
    .execute();
}

function requests(db: Q) {
  return db
    .selectFrom('program_requests as r')
    .leftJoin('pillars as p', 'p.id', 'r.pillar_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.topic',
      'r.message',
      'r.status',
      'r.reply',
      'r.created_at',
      'r.updated_at',
      'r.replied_at',
      'p.id as pillar_id',
      'p.name as pillar_name',
      'p.slug as pillar_slug',
      'u.email',
      'u.first_name',
      'u.last_name',
    ]);
}

/** A member's requests, newest first; with no member, every request (for the care team's script). */
export function listRequests(db: Q, userId?: string) {
  let q = requests(db);
  if (userId) q = q.where('r.user_id', '=', userId);
  return q.orderBy('r.created_at', 'desc').orderBy('r.id').execute();
}

/** One of the member's requests. */
export function findRequest(db: Q, userId: string, id: string) {
  return requests(db).where('r.user_id', '=', userId).where('r.id', '=', id).executeTakeFirst();
}
export type RequestRow = Awaited<ReturnType<typeof listRequests>>[number];

export async function answerRequest(db: Q, id: string, status: ProgramRequestStatus, reply: string | null): Promise<boolean> {
  const at = nowIso();
  const res = await db
    .updateTable('program_requests')
    .set({ status, reply, updated_at: at, replied_at: reply ? at : null })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
