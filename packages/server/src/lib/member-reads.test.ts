import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@wellpath/shared/api/contract';
import { buildApp } from '../app.js';
import { createMemoryRateLimiter } from './rate-limiter.js';
import { MemberReads } from './member-reads.js';
import { MEMBER_CACHED_READS } from './route.js';
import { bearer, createStaff, createTestApp, DATABASES, MemoryTransport, signUp, type TestApp } from '../test/helpers.js';
import { readContent } from '../content/loader.js';

describe('MemberReads', () => {
  it('serves an answer while the member version holds, for that member only', () => {
    const reads = new MemberReads({ maxBytes: 1 << 20 });
    const v = reads.version('a');
    reads.store('a|/x', 'a', v, Buffer.from('{"n":1}'));
    expect(reads.get('a|/x', 'a')?.toString()).toBe('{"n":1}');
    expect(reads.get('a|/x', 'b')).toBeUndefined();
    reads.store('a|/x', 'a', reads.version('a'), Buffer.from('{"n":1}'));
    reads.changed('a');
    expect(reads.get('a|/x', 'a')).toBeUndefined();
  });

  it('keeps nothing read while a write happened', () => {
    const reads = new MemberReads({ maxBytes: 1 << 20 });
    const before = reads.version('a');
    reads.changed('a');
    reads.store('a|/x', 'a', before, Buffer.from('old'));
    expect(reads.get('a|/x', 'a')).toBeUndefined();
    const beforeAll = reads.version('a');
    reads.changedAll();
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
});

/**
 * The same member, the same database, two servers: one keeping the home's answers (the default), one
 * not. After every kind of change a member or the care team makes, both answer every cached read
 * alike: a kept answer is never one a change made stale.
 */
describe.each(DATABASES)('kept answers after each kind of change, on %s', (kind) => {
  let t: TestApp;
  let plain: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { READ_CACHE_MB: '32' });
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
    ({ token } = await signUp(t));
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
      method: method as 'POST',
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
  });
});
