import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MEMBER, seedDemo } from '../demo/seed-demo.js';
import { loadSecretKey, SecretBox } from './secret-box.js';
import { appBeside, bearer, describeWithApp } from '../test/helpers.js';
import { COMPILED_RESPONSES } from './route.js';

// The compiled serializers must write exactly the bytes zod's encoder + JSON.stringify wrote: the
// same app, once with them and once without, answers the same calls for the demo member.
describeWithApp('compiled responses', (t) => {
  let plain: FastifyInstance;
  let token = '';
  beforeAll(async () => {
    await seedDemo(t.db, t.app.services.content, {
      box: new SecretBox(loadSecretKey(t.config.appSecretKey, t.config.dataDir)),
      publicUrl: t.config.publicUrl,
      outboxKey: t.app.services.outboxKey,
    });
    // The demo's clinicians counted by both apps, so their health checks agree on who alerts reach.
    await t.app.services.alertService.reach();
    plain = await appBeside(t, { compiledResponses: false });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    token = login.json().token;
  });
  afterAll(async () => {
    await plain.close();
  });

  const urls = [
    '/api/health',
    '/api/user/profile',
    '/api/user/onboarding/status',
    '/api/lifestyle/pillars',
    '/api/lifestyle/recommendations/user',
    '/api/lifestyle/recommendations/user?exclude_pillars=true',
    '/api/programs/in-progress',
    '/api/healthtracking/bloodpresults/latest',
    '/api/content/landing',
  ];

  it('covers every compiled call', () => {
    const covered = new Set(urls.map((u) => `GET ${u.slice('/api'.length).split('?')[0]}`));
    expect([...COMPILED_RESPONSES].filter((k) => !covered.has(k))).toEqual([]);
  });

  it.each(urls)('answers %s with the same bytes as zod', async (url) => {
    const a = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    const b = await plain.inject({ method: 'GET', url, headers: bearer(token) });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe(b.headers['content-type']);
    // A programme's time progress moves with the clock between the two calls; every other byte is equal.
    const steady = (body: string) => body.replace(/"percent":-?\d+(\.\d+)?(e[+-]?\d+)?/g, '"percent":#');
    expect(steady(a.body)).toBe(steady(b.body));
  });

  it('drops fields the declaration does not name, as zod does', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
    expect(Object.keys(a.json())).not.toContain('password_hash');
  });
});
