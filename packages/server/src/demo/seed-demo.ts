import type { Db } from '../db/connection.js';
import type { ContentBundle } from '../content/loader.js';
import { nowIso } from '../lib/clock.js';
import { newId } from '../lib/tokens.js';
import { hashPassword } from '../modules/user/password-hasher.js';
import { findUserByEmail } from '../modules/user/user.repository.js';
import { setUserPillarState } from '../modules/lifestyle/lifestyle.repository.js';

export const DEMO_MEMBER = { email: 'demo@wellpath.example', password: 'Demo-Member-2026', firstName: 'Morgan', lastName: 'Lavoie' };

/**
 * A verified demo member with a realistic set of data. Running it again resets the demo member's
 * choices but never touches anyone else.
 */
export async function seedDemoMember(db: Db, _content: ContentBundle): Promise<string> {
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    let user = await findUserByEmail(trx, DEMO_MEMBER.email);
    if (!user) {
      const id = newId();
      await trx
        .insertInto('users')
        .values({ id, email: DEMO_MEMBER.email, password_hash: passwordHash, first_name: DEMO_MEMBER.firstName, last_name: DEMO_MEMBER.lastName, date_of_birth: '1968-09-14', street: '45 Rideau Street', city: 'Ottawa', province: 'ON', postal_code: 'K1N 5W8', email_verified_at: now, agreements_accepted_at: now, created_at: now, updated_at: now })
        .execute();
      user = (await findUserByEmail(trx, DEMO_MEMBER.email))!;
    } else {
      await trx.updateTable('users').set({ password_hash: passwordHash, email_verified_at: user.email_verified_at ?? now, updated_at: now }).where('id', '=', user.id).execute();
    }
    const pillars = await trx.selectFrom('pillars').select(['id', 'key']).where('archived', '=', 0).execute();
    for (const p of pillars) await setUserPillarState(trx, user.id, p.id, p.key === 'activity' || p.key === 'sleep');
    return user.id;
  });
}
