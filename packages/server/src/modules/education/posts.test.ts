import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DATABASES, signUp, type TestApp } from '../../test/helpers.js';

describe.each(DATABASES)('education posts and coaches on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('lists posts by category (id or slug) and subcategory, newest first, and searches', async () => {
    const { token } = await signUp(t);
    const { categories } = (await get(token, '/api/education/categories')).json();
    const heart = categories.find((c: { slug: string }) => c.slug === 'heart-health');
    expect(heart.post_count).toBeGreaterThan(0);
    const detail = (await get(token, '/api/education/categories/heart-health')).json();
    expect(detail._id).toBe(heart._id);
    expect(detail.subcategories.length).toBeGreaterThan(0);
    const byId = (await get(token, `/api/education/posts?category=${heart._id}`)).json().posts;
    const bySlug = (await get(token, '/api/education/posts?category=heart-health')).json().posts;
    expect(byId.map((p: { _id: string }) => p._id)).toEqual(bySlug.map((p: { _id: string }) => p._id));
    expect(byId.length).toBe(heart.post_count);
    const dates = byId.map((p: { published: string }) => p.published);
    expect([...dates].sort().reverse()).toEqual(dates);
    const sub = detail.subcategories.find((s: { post_count: number }) => s.post_count > 0);
    const inSub = (await get(token, `/api/education/posts?category=heart-health&subcategory=${sub.slug}`)).json().posts;
    expect(inSub.every((p: { subcategory: { _id: string } }) => p.subcategory._id === sub._id)).toBe(true);
    const found = (await get(token, '/api/education/posts?q=CHOLESTEROL')).json().posts;
    expect(found.length).toBeGreaterThan(0);
    // The article text is searched too, and % or _ are taken literally.
    expect((await get(token, '/api/education/posts?q=salt')).json().posts.length).toBeGreaterThan(0);
    expect((await get(token, '/api/education/posts?q=%25%25%25')).json().posts).toEqual([]);
    expect((await get(token, '/api/education/posts?q=___')).json().posts).toEqual([]);
    const sleep = (await get(token, '/api/education/posts?pillar=sleep')).json().posts;
    expect(sleep.every((p: { pillars: Array<{ slug: string }> }) => p.pillars.some((x) => x.slug === 'sleep'))).toBe(true);
    expect((await get(token, '/api/education/posts?category=nope')).statusCode).toBe(404);
    expect((await get(token, '/api/education/categories/nope')).statusCode).toBe(404);
  });

  it('reads one post with sanitised HTML, sources and related posts', async () => {
    const { token } = await signUp(t);
    const [first] = (await get(token, '/api/education/posts?limit=1')).json().posts;
    const res = (await get(token, `/api/education/posts/${first._id}`)).json();
    expect(res.post.body).toContain('<p>');
    expect(res.post.body).not.toMatch(/<script|onerror|javascript:/i);
    expect(res.post.sources.length).toBeGreaterThan(0);
    expect(res.related.length).toBeGreaterThan(0);
    expect(res.related.map((r: { _id: string }) => r._id)).not.toContain(first._id);
    expect((await get(token, `/api/education/posts/${res.post.key}`)).json().post._id).toBe(first._id);
    expect((await get(token, '/api/education/posts/nope')).statusCode).toBe(404);
  });

  it('shows the care team and stores a message to a coach, only for its sender', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const { coaches } = (await get(a.token, '/api/coaches')).json();
    expect(coaches.length).toBeGreaterThanOrEqual(4);
    const open = coaches.find((c: { accepting_messages: boolean }) => c.accepting_messages);
    expect(open.initials).toMatch(/^[A-Z]{2}$/);
    const profile = (await get(a.token, `/api/coaches/${open._id}`)).json();
    expect(profile.bio.length).toBeGreaterThan(0);
    const send = (token: string, id: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/coaches/${id}/messages`, headers: bearer(token), payload });
    const sent = await send(a.token, open._id, { subject: 'Walking plan', message: 'Could we adjust my walking plan for winter?' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'sent', coach: { _id: open._id } });
    expect((await send(a.token, open._id, { subject: '', message: '' })).json().errors).toEqual([
      'Subject is required',
      'Message is required',
    ]);
    const closed = coaches.find((c: { accepting_messages: boolean }) => !c.accepting_messages);
    if (closed) expect((await send(a.token, closed._id, { subject: 'Hi', message: 'Hello' })).statusCode).toBe(400);
    expect((await get(a.token, '/api/coaches/messages')).json().messages).toHaveLength(1);
    expect((await get(b.token, '/api/coaches/messages')).json().messages).toEqual([]);
    expect((await get(a.token, '/api/coaches/nope')).statusCode).toBe(404);
  });
});
