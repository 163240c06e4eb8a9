import type { Db } from '../db/connection.js';
import { addMs, DAY_MS } from '../lib/clock.js';
import { hashToken, newId, randomToken } from '../lib/tokens.js';
import { insertSession, insertUser } from '../modules/user/user.service.js';

/**
 * A signed-in member for a benchmark (bench-load, bench-import-batches): a verified account with
 * agreements accepted, created `at`, and a full session of a day. Its session token.
 */
export async function benchMember(
  db: Db,
  who: { email: (userId: string) => string; firstName: string; lastName: string; passwordHash: string },
  at: string,
): Promise<string> {
  const userId = newId();
  await insertUser(db, {
    id: userId,
    email: who.email(userId),
    password_hash: who.passwordHash,
    first_name: who.firstName,
    last_name: who.lastName,
    date_of_birth: '1975-01-01',
    street: '1 Main St',
    city: 'Ottawa',
    province: 'ON',
    postal_code: 'K1A 0B1',
    email_verified_at: at,
    agreements_accepted_at: at,
    created_at: at,
    updated_at: at,
    sex: null,
  });
  const token = randomToken(32);
  await insertSession(db, {
    id: newId(),
    userId,
    tokenHash: hashToken(token),
    expiresAt: addMs(at, DAY_MS),
    idleMs: DAY_MS,
    persistent: false,
    stage: 'full',
  });
  return token;
}
