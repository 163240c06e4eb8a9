import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

describe('public content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the landing content with the four figures of the spec', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/landing' });
    expect(res.statusCode).toBe(200);
    const landing = res.json();
    // The spec's four figures, the programmes one being what the default catalogue holds (issue 32).
    expect(landing.figures.map((f: { value: string }) => f.value)).toEqual(['95%', '80%', '13', '24/7']);
    expect(landing.features.map((f: { key: string }) => f.key)).toEqual(['assessments', 'programs', 'biomarkers']);
    expect(landing.contactEmail).toMatch(/@/);
  });

  it.each(['release-of-information', 'terms-and-conditions', 'privacy-policy'])('serves the %s document as sanitised HTML', async (slug) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/content/pages/${slug}` });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.title).toBeTruthy();
    expect(page.html).toContain('<h2');
    expect(page.html).not.toMatch(/<script|onerror=|javascript:/i);
  });

  it('answers 404 for an unknown page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/content/pages/secrets' })).statusCode).toBe(404);
  });
});
