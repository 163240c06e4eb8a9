import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimiter } from '../../bootstrap.js';
import { loadConfig } from '../../config.js';
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
      await limiter.close();
    }
  });
});

/** A TCP relay to Redis that can be cut and restored on the same port, as a Redis outage looks to the app. */
async function redisRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    restore: () => listen(port),
    close: async () => {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.runIf(process.env.TEST_REDIS_URL)('health once Redis answers again', () => {
  it('reports ok again within seconds, with no rate-limited call to notice it', async () => {
    const relay = await redisRelay(new URL(process.env.TEST_REDIS_URL!));
    const limiter = createLimiter({ ...loadConfig({}), redisUrl: relay.url }, pino({ level: 'silent' }));
    // A clinic inbox, so that only Redis can make health degraded here.
    const t = await createTestApp('sqlite', { CARE_TEAM_INBOX: 'alerts@clinic.example' }, { limiter });
    const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json<{ status: string }>().status;
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'nobody@example.ca', password: 'Wrong-Pass-1' } });
    try {
      await expect.poll(async () => (await login()).statusCode, { timeout: 5000 }).toBe(401);
      expect(await health()).toBe('ok');
      await relay.cut();
      expect((await login()).statusCode).toBe(401);
      expect(await health()).toBe('degraded');
      await relay.restore();
      // ioredis reconnects within 2 s, the probe asks every 2 s: well within 8 s, where the 30 s
      // retry of a call (and no call at all here) left health degraded for minutes.
      await expect.poll(health, { timeout: 8000, interval: 200 }).toBe('ok');
    } finally {
      await t.close();
      await limiter.close();
      await relay.close();
    }
  }, 20_000);
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
