import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DATABASES, type TestApp } from '../test/helpers.js';
import { DEMO_MEMBER, seedDemoMember } from './seed-demo.js';

describe.each(DATABASES)('demo member on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('can log in and sees a realistic home: two active pillars and general recommendations in each state', async () => {
    await seedDemoMember(t.db, t.app.services.content);
    await seedDemoMember(t.db, t.app.services.content); // idempotent
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } });
    expect(login.statusCode).toBe(200);
    const token = login.json().token;
    const pillars = (await t.app.inject({ method: 'GET', url: '/api/lifestyle/pillars', headers: bearer(token) })).json();
    expect(pillars.filter((p: { is_active: boolean }) => p.is_active).map((p: { slug: string }) => p.slug)).toEqual(['sleep', 'physical-activity']);
    const general = (await t.app.inject({ method: 'GET', url: '/api/lifestyle/recommendations/user?exclude_pillars=true', headers: bearer(token) })).json().recommendations;
    expect(general.map((r: { status: string }) => r.status)).toEqual(['in_progress', 'not_started', 'not_started', 'completed']);
    const all = (await t.app.inject({ method: 'GET', url: '/api/lifestyle/recommendations/user', headers: bearer(token) })).json().recommendations;
    expect(all).toHaveLength(8);
  });
});
