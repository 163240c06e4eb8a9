import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, redactUrl } from './app.js';
import { createMemoryRateLimiter } from './lib/rate-limiter.js';
import { createTestApp, MemoryTransport, type TestApp } from './test/helpers.js';

describe('redactUrl', () => {
  it('hides one-time tokens in paths', () => {
    expect(redactUrl('/api/user/verify-email/abc123?x=1')).toBe('/api/user/verify-email/[redacted]?x=1');
    expect(redactUrl('/reset-password/tok')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/api/user/profile')).toBe('/api/user/profile');
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
