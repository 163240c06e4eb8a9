import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/tokens.js';

type Q = Kysely<Database> | Transaction<Database>;

/** Every staff account (not the members), by name. */
export function listStaffUsers(db: Q): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('role', '!=', 'member').orderBy('last_name').orderBy('first_name').execute();
}

/** A new, unconfirmed second-factor key (sealed) in place of any other; the second factor is off until confirmed. */
export async function startSecondFactor(db: Q, userId: string, sealedSecret: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: sealedSecret, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
}

export function findSecondFactor(db: Q, userId: string) {
  return db.selectFrom('users').select(['totp_secret', 'totp_enabled_at']).where('id', '=', userId).executeTakeFirst();
}

/** The second factor is on, the step of the code that confirmed it spent. */
export async function enableSecondFactor(db: Q, userId: string, step: number): Promise<void> {
  await db.updateTable('users').set({ totp_enabled_at: nowIso(), totp_last_step: step }).where('id', '=', userId).execute();
}

/** The key and every recovery code go. */
export async function removeSecondFactor(db: Q, userId: string): Promise<void> {
  await db.updateTable('users').set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null }).where('id', '=', userId).execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/**
 * Claims a TOTP step for the user when it is later than the last one claimed: false when another
 * login took it (or a later one) first.
 */
export async function claimTotpStep(db: Q, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Deletes the user's recovery codes and stores these hashes in their place. */
export async function replaceRecoveryCodes(db: Q, userId: string, codeHashes: string[]): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codeHashes.map((codeHash) => ({ id: newId(), user_id: userId, code_hash: codeHash, created_at: nowIso(), used_at: null })))
    .execute();
}

/** Marks an unused recovery code used: false when there is none with this hash. */
export async function useRecoveryCode(db: Q, userId: string, codeHash: string): Promise<boolean> {
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Q, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
