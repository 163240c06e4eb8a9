import type { Kysely, Transaction } from 'kysely';
import type { Database, EmailTokenPurpose, NewUser, UserUpdate } from '../../db/schema.js';
import { newId } from '../../lib/tokens.js';
import { nowIso } from '../../lib/clock.js';
import { compiledOnce } from '../../db/compiled-once.js';

type Q = Kysely<Database> | Transaction<Database>;

export function findUserByEmail(db: Q, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

const userById = compiledOnce((db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id));

export function findUserById(db: Q, id: string) {
  return userById.first(db, id);
}

export async function insertUser(db: Q, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(db: Q, id: string, changes: UserUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Sets the member's sex only while their profile has none (a survey answer never overwrites the profile); true when set. */
export async function setSexIfUnset(db: Q, id: string, sex: 'female' | 'male'): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ sex, updated_at: nowIso() })
    .where('id', '=', id)
    .where('sex', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertEmailToken(
  db: Q,
  userId: string,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  expiresAt: string,
): Promise<void> {
  await db
    .insertInto('email_tokens')
    .values({ id: newId(), user_id: userId, purpose, token_hash: tokenHash, expires_at: expiresAt, used_at: null, created_at: nowIso() })
    .execute();
}

/** Marks a valid (unused, unexpired) token used and returns its user id, or undefined. Single use even under races. */
export async function consumeEmailToken(db: Q, purpose: EmailTokenPurpose, tokenHash: string): Promise<string | undefined> {
  const now = nowIso();
  const row = await db
    .selectFrom('email_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const res = await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1 ? row.user_id : undefined;
}

/** The user a valid (unused, unexpired) token belongs to, without using it up. */
export async function peekEmailToken(db: Q, purpose: EmailTokenPurpose, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('email_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row?.user_id;
}

/** Retires a member's outstanding tokens of one purpose (a newer link replaces older ones). */
export async function retireEmailTokens(db: Q, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function recordSecurityEvent(db: Q, type: string, userId: string | null, ip: string | null): Promise<void> {
  await db.insertInto('security_events').values({ id: newId(), type, user_id: userId, ip, created_at: nowIso() }).execute();
}
