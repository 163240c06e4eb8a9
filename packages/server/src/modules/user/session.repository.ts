import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';

type Q = Kysely<Database> | Transaction<Database>;

export async function insertSession(db: Q, s: { id: string; userId: string; tokenHash: string; expiresAt: string }): Promise<void> {
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
    })
    .execute();
}

export function findLiveSession(db: Q, tokenHash: string, idleCutoff: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .where('last_used_at', '>', idleCutoff)
    .executeTakeFirst();
}

export async function touchSession(db: Q, id: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: nowIso() }).where('id', '=', id).execute();
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
