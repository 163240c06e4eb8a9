import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, withFailover, type RateLimiter } from '../../lib/rate-limiter.js';
import { createStaff, createTestApp, DATABASES, signUp, type TestApp } from '../../test/helpers.js';

describe.each(DATABASES)('health and API basics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { CARE_TEAM_INBOX: 'care-team@clinic.example' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers {status: ok} once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document listing the spec calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/user/login',
      '/api/user/register',
      '/api/user/verify-email/{token}',
      '/api/user/profile',
      '/api/lifestyle/pillars/{id}/toggle',
      '/api/education/categories',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    expect(doc.paths['/api/user/register'].post.requestBody).toBeDefined();
  });

  it('answers unknown API paths with a JSON 404 and sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
    // An API answer is never a document: nothing may run or frame it (OWASP REST Security).
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe.each(DATABASES)('health when the database does not answer, on %s', (kind) => {
  it('answers 503 {status: unavailable} with the API headers', async () => {
    const t = await createTestApp(kind);
    try {
      await t.db.destroy();
      // Closed once here; t.close() below still closes the app and drops the database.
      t.db.destroy = async () => undefined;
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('{"status":"unavailable"}');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    } finally {
      await t.close();
    }
  });
});

describe('health while the shared rate-limit store does not answer', () => {
  it('reports the degraded dependency, and logins still work (counted by this copy)', async () => {
    const never = () => new Promise<never>(() => undefined);
    const hung: RateLimiter = { hit: never, peek: never, reset: never, status: () => 'ok', close: async () => undefined };
    const limiter = withFailover(hung, createMemoryRateLimiter(), {
      timeoutMs: 50,
      onDegraded: () => undefined,
      onRecovered: () => undefined,
    });
    const t = await createTestApp('sqlite', { CARE_TEAM_INBOX: 'care-team@clinic.example' }, { limiter });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
      const member = await signUp(t);
      expect(member.token).toBeTruthy();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'degraded', degraded: ['rate-limit-store'] });
    } finally {
      await t.close();
    }
  });
});

describe.each(DATABASES)('health while urgent alerts would reach nobody, on %s', (kind) => {
  it('says so (alerts-reach-nobody) with no inbox and no active clinician, beside the other reasons, until a clinician is active', async () => {
    const never = () => new Promise<never>(() => undefined);
    const hung: RateLimiter = { hit: never, peek: never, reset: never, status: () => 'ok', close: async () => undefined };
    const limiter = withFailover(hung, createMemoryRateLimiter(), {
      timeoutMs: 50,
      onDegraded: () => undefined,
      onRecovered: () => undefined,
    });
    const t = await createTestApp(kind, {}, { limiter });
    try {
      const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
      expect(await health()).toEqual({ status: 'degraded', degraded: ['alerts-reach-nobody'] });
      await signUp(t);
      expect(await health()).toEqual({ status: 'degraded', degraded: ['rate-limit-store', 'alerts-reach-nobody'] });
      // An active clinician, counted at the next look (every 30 seconds, or at once here).
      await createStaff(t, 'clinician');
      await t.app.services.alertService.reach();
      expect(await health()).toEqual({ status: 'degraded', degraded: ['rate-limit-store'] });
    } finally {
      await t.close();
    }
  });
});
