import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { nowIso } from '../../lib/clock.js';

type Q = Kysely<Database> | Transaction<Database>;

export interface NewSession {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: string;
  idleMs: number;
  persistent: boolean;
  stage: 'full' | 'enrol';
  /** The User-Agent header and IP of the sign-in (the signed-in devices list). */
  userAgent?: string | null;
  ip?: string | null;
}

/** The longest user agent kept: real ones are a few hundred characters; the rest is not worth storing. */
export const USER_AGENT_MAX = 512;

export async function insertSession(db: Q, s: NewSession): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('sessions')
    .values({
      id: s.id,
      user_id: s.userId,
      token_hash: s.tokenHash,
      created_at: now,
      last_used_at: now,
      expires_at: s.expiresAt,
      revoked_at: null,
      idle_seconds: Math.round(s.idleMs / 1000),
      idle_expires_at: new Date(Date.now() + s.idleMs).toISOString(),
      persistent: s.persistent ? 1 : 0,
      stage: s.stage,
      user_agent: s.userAgent ? s.userAgent.slice(0, USER_AGENT_MAX) : null,
      ip: s.ip ?? null,
    })
    .execute();
}

const liveSession = compiledOnce((db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.last_used_at',
      'sessions.idle_seconds',
      'sessions.idle_expires_at',
      'sessions.expires_at',
      'sessions.stage',
      'users.role',
      'users.language',
      'users.time_zone',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.idle_expires_at', '>', now)
    .where('users.deactivated_at', 'is', null),
);

/** A session that is neither revoked, past its absolute end, idle too long, nor of a deactivated user. */
export function findLiveSession(db: Q, tokenHash: string) {
  return liveSession.first(db, tokenHash, nowIso());
}
export type LiveSessionRow = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/**
 * Marks the session used now (from `ip` when known): its idle end moves forward by its own idle limit,
 * and its user was active now.
 */
export async function touchSession(
  db: Q,
  session: { id: string; user_id: string; idle_seconds: number },
  now = Date.now(),
  ip?: string | null,
): Promise<void> {
  const at = new Date(now).toISOString();
  await db
    .updateTable('sessions')
    .set({ last_used_at: at, idle_expires_at: new Date(now + session.idle_seconds * 1000).toISOString(), ...(ip ? { ip } : {}) })
    .where('id', '=', session.id)
    .execute();
  await db.updateTable('users').set({ last_active_at: at }).where('id', '=', session.user_id).execute();
}

/** Lets an enrolling staff session into the workspace once the second factor is set up. */
export async function completeSessionStage(db: Q, id: string): Promise<void> {
  await db.updateTable('sessions').set({ stage: 'full' }).where('id', '=', id).execute();
}

export async function revokeSession(db: Q, id: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

/** Revokes every live session of a member, except `keepId` when given. */
export async function revokeUserSessions(db: Q, userId: string, keepId?: string): Promise<void> {
  let q = db.updateTable('sessions').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepId) q = q.where('id', '!=', keepId);
  await q.execute();
}

/** A member's live sessions (the signed-in devices), the most recently used first. */
export function listLiveSessions(db: Q, userId: string) {
  const now = nowIso();
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_used_at', 'user_agent', 'ip', 'persistent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('idle_expires_at', '>', now)
    .orderBy('last_used_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Revokes one live session of this user (never another user's: the id alone is not enough) and
 * says whether there was one.
 */
export async function revokeOwnSession(db: Q, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revoked, past its absolute end or idle too long: findLiveSession never returns it again. */
const dead = (now: string) => (eb: ExpressionBuilder<Database, 'sessions'>) =>
  eb.or([
    eb('revoked_at', 'is not', null),
    eb('expires_at', '<=', now),
    eb('idle_expires_at', 'is', null),
    eb('idle_expires_at', '<=', now),
  ]);

/** Deletes one user's dead sessions (through sessions_user_id_idx): each sign-in clears its own. */
export async function deleteDeadSessions(db: Q, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where(dead(nowIso())).execute();
}

/**
 * Deletes every dead session, `batch` rows per statement so no write lock is held for long, and
 * returns how many went. It reads the whole (small, because purged) table: an index on the idle end
 * would be rewritten at each session touch.
 */
export async function purgeDeadSessions(db: Q, batch = 5000): Promise<number> {
  const now = nowIso();
  let total = 0;
  for (;;) {
    const result = await db
      .deleteFrom('sessions')
      .where('id', 'in', (eb) => eb.selectFrom('sessions').select('id').where(dead(now)).limit(batch))
      .executeTakeFirst();
    const n = Number(result.numDeletedRows);
    total += n;
    if (n < batch) return total;
  }
}
