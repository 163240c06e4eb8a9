import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.js';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { createVerifiedMember, logIn } from '../support/members.js';

// Issue 14: every member screen, at a phone's width and a desktop's, with some data on it (a lab
// report, two blood pressure readings, a programme in progress), has no serious or critical axe finding
// and nothing wider than the screen.

/** The screens a member reaches from the navigation. */
const SCREENS = [
  '/',
  '/health',
  '/blood-results',
  '/blood-pressure',
  '/heart-risk',
  '/activities',
  '/conditions',
  '/programs',
  '/exercises',
  '/program-requests',
  '/surveys',
  '/education',
  '/coaches',
  '/messages',
  '/appointments',
  '/profile',
  '/download-app',
];
/** Screens reached from another one: the first link on `from` whose path matches. */
const REACHED: Array<{ from: string; link: RegExp }> = [
  { from: '/programs', link: /^\/programs\/[^/?#]+$/ },
  { from: '/exercises', link: /^\/exercises\/category\/[^/?#]+$/ },
  { from: '/education', link: /^\/education\/posts\/[^/?#]+$/ },
  { from: '/education', link: /^\/education\/category\/[^/?#]+$/ },
  { from: '/coaches', link: /^\/coaches\/[^/?#]+$/ },
  { from: '/conditions', link: /^\/conditions\/[^/?#]+$/ },
  { from: '/surveys', link: /^\/surveys\/[^/?#]+\/start$/ },
  { from: '/blood-results', link: /^\/blood-results\?marker=/ },
];

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}

async function memberWithData() {
  const member = await createVerifiedMember();
  const login = await fetch(`${BASE_URL}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const { markers } = (await api(token, 'GET', '/healthtracking/bloodpresults/markers')) as {
    markers: Array<{ _id: string; key: string; unit: string }>;
  };
  const ldl = markers.find((m) => m.key === 'ldl-c')!;
  await api(token, 'POST', '/healthtracking/bloodpresults/reports', {
    test_date: '2026-11-02',
    values: [{ marker_id: ldl._id, value: 3.1, unit: ldl.unit }],
  });
  for (const [systolic, diastolic, hoursAgo] of [
    [128, 82, 30],
    [124, 79, 6],
  ] as const) {
    const measured_at = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    await api(token, 'POST', '/healthtracking/bloodpressure', { systolic, diastolic, measured_at, arm: 'left' });
  }
  const { programs } = (await api(token, 'GET', '/programs')) as { programs: Array<{ _id: string }> };
  await api(token, 'POST', `/programs/${programs[0]!._id}/start`, {});
  return member;
}

async function hrefOn(page: Page, from: string, link: RegExp): Promise<string> {
  await page.goto(from);
  await expect(page.locator('main h1').first()).toBeVisible();
  // The heading shows before the list it heads has loaded: wait for the link itself.
  let href: string | undefined;
  await expect
    .poll(
      async () => {
        const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        href = hrefs.find((h) => link.test(h));
        return href;
      },
      { message: `a link matching ${link} on ${from}` },
    )
    .toBeTruthy();
  return href!;
}

async function checkScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first(), path).toBeVisible();
  // Let the screen's reads answer (no skeleton left) before axe looks at it.
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
}

for (const width of [390, 1280]) {
  test(`every member screen is accessible and fits at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    const member = await memberWithData();
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await logIn(page, member);
    const reached: string[] = [];
    for (const { from, link } of REACHED) reached.push(await hrefOn(page, from, link));
    for (const path of [...SCREENS, ...reached]) await checkScreen(page, path);
  });
}
