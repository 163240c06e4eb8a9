import { expect, it } from 'vitest';
import { bearer, createMember, describeWithApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { hashToken, newId, randomToken } from '../../lib/tokens.js';
import { insertSession, purgeDeadSessions } from './session.repository.js';

// Sessions are deleted once dead (revoked, past their absolute end, idle too long): a sign-in
// deletes the member's own, and the server deletes everyone's when it starts and every hour.

const PAST = '2000-01-01T00:00:00.000Z';
const FUTURE = '2999-01-01T00:00:00.000Z';

/** A session of `member` in the given state; returns its token. */
async function session(t: TestApp, member: TestMember, state: 'live' | 'revoked' | 'expired' | 'idle'): Promise<string> {
  const token = randomToken(32);
  const id = newId();
  await insertSession(t.db, {
    id,
    userId: member.userId,
    tokenHash: hashToken(token),
    expiresAt: FUTURE,
    idleMs: 3_600_000,
    persistent: false,
    stage: 'full',
  });
  const set =
    state === 'revoked'
      ? { revoked_at: PAST }
      : state === 'expired'
        ? { expires_at: PAST }
        : state === 'idle'
          ? { idle_expires_at: PAST }
          : {};
  if (state !== 'live') await t.db.updateTable('sessions').set(set).where('id', '=', id).execute();
  return token;
}

const stored = async (t: TestApp, token: string) =>
  (await t.db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirst()) !== undefined;

describeWithApp('dead sessions', (t) => {
  it("a sign-in deletes the member's own dead sessions, and keeps their live ones and everyone else's", async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const live = await session(t, member, 'live');
    const dead = await Promise.all((['revoked', 'expired', 'idle'] as const).map((s) => session(t, member, s)));
    const othersDead = await session(t, other, 'expired');

    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: member.email, password: member.password } });
    expect(res.statusCode).toBe(200);

    for (const token of dead) expect(await stored(t, token)).toBe(false);
    expect(await stored(t, live)).toBe(true);
    expect(await stored(t, res.json().token)).toBe(true);
    expect(await stored(t, othersDead)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(live) })).statusCode).toBe(200);
  });

  it('the purge deletes every dead session, in batches, and no live one', async () => {
    const members = [await createMember(t), await createMember(t)];
    const live = await Promise.all(members.map((m) => session(t, m, 'live')));
    const dead: string[] = [];
    for (const m of members) for (const s of ['revoked', 'expired', 'idle', 'idle'] as const) dead.push(await session(t, m, s));

    expect(await purgeDeadSessions(t.db, 3)).toBeGreaterThanOrEqual(dead.length);
    for (const token of dead) expect(await stored(t, token)).toBe(false);
    for (const token of live) expect(await stored(t, token)).toBe(true);
    for (const m of members) expect(await stored(t, m.token)).toBe(true);
    expect(await purgeDeadSessions(t.db)).toBe(0);
  });

  it('runs when the server is ready', async () => {
    const member = await createMember(t);
    const dead = await session(t, member, 'revoked');
    await t.app.services.sessionPurge.run();
    expect(await stored(t, dead)).toBe(false);
    expect(await stored(t, member.token)).toBe(true);
  });
});
