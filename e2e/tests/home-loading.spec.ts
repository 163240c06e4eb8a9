import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { BASE_URL } from '../playwright.config.js';

// The member home's loading (issue 13, decision 0045): the demo member opening / gets every home
// read started together, before any of them answered (no read waits for a screen's code or for
// another read), and nothing on the page moves as the answers arrive.

const DEMO = { email: 'demo@wellpath.example', password: 'Demo-Member-2026' };
/** What the home and its layout read (their paths). */
const HOME_READS = [
  '/api/user/profile',
  '/api/programs/in-progress',
  '/api/healthtracking/bloodpresults/latest',
  '/api/healthtracking/bloodpresults/markers',
  '/api/healthtracking/body',
  '/api/messages/unread',
  '/api/user/alerts',
  '/api/user/onboarding/status',
  '/api/user/week-summary',
  '/api/lifestyle/pillars',
  '/api/surveys/suggested-programs',
  '/api/healthtracking/heart-risk',
  '/api/lifestyle/recommendations/user',
  '/api/content/landing',
  '/api/education/categories',
];

// The demo member comes from the run's global set-up (global-setup.ts); these tests only read.

/**
 * A browser context signed in as the demo member (a session from the API, in localStorage as the app
 * keeps it), whose pages collect their layout shifts in `window.layoutShifts`.
 */
async function demoContext(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const res = await fetch(`${BASE_URL}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { token } = (await res.json()) as { token: string };
  expect(token).toBeTruthy();
  const context = await browser.newContext({ viewport });
  await context.addInitScript((t) => {
    localStorage.setItem('token', t);
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, token);
  return context;
}

test('the demo member’s home starts its reads together and does not shift', async ({ browser }) => {
  const context = await demoContext(browser, { width: 390, height: 844 });
  const page = await context.newPage();

  // Chromium's network log: when each API call was sent and when its answer had fully arrived.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // A second of latency on every request, as on a slow mobile network: an answer then cannot arrive
  // before the page has sent its other calls, however busy the machine is, unless they wait for it.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 1000, downloadThroughput: -1, uploadThroughput: -1 });
  const calls = new Map<string, { path: string; start: number; end?: number }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    const url = new URL(e.request.url);
    if (url.pathname.startsWith('/api/')) calls.set(e.requestId, { path: url.pathname, start: e.timestamp });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const call = calls.get(e.requestId);
    if (call) call.end = e.timestamp;
  });

  await page.goto('/');
  // Generous: the shared CI machine is slow; what is asserted is the order of the calls, not their speed.
  const loaded = { timeout: 60_000 };
  await expect(page.getByRole('heading', { name: 'Your Health Journey' })).toBeVisible(loaded);
  await expect(page.getByText('Welcome back, Morgan.')).toBeVisible(loaded);
  await expect(page.getByRole('heading', { name: 'General Recommendations' })).toBeVisible(loaded);
  await expect.poll(() => [...calls.values()].filter((c) => c.end === undefined).length).toBe(0);

  const log = [...calls.values()];
  const at = (t: number) => Math.round((t - log[0]!.start) * 1000);
  const described = log.map((c) => `${c.path} ${at(c.start)}-${at(c.end!)} ms`).join('\n');
  expect(log.map((c) => c.path).sort(), described).toEqual([...HOME_READS].sort());
  const firstAnswer = Math.min(...log.map((c) => c.end!));
  const late = log.filter((c) => c.start >= firstAnswer).map((c) => c.path);
  expect(late, `API calls sent only after another had answered:\n${described}`).toEqual([]);

  const cls = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
  expect(cls).toBeLessThan(0.1);
  await context.close();
});

// Issue 14: the programmes and the Education Center show placeholders of their content's size, so
// nothing below moves as it arrives (they were 0.35 and 0.17 at 1280 px before).
test('the demo member’s programmes and Education Center do not shift as they load', async ({ browser }) => {
  const context = await demoContext(browser, { width: 1280, height: 800 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: -1, uploadThroughput: -1 });
  const loaded = { timeout: 60_000 };
  for (const path of ['/programs', '/education']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible(loaded);
    // Every section in: no placeholder left ("Loading your programs", "Loading topics"...).
    await expect(page.getByRole('main').getByRole('status', { name: /^Loading/ })).toHaveCount(0, loaded);
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
    expect(cls, path).toBeLessThan(0.1);
  }
  await context.close();
});
