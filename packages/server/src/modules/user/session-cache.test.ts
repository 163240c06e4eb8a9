import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { SelectQueryNode, UpdateQueryNode, type KyselyPlugin } from 'kysely';
import { UserService, type UserServiceDeps } from './user.service.js';
import { hashToken } from '../../lib/tokens.js';
import { bearer, createStaff, describeWithApp, signUp } from '../../test/helpers.js';
import { redisSessionVersion, SessionCache, type CachedSession, type SharedSessionVersion } from './session-cache.js';

const session = (over: Partial<CachedSession> = {}): CachedSession => ({
  userId: 'u1',
  sessionId: 's1',
  role: 'member',
  stage: 'full',
  language: null,
  timeZone: null,
  idleSeconds: 1800,
  lastUsedMs: Date.now(),
  idleExpiresMs: Date.now() + 1_800_000,
  expiresMs: Date.now() + 43_200_000,
  ...over,
});

describe('session cache', () => {
  it('serves an entry for its TTL only, and never past the idle or absolute end of the session', () => {
    let now = 1_000;
    const cache = new SessionCache({ ttlMs: 5_000, now: () => now });
    cache.store('h', session(), cache.begin());
    expect(cache.get('h')?.sessionId).toBe('s1');
    now = 6_000;
    expect(cache.get('h')).toBeUndefined();

    now = 1_000;
    cache.store('idle', session({ idleExpiresMs: 2_000 }), cache.begin());
    cache.store('end', session({ expiresMs: 2_000 }), cache.begin());
    expect(cache.get('idle')).toBeDefined();
    now = 2_000;
    expect(cache.get('idle')).toBeUndefined();
    expect(cache.get('end')).toBeUndefined();
  });

  it('gives entries stored together lifetimes spread over the last quarter of the TTL', () => {
    let now = 1_000;
    const draws = [0, 0.5, 0.999];
    const cache = new SessionCache({ ttlMs: 4_000, now: () => now, random: () => draws.shift()! });
    for (const key of ['full', 'half', 'short']) cache.store(key, session(), cache.begin());
    now = 1_000 + 3_000 - 1;
    expect(['full', 'half', 'short'].map((k) => cache.get(k) !== undefined)).toEqual([true, true, true]);
    now = 1_000 + 3_001;
    expect(['full', 'half', 'short'].map((k) => cache.get(k) !== undefined)).toEqual([true, true, false]);
    now = 1_000 + 3_500;
    expect(['full', 'half'].map((k) => cache.get(k) !== undefined)).toEqual([true, false]);
    now = 1_000 + 4_000;
    expect(cache.get('full')).toBeUndefined();
  });

  it("asks once, in the last quarter of an entry's life, for it to be read again, and forgets a token on request", () => {
    let now = 1_000;
    const cache = new SessionCache({ ttlMs: 4_000, now: () => now, random: () => 0 });
    cache.store('h', session(), cache.begin());
    now = 1_000 + 3_000 - 1;
    expect(cache.claimRefresh('h')).toBe(false);
    now = 1_000 + 3_000;
    expect(cache.claimRefresh('h')).toBe(true);
    expect(cache.claimRefresh('h')).toBe(false);
    expect(cache.get('h')).toBeDefined();
    cache.store('h', session(), cache.begin());
    expect(cache.claimRefresh('h')).toBe(false);
    now = 1_000 + 6_000;
    expect(cache.claimRefresh('h')).toBe(true);
    cache.forgetToken('h');
    expect(cache.get('h')).toBeUndefined();
    expect(cache.claimRefresh('nothing')).toBe(false);
  });

  it('lets a refresh be claimed again when the answer of the one claimed was refused', async () => {
    let now = 1_000;
    const cache = new SessionCache({ ttlMs: 4_000, now: () => now, random: () => 0 });
    cache.store('h', session(), cache.begin());
    now = 1_000 + 3_000;
    const generation = cache.begin();
    expect(cache.claimRefresh('h')).toBe(true);
    // Another session's logout moves the generation on while the refresh reads: its answer is refused.
    await cache.forgetSession('another');
    expect(cache.store('h', session(), generation)).toBe(false);
    expect(cache.claimRefresh('h')).toBe(false);
    cache.releaseRefresh('h');
    expect(cache.claimRefresh('h')).toBe(true);
    expect(cache.store('h', session(), cache.begin())).toBe(true);
  });

  it('refuses an answer read before a forget, so a revoked session is never stored again', async () => {
    const cache = new SessionCache();
    const generation = cache.begin();
    await cache.forgetUser('u1');
    cache.store('h', session(), generation);
    expect(cache.get('h')).toBeUndefined();
  });

  it('forgets one session or every session of a user', async () => {
    const cache = new SessionCache();
    cache.store('a', session({ sessionId: 'a' }), cache.begin());
    cache.store('b', session({ sessionId: 'b' }), cache.begin());
    cache.store('c', session({ sessionId: 'c', userId: 'u2' }), cache.begin());
    await cache.forgetSession('a');
    expect([cache.get('a'), cache.get('b')?.sessionId, cache.get('c')?.sessionId]).toEqual([undefined, 'b', 'c']);
    await cache.forgetUser('u1');
    expect([cache.get('b'), cache.get('c')?.sessionId]).toEqual([undefined, 'c']);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache({ maxEntries: 3 });
    for (const k of ['a', 'b', 'c', 'd']) cache.store(k, session({ sessionId: k }), cache.begin());
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')?.sessionId).toBe('d');
  });

  it('serves nothing while the shared version cannot be read, and drops everything when it changes', async () => {
    let version = '1';
    let down = false;
    const shared: SharedSessionVersion = {
      bump: async () => {
        version = String(Number(version) + 1);
      },
      read: async () => {
        if (down) throw new Error('no answer');
        return version;
      },
      close: async () => undefined,
    };
    const cache = new SessionCache({ shared, pollMs: 60_000 });
    expect(cache.get('h')).toBeUndefined();
    cache.store('h', session(), cache.begin());
    expect(cache.get('h')).toBeUndefined(); // not started: the version was never read
    await cache.start();
    cache.store('h', session(), cache.begin());
    expect(cache.get('h')).toBeDefined();
    version = '2'; // another copy ended a session
    await (cache as unknown as { poll: () => Promise<void> }).poll();
    expect(cache.get('h')).toBeUndefined();
    cache.store('h', session(), cache.begin());
    down = true;
    await (cache as unknown as { poll: () => Promise<void> }).poll();
    expect(cache.get('h')).toBeUndefined();
    await cache.close();
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  describe.skipIf(!redisUrl)('shared through Redis', () => {
    const clients: Redis[] = [];
    afterAll(() => clients.forEach((c) => c.disconnect()));
    it('a forget on one copy makes the other copy drop its entries', async () => {
      const key = `wellpath:test-session-version:${Math.random().toString(36).slice(2)}`;
      const copy = () => {
        const redis = new Redis(redisUrl!);
        clients.push(redis);
        return new SessionCache({ shared: redisSessionVersion(redis, key), pollMs: 50 });
      };
      const a = copy();
      const b = copy();
      await Promise.all([a.start(), b.start()]);
      b.store('h', session(), b.begin());
      expect(b.get('h')).toBeDefined();
      await a.forgetSession('s1');
      // B reads the shared version every 50 ms on its own.
      await expect.poll(() => b.get('h')).toBeUndefined();
      await Promise.all([a.close(), b.close()]);
    });
  });
});

describeWithApp('session cache in the app', (t, kind) => {
  const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });

  it('answers a repeated call from the cache, still moving the idle end forward in the database', async () => {
    const { token } = await signUp(t);
    expect((await profile(token)).statusCode).toBe(200);
    const cached = t.app.services.sessionCache.get(hashToken(token));
    expect(cached).toBeDefined();
    // The last write is older than the touch interval: the next call writes the idle end again.
    cached!.lastUsedMs = Date.now() - 10 * 60_000;
    const before = Date.now();
    expect((await profile(token)).statusCode).toBe(200);
    const row = await t.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(new Date(row.idle_expires_at!).getTime()).toBeGreaterThanOrEqual(before + 29 * 60_000);
  });

  it('refuses a cached session once it is idle past its own limit', async () => {
    const { token } = await signUp(t);
    expect((await profile(token)).statusCode).toBe(200);
    // Time passes: in the database and in the cached copy the idle end is now behind us.
    const past = Date.now() - 1;
    await t.db
      .updateTable('sessions')
      .set({ idle_expires_at: new Date(past).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    t.app.services.sessionCache.get(hashToken(token))!.idleExpiresMs = past;
    expect((await profile(token)).statusCode).toBe(401);
    expect(t.app.services.sessionCache.get(hashToken(token))).toBeUndefined();
  });

  /**
   * A UserService of this app's database whose session cache runs on a clock the test moves, a count
   * of the session lookups it sends (a plugin sees each query Kysely runs), and a hold that keeps their
   * answers back while it is set.
   */
  const serviceOnClock = () => {
    const clock = { now: Date.now() };
    const lookups = { count: 0 };
    const touches = { count: 0 };
    const hold: { until?: Promise<void> } = {};
    const held = new WeakMap<object, Promise<void>>();
    const counter: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        if (SelectQueryNode.is(node) && JSON.stringify(node.from).includes('"sessions"')) {
          lookups.count += 1;
          if (hold.until) held.set(queryId, hold.until);
        }
        if (UpdateQueryNode.is(node) && JSON.stringify(node.table).includes('"sessions"')) touches.count += 1;
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        await held.get(queryId);
        return result;
      },
    };
    const sessionCache = new SessionCache({ now: () => clock.now, random: () => 0 });
    const users = new UserService({ db: t.db.withPlugin(counter), sessionCache } as unknown as UserServiceDeps);
    return { clock, lookups, touches, hold, sessionCache, users };
  };

  it("reads a session in use again in the background, so its entry goes on without a lookup on a request's path", async () => {
    const { clock, lookups, sessionCache, users } = serviceOnClock();
    const { token } = await signUp(t);
    const start = clock.now;
    expect(await users.authenticate(token)).toBeDefined();
    expect(lookups.count).toBe(1);
    const first = sessionCache.get(hashToken(token));
    // In the last quarter of the entry's 5 s: answered from the cache, and read again meanwhile.
    clock.now = start + 4_000;
    expect(users.authenticateCached(token)).toBeDefined();
    await expect.poll(() => lookups.count).toBe(2);
    // The background read's answer is kept (a new entry) before the session is revoked below.
    await expect.poll(() => sessionCache.get(hashToken(token)) !== first).toBe(true);
    expect(sessionCache.claimRefresh(hashToken(token))).toBe(false);
    // Past the first entry's end, the refreshed one answers: revoked behind the cache's back (SQL), it
    // is still served within its own 5 s, as any entry is.
    await t.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('token_hash', '=', hashToken(token)).execute();
    clock.now = start + 6_000;
    expect(users.authenticateCached(token)).toBeDefined();
    expect(lookups.count).toBe(2);
  });

  it('drops an entry at once when the read in the background finds the session ended', async () => {
    const { clock, lookups, users } = serviceOnClock();
    const { token } = await signUp(t);
    const start = clock.now;
    expect(await users.authenticate(token)).toBeDefined();
    await t.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('token_hash', '=', hashToken(token)).execute();
    clock.now = start + 1_000;
    expect(users.authenticateCached(token)).toBeDefined();
    expect(lookups.count).toBe(1);
    clock.now = start + 4_000;
    expect(users.authenticateCached(token)).toBeDefined();
    await expect.poll(() => users.authenticateCached(token)).toBeUndefined();
    // Before the entry's 5 s were up, the token is refused.
    expect(await users.authenticate(token)).toBeUndefined();
  });

  it('looks a session up once for the calls of a page that arrive together', async () => {
    const { lookups, users } = serviceOnClock();
    const { token } = await signUp(t);
    const members = await Promise.all(Array.from({ length: 7 }, () => users.authenticate(token)));
    expect(members.every((m) => m?.userId)).toBe(true);
    expect(lookups.count).toBe(1);
  });

  it('notes the use of a session once for the calls of a page that find it due together', async () => {
    const { lookups, touches, users } = serviceOnClock();
    const { token } = await signUp(t);
    // Last used an hour ago: due a touch (its idle end moves on).
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.db.updateTable('sessions').set({ last_used_at: hourAgo }).where('token_hash', '=', hashToken(token)).execute();
    const before = Date.now();
    const members = await Promise.all(Array.from({ length: 7 }, () => users.authenticate(token)));
    expect(members.every((m) => m?.userId)).toBe(true);
    expect(lookups.count).toBe(1);
    expect(touches.count).toBe(1);
    const row = await t.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(new Date(row.last_used_at).getTime()).toBeGreaterThanOrEqual(before - 1);
    // Used just now: the next call is answered from the cache, with no write.
    expect(await users.authenticate(token)).toBeDefined();
    expect(touches.count).toBe(1);
  });

  // Holding a lookup's answer holds the connection it ran on: SQLite's only one would be held with it.
  it.skipIf(kind === 'sqlite')('does not answer a call that follows a logout from a lookup begun before it', async () => {
    const { lookups, hold, sessionCache, users } = serviceOnClock();
    const { token } = await signUp(t);
    const member = (await users.authenticate(token))!;
    sessionCache.forgetToken(hashToken(token));
    let release = () => {};
    hold.until = new Promise<void>((resolve) => (release = resolve));
    const before = users.authenticate(token);
    await expect.poll(() => lookups.count).toBe(2);
    hold.until = undefined;
    await users.logout(member);
    expect(await users.authenticate(token)).toBeUndefined();
    expect(lookups.count).toBe(3);
    release();
    await before;
  });

  it('ends a cached session at once on logout', async () => {
    const { token } = await signUp(t);
    expect((await profile(token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token), payload: {} })).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('ends the other cached sessions at once on a password change', async () => {
    const { token, email, password } = await signUp(t);
    const other = (await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } })).json().token;
    expect((await profile(other)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'Brand-New-2025', confirmPassword: 'Brand-New-2025' },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('ends every cached session at once on a password reset', async () => {
    const { token, email } = await signUp(t);
    expect((await profile(token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
    await t.settle();
    const reset = t.mail.lastToken(email, 'reset-password');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token: reset, password: 'Brand-New-2025' },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('ends cached staff sessions at once on a role change and on deactivation', async () => {
    const admin = await createStaff(t, 'admin');
    const clinician = await createStaff(t, 'clinician');
    const coach = await createStaff(t, 'coach');
    const alerts = (token: string) => t.app.inject({ method: 'GET', url: '/api/staff/alerts', headers: bearer(token) });
    expect((await alerts(clinician.token)).statusCode).toBe(200);
    expect((await alerts(coach.token)).statusCode).not.toBe(401);
    const role = await t.app.inject({
      method: 'POST',
      url: `/api/staff/accounts/${clinician.userId}/role`,
      headers: bearer(admin.token),
      payload: { role: 'coach' },
    });
    expect(role.statusCode).toBe(200);
    expect((await alerts(clinician.token)).statusCode).toBe(401);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/staff/accounts/${coach.userId}/deactivate`,
      headers: bearer(admin.token),
    });
    expect(off.statusCode).toBe(200);
    expect((await alerts(coach.token)).statusCode).toBe(401);
  });
});
