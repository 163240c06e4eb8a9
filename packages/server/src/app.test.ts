import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { redactUrl } from './lib/access-log.js';
import { createMemoryRateLimiter } from './lib/rate-limiter.js';
import { createTestApp, MemoryTransport, type TestApp } from './test/helpers.js';

describe('redactUrl', () => {
  it('hides one-time tokens in paths', () => {
    expect(redactUrl('/api/user/verify-email/abc123?x=1')).toBe('/api/user/verify-email/[redacted]?x=1');
    expect(redactUrl('/reset-password/tok')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/api/user/profile')).toBe('/api/user/profile');
    expect(redactUrl('/staff-invitation/tok')).toBe('/staff-invitation/[redacted]');
    expect(redactUrl('/api/staff-invitations/tok')).toBe('/api/staff-invitations/[redacted]');
  });
});

describe('access log', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({
      config: t.config,
      db: t.db,
      content: t.app.services.content,
      transport: new MemoryTransport(),
      limiter: createMemoryRateLimiter(),
      logger: pino(loggerOptions('info'), stream),
      startMail: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('writes one flat line per request, with the route pattern and never a token, query or header', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: 'Bearer secret-token-123' } });
    await app.inject({ method: 'GET', url: '/api/staff-invitations/invite-token-456' });
    await app.inject({ method: 'GET', url: '/api/nothing-here?q=systolic-150' });
    await app.inject({ method: 'GET', url: '/api/health' }); // declared at warn: no line
    const access = lines.filter((l) => l.msg === 'request');
    expect(access.map((l) => [l.method, l.path, l.status])).toEqual([
      ['GET', '/api/user/profile', 401],
      ['GET', '/api/staff-invitations/:token', 404],
      ['GET', '/api/nothing-here', 404],
    ]);
    expect(access.every((l) => typeof l.reqId === 'string' && typeof l.ms === 'number')).toBe(true);
    expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(0);
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/secret-token-123|invite-token-456|systolic|authorization/i);
  });
});

describe('serving the web app', () => {
  let t: TestApp;
  let webDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    webDir = path.join(t.config.dataDir, 'web');
    fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>WellPath</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js'), 'console.log(1)');
    app = await buildApp({
      config: { ...t.config, webDistDir: webDir },
      db: t.db,
      content: t.app.services.content,
      transport: new MemoryTransport(),
      limiter: createMemoryRateLimiter(),
      serveWeb: true,
      startMail: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('answers client routes with the SPA shell, uncached', async () => {
    for (const url of ['/', '/login', '/lifestyle/sleep', '/verify-email/abc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and keeps API 404s as JSON', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/old-chunk-999.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
  });
});
