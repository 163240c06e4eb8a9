import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { createVerifiedMember, logIn } from '../support/members.js';

interface Category {
  _id: string;
  name: string;
  slug: string;
  post_count: number;
  subcategories: Array<{ _id: string; name: string }>;
}
interface PostSummary {
  _id: string;
  title: string;
}

/** A new member, logged in through the UI; returns the session token for API look-ups. */
async function signedIn(page: Page): Promise<string> {
  const member = await createVerifiedMember();
  await logIn(page, member);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}

async function apiGet<T>(page: Page, token: string, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** The reads saved on the device for offline use (TanStack Query's cache in IndexedDB). */
function savedQueries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const open = indexedDB.open('wellpath-offline');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB refused'));
    });
    if (!db.objectStoreNames.contains('query-cache')) return [];
    const read = db.transaction('query-cache').objectStore('query-cache').getAll();
    const saved = await new Promise<string[]>((resolve) => (read.onsuccess = () => resolve(read.result as string[])));
    db.close();
    return saved.flatMap((json) =>
      (JSON.parse(json) as { clientState: { queries: Array<{ queryKey: unknown[] }> } }).clientState.queries.map((q) =>
        String(q.queryKey[1]),
      ),
    );
  });
}

/** Waits until the service worker is active and controls the page. */
async function serviceWorkerInControl(page: Page): Promise<string> {
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scriptUrl;
}

test('the sidebar lists the categories and Programs; categories, topics and articles open from it', async ({ page }) => {
  const token = await signedIn(page);
  const { categories } = await apiGet<{ categories: Category[] }>(page, token, '/education/categories');
  expect(categories.length).toBeGreaterThan(0);

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const category of categories) {
    await expect(nav.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
      'href',
      `/education/category/${category._id}`,
    );
  }
  await expect(nav.getByRole('link', { name: 'Programs', exact: true })).toHaveAttribute('href', '/programs');

  // A category lists its posts and its topics.
  const heart = categories.find((c) => c.slug === 'heart-health') ?? categories[0]!;
  await nav.getByRole('link', { name: heart.name, exact: true }).click();
  await expect(page).toHaveURL(`/education/category/${heart._id}`);
  await expect(page.getByRole('heading', { level: 1, name: heart.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Articles' }).getByRole('article')).toHaveCount(heart.post_count);

  const topic = heart.subcategories[0]!;
  const topics = page.getByRole('navigation', { name: `Topics in ${heart.name}` });
  await topics.getByRole('link', { name: new RegExp(`^${topic.name}`) }).click();
  await expect(page).toHaveURL(`/education/category/${heart._id}/${topic._id}`);
  await expect(page.getByRole('heading', { level: 1, name: topic.name })).toBeVisible();
  await expect(topics.getByRole('link', { name: new RegExp(`^${topic.name}`) })).toHaveAttribute('aria-current', 'page');

  // An article: readable layout, breadcrumb back to its category, pillar tags to /lifestyle.
  const first = page.getByRole('region', { name: 'Articles' }).getByRole('article').first();
  const title = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: heart.name })).toHaveAttribute(
    'href',
    `/education/category/${heart._id}`,
  );
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lifestyle pillars' }).getByRole('link').first()).toHaveAttribute('href', /^\/lifestyle\//);
  await expectNoSeriousA11yIssues(page);
});

test('the Education home shows topics and the latest articles, searches, and opens a category by slug', async ({ page }) => {
  const token = await signedIn(page);
  const { categories } = await apiGet<{ categories: Category[] }>(page, token, '/education/categories');
  const heart = categories.find((c) => c.slug === 'heart-health') ?? categories[0]!;

  // The slug route shows the same category page.
  await page.goto(`/education/${heart.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: heart.name })).toBeVisible();

  // The Education home: topics, latest articles and a search.
  await page.goto('/education');
  await expect(page.getByRole('region', { name: heart.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest articles' }).getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('cholesterol');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/education\?q=cholesterol$/);
  await expect(page.getByText(/articles? match/)).toBeVisible();

  // Unknown ids read as friendly not-found pages.
  await page.goto('/education/posts/no-such-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  await page.goto('/education/no-such-category');
  await expect(page.getByRole('heading', { level: 1, name: 'Topic not found' })).toBeVisible();
});

test('an article renders without running any script from its HTML', async ({ page }) => {
  const token = await signedIn(page);
  const { posts } = await apiGet<{ posts: PostSummary[] }>(page, token, '/education/posts?limit=1');
  const post = posts[0]!;
  const hostile =
    '<p>Safe paragraph</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:window.__pwned=1">x</a>';

  await page.route('**/api/education/posts/*', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { post: Record<string, unknown> };
    await route.fulfill({ response, json: { ...json, post: { ...json.post, body: hostile } } });
  });
  await page.goto(`/education/posts/${post._id}`);
  const body = page.getByTestId('article-body');
  await expect(body.getByText('Safe paragraph')).toBeVisible();
  await expect(body.getByText('x', { exact: true })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(body.locator('script')).toHaveCount(0);
  await expect(page.locator('[onerror]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  expect((await body.innerHTML()).toLowerCase()).not.toMatch(/onerror|javascript:|<script/);
});

test('a member opens a coach profile, sends a message and sees it listed', async ({ page }) => {
  await signedIn(page);
  await page.goto('/coaches');
  await expect(page.getByRole('heading', { level: 1, name: 'Coaches' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('link', { name: 'Grace Liu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Liu' })).toBeVisible();
  await expect(page.getByText('RN, CDE')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const subject = `Lunch ideas ${Date.now()}`;
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Could you suggest lunches that keep my blood sugar steady at work?');
  await expect(page.getByText('66/3000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message was sent to Grace Liu.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');

  const mine = page.getByRole('region', { name: 'Your messages' }).getByTestId('coach-message');
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText(subject);
  await expect(mine.first()).toContainText('Status: Sent');

  await page.getByRole('link', { name: 'All coaches' }).click();
  const all = page.getByRole('region', { name: 'Your messages' }).getByTestId('coach-message');
  await expect(all.first()).toContainText(subject);
  await expect(all.first()).toContainText('to Grace Liu');

  // A coach who is not taking messages: said so, and the form is disabled.
  await page.getByRole('link', { name: 'Sofía Ramírez' }).click();
  await expect(page.getByText(/Sofía Ramírez is not taking new messages at the moment/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toBeDisabled();
});

test.describe('the installable app', () => {
  // The only tests that let the service worker run (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('the app is installable: manifest and icons are served and the service worker registers', async ({ page, request }) => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'WellPath — Cedar Grove Lifestyle Medicine',
      short_name: 'WellPath',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons.filter((i) => i.src.endsWith('.png'))) {
      const png = await request.get(icon.src);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
    }

    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(await serviceWorkerInControl(page)).toMatch(/\/sw\.js\?v=index-[\w-]+$/);
  });

  test('the app shell opens offline, and /api is never cached', async ({ page, context }) => {
    await signedIn(page);
    await serviceWorkerInControl(page);
    // Visit a screen while the worker controls the page, so its code is cached.
    await page.goto('/education');
    await expect(page.getByRole('region', { name: 'Latest articles' }).getByRole('article').first()).toBeVisible();
    // The member's data is saved on the device within a second of loading (IndexedDB, throttled).
    await expect.poll(() => savedQueries(page)).toContain('GET /education/posts');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Education Center' })).toBeVisible();
    // One calm banner, and what was read online is still readable (saved in IndexedDB, not by the worker).
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest articles' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The worker still caches no member data: the API cannot be reached offline, and no cache holds /api.
    const apiOffline = await page.evaluate(() =>
      fetch('/api/education/categories').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiOffline).toBe('failed');
    const cachedUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cachedUrls).toEqual(expect.arrayContaining(['/index.html', '/offline.html', '/manifest.webmanifest']));
    expect(cachedUrls.filter((u) => u.startsWith('/api'))).toEqual([]);

    // Without a cached shell, a page opened offline falls back to the offline page.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        // Precached copies are keyed with their revision in the query.
        await cache.delete('/index.html', { ignoreSearch: true });
        await cache.delete('/', { ignoreSearch: true });
      }
    });
    await page.goto('/coaches');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
    await context.setOffline(false);
  });
});

test('the Download App page offers install instructions and is accessible', async ({ page }) => {
  await signedIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Download App' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Download App' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'iPhone and iPad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Android phones and tablets' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Computer' })).toBeVisible();
  // Desktop Chromium: its own steps come first.
  await expect(page.getByTestId(/^install-guide-/).first()).toHaveAttribute('data-testid', 'install-guide-desktop');
  await expectNoSeriousA11yIssues(page);
});

test('on a phone, the tab bar reaches Health and the menu reaches the coaches', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  const tabs = page.getByRole('navigation', { name: 'Tab bar' });
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Health' }).click();
  await expect(page).toHaveURL('/health');
  await expect(tabs.getByRole('link', { name: 'Health' })).toHaveAttribute('aria-current', 'page');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Blood Pressure/ })
    .click();
  await expect(page).toHaveURL('/blood-pressure');
  await expect(tabs.getByRole('link', { name: 'Health' })).toHaveAttribute('aria-current', 'page');
  const menu = tabs.getByRole('button', { name: 'Menu' });
  const coaches = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coaches', exact: true });
  // Opened again if a re-render of the layout (a refetch on the loaded machine) closed it before the tap.
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(coaches).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await coaches.click();
  await expect(page).toHaveURL('/coaches');
  await expectNoSeriousA11yIssues(page);
});
