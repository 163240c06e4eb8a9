import net from 'node:net';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@wellpath/shared/api/contract';
import { buildApp } from '../app.js';
import { createMemoryRateLimiter } from './rate-limiter.js';
import { MemberReads, redisReadVersions, type SharedReadVersions } from './member-reads.js';
import { MEMBER_CACHED_READS, PUBLIC_WRITES_UNSEEN, STAFF_READS } from './route.js';
import { appBeside, bearer, createStaff, createTestApp, DATABASES, MemoryTransport, signUp, until, type TestApp } from '../test/helpers.js';
import { readContent } from '../content/loader.js';

describe('MemberReads', () => {
  it('serves an answer while the member version holds, for that member only', () => {
    const reads = new MemberReads({ maxBytes: 1 << 20 });
    const v = reads.version('a');
    reads.store('a|/x', 'a', v, Buffer.from('{"n":1}'));
    expect(reads.get('a|/x', 'a')?.toString()).toBe('{"n":1}');
    expect(reads.get('a|/x', 'b')).toBeUndefined();
    reads.store('a|/x', 'a', reads.version('a'), Buffer.from('{"n":1}'));
    expect(reads.changed('a')).toBeUndefined();
    expect(reads.get('a|/x', 'a')).toBeUndefined();
  });

  it('keeps nothing read while a write happened', () => {
    const reads = new MemberReads({ maxBytes: 1 << 20 });
    const before = reads.version('a');
    expect(reads.changed('a')).toBeUndefined();
    reads.store('a|/x', 'a', before, Buffer.from('old'));
    expect(reads.get('a|/x', 'a')).toBeUndefined();
    const beforeAll = reads.version('a');
    expect(reads.changedAll()).toBeUndefined();
    reads.store('a|/x', 'a', beforeAll, Buffer.from('old'));
    expect(reads.get('a|/x', 'a')).toBeUndefined();
  });

  it('forgets answers past their time and the least recently used past its size', () => {
    let now = 0;
    // Each answer counts about 474 bytes here: four fit in 2,000, a fifth pushes the least recently used out.
    const reads = new MemberReads({ maxBytes: 2000, ttlMs: 1000, now: () => now });
    const answer = Buffer.from('x'.repeat(400));
    for (const n of [1, 2, 3, 4]) reads.store(`a|/${n}`, 'a', reads.version('a'), answer);
    expect(reads.get('a|/1', 'a')).toBeDefined();
    reads.store('a|/5', 'a', reads.version('a'), answer);
    expect(reads.get('a|/2', 'a')).toBeUndefined();
    expect(reads.get('a|/1', 'a')).toBeDefined();
    expect(reads.get('a|/5', 'a')).toBeDefined();
    now = 1000;
    expect(reads.get('a|/1', 'a')).toBeUndefined();
  });

  it('makes room for a new answer even when every kept one was served since', () => {
    const reads = new MemberReads({ maxBytes: 2000 });
    const answer = Buffer.from('x'.repeat(400));
    for (const n of [1, 2, 3, 4]) reads.store(`a|/${n}`, 'a', reads.version('a'), answer);
    for (const n of [4, 3, 2, 1]) expect(reads.get(`a|/${n}`, 'a')).toBeDefined();
    reads.store('a|/5', 'a', reads.version('a'), answer);
    expect(reads.size).toBe(4);
    expect(reads.get('a|/5', 'a')).toBeDefined();
  });

  it('remembers a bounded number of members, starting afresh (and dropping what it kept) past it', () => {
    const reads = new MemberReads({ maxBytes: 1 << 20, maxVersions: 2 });
    reads.store('c|/x', 'c', reads.version('c'), Buffer.from('c'));
    const before = reads.version('a');
    void reads.changed('a');
    void reads.changed('b');
    expect(reads.get('c|/x', 'c')?.toString()).toBe('c');
    // A third member: past the bound, every version moves and nothing kept is served.
    void reads.changed('d');
    expect(reads.get('c|/x', 'c')).toBeUndefined();
    reads.store('a|/x', 'a', before, Buffer.from('old'));
    expect(reads.get('a|/x', 'a')).toBeUndefined();
    reads.store('a|/x', 'a', reads.version('a'), Buffer.from('new'));
    expect(reads.get('a|/x', 'a')?.toString()).toBe('new');
  });

  it('does nothing when off', () => {
    const reads = new MemberReads({ maxBytes: 0 });
    reads.store('a|/x', 'a', reads.version('a'), Buffer.from('x'));
    expect(reads.get('a|/x', 'a')).toBeUndefined();
  });

  it('names only member reads of the contract', () => {
    for (const key of MEMBER_CACHED_READS) {
      expect(key.startsWith('GET ')).toBe(true);
      expect(contract[key].access).toBe('member');
    }
  });

  it('names every staff read of the contract, so a new one is checked before it leaves the versions alone', () => {
    const staffGets = (Object.keys(contract) as Array<keyof typeof contract>).filter(
      (key) => key.startsWith('GET ') && contract[key].access.startsWith('staff'),
    );
    // A new staff GET fails here: check what it writes (STAFF_READS in route.ts), then list it.
    expect([...STAFF_READS].sort()).toEqual(staffGets.sort());
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;

/** A connection as the server makes it (fails at once while Redis is away); `url` may be a proxy's. */
function redisAt(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 1000,
    retryStrategy: () => 20,
  });
  redis.on('error', () => undefined);
  return redis;
}

/** A TCP relay to Redis that can be cut and restored: Redis going away for one copy only. */
async function relayTo(url: string) {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server!.close(() => resolve());
      }),
    restore: open,
  };
}

const prefixes: string[] = [];
/** A key prefix of its own for a test's versions; its keys are deleted once the file has run. */
function testPrefix(): string {
  const prefix = `wellpath-test:${randomBytes(6).toString('hex')}:`;
  prefixes.push(prefix);
  return prefix;
}
afterAll(async () => {
  if (!REDIS_URL || prefixes.length === 0) return;
  const redis = redisAt(REDIS_URL);
  await new Promise((resolve) => redis.once('ready', resolve));
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  }
  redis.disconnect();
});

/** Two copies' kept answers, sharing versions through one real Redis under a prefix of their own. */
describe.skipIf(!REDIS_URL)('MemberReads shared by several copies (Redis)', () => {
  const connections: Redis[] = [];
  const copy = async (options: { url?: string; prefix: string; retryMs?: number; states?: boolean[] }) => {
    const redis = redisAt(options.url ?? REDIS_URL!);
    connections.push(redis);
    const reads = new MemberReads({
      maxBytes: 1 << 20,
      shared: redisReadVersions(redis, options.prefix),
      retryMs: options.retryMs,
      onSharedState: (ok) => options.states?.push(ok),
    });
    await reads.start();
    return reads;
  };
  const prefix = testPrefix;
  afterAll(() => {
    for (const redis of connections) redis.disconnect();
  });

  /** Reads and keeps an answer the way a route does: versions first, then the bytes. */
  async function keep(reads: MemberReads, key: string, userId: string, text: string) {
    const version = reads.version(userId);
    const shared = await reads.sharedVersion(userId);
    reads.store(key, userId, version, Buffer.from(text), shared);
  }
  const kept = async (reads: MemberReads, key: string, userId: string) =>
    reads.get(key, userId, await reads.sharedVersion(userId))?.toString();

  it('serves what a copy kept until another copy changes that member, or everyone', async () => {
    const p = prefix();
    const [a, b] = [await copy({ prefix: p }), await copy({ prefix: p })];
    await keep(b, 'm1|/x', 'm1', 'one');
    await keep(b, 'm2|/x', 'm2', 'two');
    expect(await kept(b, 'm1|/x', 'm1')).toBe('one');
    await a.changed('m1');
    expect(await kept(b, 'm1|/x', 'm1')).toBeUndefined();
    expect(await kept(b, 'm2|/x', 'm2')).toBe('two');
    await a.changedAll();
    expect(await kept(b, 'm2|/x', 'm2')).toBeUndefined();
    // Kept again under the new versions, and served again.
    await keep(b, 'm2|/x', 'm2', 'two again');
    expect(await kept(b, 'm2|/x', 'm2')).toBe('two again');
  });

  it('keeps nothing read while another copy wrote', async () => {
    const p = prefix();
    const [a, b] = [await copy({ prefix: p }), await copy({ prefix: p })];
    const version = b.version('m1');
    const shared = await b.sharedVersion('m1');
    await a.changed('m1');
    b.store('m1|/x', 'm1', version, Buffer.from('old'), shared);
    expect(await kept(b, 'm1|/x', 'm1')).toBeUndefined();
  });

  it('never takes a version made after Redis lost its keys for one an answer was kept under', async () => {
    const p = prefix();
    const b = await copy({ prefix: p });
    await keep(b, 'm1|/x', 'm1', 'one');
    const admin = redisAt(REDIS_URL!);
    connections.push(admin);
    await new Promise((resolve) => admin.once('ready', resolve));
    // A restart of a Redis that keeps nothing on disk: every version is gone.
    await admin.del(`${p}all`, `${p}m:m1`);
    expect(await kept(b, 'm1|/x', 'm1')).toBeUndefined();
    expect(await admin.get(`${p}m:m1`)).toBeTruthy();
  });

  it('serves nothing from memory while Redis does not answer, and moves everyone on once it does', async () => {
    const p = prefix();
    const relay = await relayTo(REDIS_URL!);
    const states: boolean[] = [];
    const a = await copy({ url: relay.url(), prefix: p, retryMs: 30, states });
    const b = await copy({ prefix: p });
    await keep(a, 'm1|/x', 'm1', 'kept by a');
    await keep(b, 'm1|/x', 'm1', 'kept by b');
    expect(await kept(a, 'm1|/x', 'm1')).toBe('kept by a');

    await relay.cut();
    // Copy a cannot read the versions: it neither serves nor keeps.
    expect(await a.sharedVersion('m1')).toBeUndefined();
    expect(await kept(a, 'm1|/x', 'm1')).toBeUndefined();
    await keep(a, 'm1|/y', 'm1', 'not kept');
    expect(a.size).toBe(0);
    expect(states).toEqual([false]);
    // A write on copy a while Redis is away for it: copy b still serves its answer until a reaches
    // Redis again (or for ttlMs at most).
    await a.changed('m1');
    expect(await kept(b, 'm1|/x', 'm1')).toBe('kept by b');

    await relay.restore();
    await expect.poll(async () => (await a.sharedVersion('m1')) !== undefined, { timeout: 5_000, interval: 40 }).toBe(true);
    expect(states).toEqual([false, true]);
    expect(await kept(b, 'm1|/x', 'm1')).toBeUndefined();
    await keep(a, 'm1|/x', 'm1', 'kept again');
    expect(await kept(a, 'm1|/x', 'm1')).toBe('kept again');
    await relay.cut();
  });
});

/**
 * The two orders the sharing rests on, through the routes: a write answers only once the versions
 * moved, and a read takes the versions before it reads the database. Two apps on one database and one
 * Redis stand for two copies.
 */
describe.skipIf(!REDIS_URL)('routes with versions shared by several copies', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let token: string;
  /** While set, copy A's moves of a member's version wait for it; `atGate` counts the moves that came to it. */
  let gate: Promise<void> | undefined;
  let atGate = 0;
  const connections: Redis[] = [];

  beforeAll(async () => {
    const prefix = testPrefix();
    const versions = () => {
      const redis = redisAt(REDIS_URL!);
      connections.push(redis);
      return redisReadVersions(redis, prefix);
    };
    const a = versions();
    const held: SharedReadVersions = {
      ...a,
      changed: async (userId) => {
        if (gate) atGate += 1;
        await gate;
        await a.changed(userId);
      },
    };
    const copyA = new MemberReads({ maxBytes: 1 << 20, shared: held });
    t = await createTestApp('sqlite', { READ_CACHE_MB: '32' }, { memberReads: copyA });
    other = await appBeside(t, { memberReads: new MemberReads({ maxBytes: 1 << 20, shared: versions() }) });
    await other.ready();
    ({ token } = await signUp(t));
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    for (const redis of connections) redis.disconnect();
  });

  type Pillar = { _id: string; is_active: boolean };
  const pillarsOn = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url: '/api/lifestyle/pillars', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Pillar[]>();
  };
  const toggleOn = (app: FastifyInstance, id: string) =>
    app.inject({ method: 'POST', url: `/api/lifestyle/pillars/${id}/toggle`, headers: bearer(token) });

  it('answers a write only once every copy can no longer serve what it kept from before', async () => {
    const [first] = await pillarsOn(t.app);
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    const write = toggleOn(t.app, first!._id).then((res) => {
      answered = true;
      return res;
    });
    // The write has reached the move of its version, which waits: it has not answered.
    await until(() => atGate > 0 || answered, 'the write came to the move of its version');
    expect(answered, 'the write answered before its version moved').toBe(false);
    release();
    gate = undefined;
    expect((await write).statusCode).toBe(200);
  });

  it('keeps a read under the versions taken before it read the database', async () => {
    // Copy B writes while copy A reads the database: A's answer is from before the write, so it must
    // be kept under the versions from before it too, and not be served once B has answered.
    const service = t.app.services.lifestyleService;
    const list = service.listPillars.bind(service);
    const [first] = await pillarsOn(t.app);
    const before = first!.is_active;
    service.listPillars = async (userId: string) => {
      const answer = await list(userId);
      service.listPillars = list;
      expect((await toggleOn(other, first!._id)).statusCode).toBe(200);
      return answer;
    };
    await t.app.inject({ method: 'POST', url: '/api/user/onboarding/start', headers: bearer(token) });
    expect((await pillarsOn(t.app)).find((p) => p._id === first!._id)!.is_active, 'the read raced the write').toBe(before);
    expect((await pillarsOn(t.app)).find((p) => p._id === first!._id)!.is_active, 'after the write answered').toBe(!before);
  });
});

/** The versions a route reads when no copy shares them are this process's own: no Redis call. */
it('shares nothing when left without shared versions', async () => {
  const reads = new MemberReads({ maxBytes: 1 << 20 });
  expect(reads.isShared).toBe(false);
  expect(await reads.sharedVersion('a')).toBeUndefined();
  expect(reads.changed('a')).toBeUndefined();
  const never: SharedReadVersions = {
    read: () => Promise.reject(new Error('not asked')),
    changed: () => Promise.reject(new Error('not asked')),
    changedAll: () => Promise.reject(new Error('not asked')),
    connected: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  expect(new MemberReads({ maxBytes: 0, shared: never }).isShared).toBe(false);
});

/**
 * The same member, the same database, two servers: one keeping the home's answers (the default), one
 * not. After every kind of change a member or the care team makes, both answer every cached read
 * alike: a kept answer is never one a change made stale.
 */
const SETUPS: Array<['sqlite' | 'postgres', string]> = [
  ...DATABASES.map((kind) => [kind, kind] as ['sqlite' | 'postgres', string]),
  ...(DATABASES.includes('postgres') && REDIS_URL ? [['postgres', 'postgres with versions shared in Redis'] as ['postgres', string]] : []),
];

describe.each(SETUPS)('kept answers after each kind of change, on %s (%s)', (kind, setup) => {
  let t: TestApp;
  let plain: FastifyInstance;
  let token: string;
  let memberPassword: string;

  beforeAll(async () => {
    const shared = setup.includes('Redis') ? redisReadVersions(redisAt(REDIS_URL!), testPrefix()) : undefined;
    t = await createTestApp(kind, { READ_CACHE_MB: '32' }, shared ? { memberReads: new MemberReads({ maxBytes: 32 << 20, shared }) } : {});
    plain = await buildApp({
      config: { ...t.config, readCacheBytes: 0 },
      db: t.db,
      content: readContent(t.config.contentDir),
      transport: new MemoryTransport(),
      limiter: createMemoryRateLimiter(),
      startMail: false,
      refuseUntranslated: true,
    });
    await plain.ready();
    ({ token, password: memberPassword } = await signUp(t));
  });
  afterAll(async () => {
    await plain.close();
    await t.close();
  });

  const today = new Date().toISOString().slice(0, 10);
  const reads = [
    '/api/user/profile',
    '/api/user/onboarding/status',
    `/api/user/week-summary?today=${today}&utc_offset=0`,
    '/api/lifestyle/pillars',
    '/api/lifestyle/recommendations/user?exclude_pillars=true',
    `/api/programs/in-progress?today=${today}`,
    '/api/surveys/suggested-programs',
    '/api/healthtracking/bloodpresults/latest',
    '/api/healthtracking/bloodpresults/markers',
    '/api/healthtracking/heart-risk',
    '/api/messages/unread',
  ];

  const withoutDate = ({ date: _date, ...rest }: Record<string, unknown>) => rest;

  /** A programme's time progress moves every millisecond: a kept one is at most a few seconds old (ttl). */
  const roughly = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value), (key, v: unknown) => (key === 'percent' && typeof v === 'number' ? Math.round(v * 100) : v));

  async function sameEverywhere(step: string, language = 'en-CA') {
    for (const url of reads) {
      const headers = { ...bearer(token), 'accept-language': language };
      // Twice through the cached server: the second answer comes from memory.
      await t.app.inject({ method: 'GET', url, headers });
      const hits = t.app.services.memberReads.hits;
      const kept = await t.app.inject({ method: 'GET', url, headers });
      expect(t.app.services.memberReads.hits, `${step}: ${url} was served from memory`).toBe(hits + 1);
      const fresh = await plain.inject({ method: 'GET', url, headers });
      expect(kept.statusCode, `${step}: ${url}`).toBe(fresh.statusCode);
      expect(roughly(kept.json()), `${step}: ${url}`).toEqual(roughly(fresh.json()));
      // The same headers (security headers, no-store, type; the length of these bytes) as without the cache.
      expect(withoutDate(kept.headers), `${step}: ${url}`).toEqual({
        ...withoutDate(fresh.headers),
        'content-length': String(kept.rawPayload.length),
      });
      if (!url.includes('today=')) expect(kept.rawPayload.equals(fresh.rawPayload), `${step}: ${url} byte for byte`).toBe(true);
    }
  }
  const send = (method: string, url: string, payload?: unknown, who = token) => {
    const options: InjectOptions = {
      method,
      url,
      headers: bearer(who),
      ...(payload === undefined ? {} : { payload: payload as object }),
    };
    return t.app.inject(options);
  };

  it('answers what the database holds after every change', async () => {
    await sameEverywhere('signed up');
    expect(t.app.services.memberReads.size).toBeGreaterThan(0);

    const listed = await send('GET', '/api/lifestyle/pillars');
    expect(listed.statusCode, listed.body).toBe(200);
    const pillars = listed.json<Array<{ _id: string }>>();
    expect((await send('POST', `/api/lifestyle/pillars/${pillars[0]!._id}/toggle`)).statusCode).toBe(200);
    await sameEverywhere('pillar chosen');

    expect((await send('POST', '/api/user/onboarding/start')).statusCode).toBeLessThan(300);
    await sameEverywhere('onboarding started');

    const started = await send('POST', '/api/programs/walk-to-150/start', {});
    expect(started.statusCode, started.body).toBe(201);
    const { program } = started.json();
    await sameEverywhere('programme started');
    expect((await send('POST', `/api/programs/${program._id}/track`, { date: today, completed_items: [0] })).statusCode).toBe(200);
    await sameEverywhere('day tracked');

    const bp = await send('POST', '/api/healthtracking/bloodpressure', {
      systolic: 142,
      diastolic: 91,
      pulse: 70,
      measured_at: new Date().toISOString(),
    });
    expect(bp.statusCode).toBe(201);
    await sameEverywhere('blood pressure');

    const activity = await send('POST', '/api/healthtracking/activities', {
      date: today,
      type: 'walking',
      minutes: 40,
      intensity: 'moderate',
    });
    expect(activity.statusCode).toBe(201);
    await sameEverywhere('activity');

    const report = await send('POST', '/api/healthtracking/bloodpresults/reports', {
      test_date: today,
      values: [
        { marker_id: 'hba1c', value: 6.2, unit: '%' },
        { marker_id: 'ldl-c', value: 3.9, unit: 'mmol/L' },
      ],
    });
    expect(report.statusCode).toBe(201);
    await sameEverywhere('lab report');

    const profile = (await send('GET', '/api/user/profile')).json();
    const update = await send('PUT', '/api/user/profile', { ...profile, firstName: 'Jordan', sex: 'female', address: profile.street });
    expect(update.statusCode).toBe(200);
    await sameEverywhere('profile');

    expect((await send('PUT', '/api/user/language', { language: 'fr' })).statusCode).toBe(200);
    await sameEverywhere('language', 'fr-CA');

    const thread = (await send('POST', '/api/messages', { subject: 'Sleep', body: 'Any advice on sleep?' })).json();
    await sameEverywhere('message sent');
    const coach = await createStaff(t, 'coach');
    expect((await send('POST', `/api/staff/threads/${thread._id}`, { body: 'Yes: a steady wake time.' }, coach.token)).statusCode).toBe(
      200,
    );
    await sameEverywhere('care team replied');
    expect((await send('GET', '/api/messages/unread')).json()).toEqual({ count: 1 });
    // Reading the thread marks the reply read: a read that writes.
    expect((await send('GET', `/api/messages/${thread._id}`)).statusCode).toBe(200);
    await sameEverywhere('reply read');
    expect((await send('GET', '/api/messages/unread')).json()).toEqual({ count: 0 });

    // The care team looking (record, health, heart risk, notes, targets, timeline, thread, alerts) writes the access log, the thread's
    // staff_read_at and its own session only: every kept answer stays, and is still right.
    const admin = await createStaff(t, 'admin');
    const { email } = (await send('GET', '/api/user/profile')).json<{ email: string }>();
    const { id: memberId } = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const staffReads = [
      '/api/staff/me',
      '/api/staff/accounts',
      '/api/staff/audit',
      '/api/staff/requests',
      `/api/staff/members?q=${encodeURIComponent(email)}`,
      `/api/staff/members/${memberId}`,
      `/api/staff/members/${memberId}/health`,
      `/api/staff/members/${memberId}/heart-risk`,
      `/api/staff/members/${memberId}/notes`,
      `/api/staff/members/${memberId}/targets`,
      `/api/staff/members/${memberId}/timeline`,
      '/api/staff/threads?box=all',
      `/api/staff/threads/${thread._id}`,
      `/api/staff/alerts?member_id=${memberId}`,
      '/api/staff/alerts/reach',
      '/api/staff/outcomes/clinical',
      '/api/staff/outcomes/clinical/csv',
      '/api/staff/outcomes/engagement',
      '/api/staff/outcomes/engagement/csv?table=funnel',
      '/api/staff/saved-filters',
      '/api/staff/outreach',
      '/api/staff/outreach/count',
      `/api/staff/members/${memberId}/metabolic-syndrome`,
      `/api/staff/members/${memberId}/weight-reviews`,
      `/api/staff/members/${memberId}/body`,
      `/api/staff/members/${memberId}/medications`,
      '/api/staff/lab-markers',
      '/api/staff/work',
      `/api/care/calendar?from=${new Date().toISOString().slice(0, 10)}`,
      '/api/care/calendar/hours',
      '/api/care/calendar/staff',
      `/api/care/calendar/free?type=coaching&from=${new Date().toISOString().slice(0, 10)}`,
      `/api/staff/members/${memberId}/appointments`,
    ];
    // Each of STAFF_READS once (the list above follows it).
    expect(staffReads.map((url) => url.replace(memberId, ':id').replace(thread._id, ':id').replace(/\?.*/, '')).sort()).toEqual(
      [...STAFF_READS].map((key) => `/api${key.slice(4)}`).sort(),
    );
    const kept = t.app.services.memberReads.size;
    for (const url of staffReads) {
      const res = await send('GET', url, undefined, admin.token);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    expect(t.app.services.memberReads.size, 'nothing dropped by the care team reading').toBe(kept);
    await sameEverywhere('care team looked');

    // Logins (failed and not) and requests for links, which anyone can send, drop nothing either.
    const publicWrites: Array<[string, Record<string, string>, number]> = [
      ['/api/user/login', { email, password: 'Not-The-Password-1' }, 401],
      ['/api/user/login', { email, password: memberPassword }, 200],
      ['/api/user/forgot-password', { email }, 200],
      ['/api/user/resend-verification', { email }, 200],
    ];
    expect(new Set(publicWrites.map(([url]) => `POST ${url.slice(4)}`))).toEqual(PUBLIC_WRITES_UNSEEN);
    const keptBefore = t.app.services.memberReads.size;
    for (const [url, payload, status] of publicWrites) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
    }
    expect(t.app.services.memberReads.size, 'nothing dropped by logins and link requests').toBe(keptBefore);
    await sameEverywhere('logins and link requests');
  });
});
