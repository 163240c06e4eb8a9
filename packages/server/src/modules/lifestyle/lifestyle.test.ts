import { expect, it } from 'vitest';
import { bearer, createMember, describeWithApp } from '../../test/helpers.js';

describeWithApp('lifestyle pillars', (t) => {
  it('lists the six default pillars, all inactive for a new member, in content order', async () => {
    const { token } = await createMember(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/lifestyle/pillars', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const pillars = res.json();
    expect(pillars.map((p: { slug: string }) => p.slug)).toEqual([
      'sleep',
      'stress-management',
      'nutrition',
      'risky-substances',
      'physical-activity',
      'social-connection',
    ]);
    expect(pillars.map((p: { icon: string }) => p.icon)).toEqual(['moon', 'brain', 'apple', 'pill', 'dumbbell', 'users']);
    expect(
      pillars.every((p: { is_active: boolean; _id: string; description: string }) => p.is_active === false && p._id && p.description),
    ).toBe(true);
  });

  it('toggles a pillar for this member only', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const list = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/lifestyle/pillars', headers: bearer(token) }).then((r) => r.json());
    const sleep = (await list(a.token))[0];
    const on = await t.app.inject({ method: 'POST', url: `/api/lifestyle/pillars/${sleep._id}/toggle`, headers: bearer(a.token) });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ _id: sleep._id, is_active: true });
    expect((await list(a.token))[0].is_active).toBe(true);
    expect((await list(b.token))[0].is_active).toBe(false);
    const off = await t.app.inject({ method: 'POST', url: `/api/lifestyle/pillars/${sleep._id}/toggle`, headers: bearer(a.token) });
    expect(off.json().is_active).toBe(false);
  });

  it('allows a third active pillar (the warning is advice shown by the client)', async () => {
    const { token } = await createMember(t);
    const pillars = (await t.app.inject({ method: 'GET', url: '/api/lifestyle/pillars', headers: bearer(token) })).json();
    for (const p of pillars.slice(0, 3))
      await t.app.inject({ method: 'POST', url: `/api/lifestyle/pillars/${p._id}/toggle`, headers: bearer(token) });
    const after = (await t.app.inject({ method: 'GET', url: '/api/lifestyle/pillars', headers: bearer(token) })).json();
    expect(after.filter((p: { is_active: boolean }) => p.is_active)).toHaveLength(3);
  });

  it('answers 404 for an unknown pillar and 401 without a session', async () => {
    const { token } = await createMember(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/lifestyle/pillars/not-a-pillar/toggle', headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Pillar not found' });
    expect((await t.app.inject({ method: 'GET', url: '/api/lifestyle/pillars' })).statusCode).toBe(401);
  });
});
