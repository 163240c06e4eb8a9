import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DATABASES, signUp, type TestApp } from '../../test/helpers.js';

describe.each(DATABASES)('education categories on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists top-level categories with id, _id, name and the path /education/category/{id}', async () => {
    const { token } = await signUp(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/education/categories', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const { categories } = res.json();
    expect(categories.length).toBeGreaterThanOrEqual(3);
    for (const c of categories) {
      expect(c.id).toBe(c._id);
      expect(c.path).toBe(`/education/category/${c.id}`);
      expect(c.name).toBeTruthy();
    }
    expect(categories.some((c: { name: string }) => c.name === 'Programs')).toBe(false);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/education/categories' })).statusCode).toBe(401);
  });
});
