import { type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { createVerifiedMember, logIn, memberApi } from '../support/members.js';
import { expect, test } from '../support/fixtures.js';

// Issue 32's member screens: the member's own day, what the device keeps and that logging out
// erases it, Messages in a place of their own, the first welcome, the home at 1280 px, programme
// minutes on Activities, and the undo of a deletion.

// A browser on Vancouver's clock: the member's time zone comes from it on first use (decision 0073).
test.use({ timezoneId: 'America/Vancouver' });

/** The device's calendar day, as the member's own day once their time zone is this device's. */
const deviceToday = (page: Page) => page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));

/** Waits until the layout has saved this device's time zone as the member's. */
async function timeZoneSaved(page: Page) {
  await expect
    .poll(async () => ((await (await memberApi(page, 'GET', '/user/profile')).json()) as { time_zone: string | null }).time_zone)
    .toBe('America/Vancouver');
}

test('the first login says Welcome, the member’s time zone comes from the device, and Messages are one tap away', async ({
  page,
  member,
}) => {
  await expect(page.getByText(`Welcome, ${member.firstName}. Small, steady steps add up.`)).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await timeZoneSaved(page);

  // Messages: first in the menu, on their own, not among the health screens.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link').first()).toHaveAccessibleName('Messages');
  // The home's "Questions about your care?" opens a new message in the app.
  const write = page.getByRole('link', { name: 'Write a message' });
  await expect(write).toHaveAttribute('href', '/messages?new=1');
  await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(0);
  await write.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByLabel(/^Subject/)).toBeFocused();

  await page.goto('/profile');
  await expect(page.getByRole('form', { name: 'Time zone' }).getByLabel('Time zone')).toHaveValue('America/Vancouver');
  await expectNoSeriousA11yIssues(page);
});

test('on a phone, the menu of the tab bar opens with Messages first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, await createVerifiedMember());
  await page.getByRole('navigation', { name: 'Tab bar' }).getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toHaveAccessibleName('Messages');
});

test('at 1280 px the onboarding spans the home’s width, its buttons on one line each', async ({ signedInPage: page }) => {
  await page.getByRole('button', { name: 'Begin Onboarding' }).click();
  const onboarding = page.getByRole('region', { name: 'Your onboarding surveys' });
  await expect(onboarding).toBeVisible();
  const main = (await page.locator('main > div').boundingBox())!;
  const box = (await onboarding.boundingBox())!;
  // The content column less its padding: the whole width, not half of it.
  expect(box.width).toBeGreaterThan(main.width * 0.8);
  const skip = (await onboarding.getByRole('button', { name: 'Skip for Now' }).boundingBox())!;
  expect(skip.height).toBeLessThan(56);
  expect(box.height).toBeLessThan(1000);
});

test('minutes tracked in Walk to 150 count on Activities and the home, once', async ({ signedInPage: page }) => {
  await timeZoneSaved(page);
  const today = await deviceToday(page);
  expect((await memberApi(page, 'POST', '/programs/walk-to-150/start', {})).status).toBe(201);
  const track = await memberApi(page, 'POST', '/programs/walk-to-150/track', {
    date: today,
    item_values: { 0: 30, 1: 'Brisk (I could talk but not sing)' },
  });
  expect(track.status).toBe(200);

  await page.goto('/activities');
  await expect(page.getByTestId('mvpa-total')).toHaveText('30 of 150 minutes');
  const fromProgrammes = page.getByRole('region', { name: 'From your programmes' });
  await expect(fromProgrammes).toContainText('Walking · 30 min · Moderate');
  await expect(fromProgrammes.getByRole('link', { name: 'Walk to 150' })).toBeVisible();

  // The same walk logged here as well: still 30, not 60.
  expect(
    (await memberApi(page, 'POST', '/healthtracking/activities', { date: today, type: 'walking', minutes: 30, intensity: 'moderate' }))
      .status,
  ).toBe(201);
  await page.reload();
  await expect(page.getByTestId('mvpa-total')).toHaveText('30 of 150 minutes');
  await expect(fromProgrammes).toContainText('Also logged that day: the larger of the two counts, once.');
  await expectNoSeriousA11yIssues(page);
});

test('a deleted reading comes back with Undo', async ({ signedInPage: page }) => {
  const added = await memberApi(page, 'POST', '/healthtracking/bloodpressure', {
    systolic: 128,
    diastolic: 82,
    measured_at: new Date(Date.now() - 3_600_000).toISOString(),
  });
  expect(added.status).toBe(201);
  await page.goto('/blood-pressure');
  await expect(page.getByTestId('bp-reading')).toHaveCount(1);
  await page.getByRole('button', { name: /^Delete the reading of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this reading?' });
  await expect(dialog).toContainText('You can undo it for a few seconds afterwards.');
  await expect(dialog).not.toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('bp-reading')).toHaveCount(0);
  const toast = page.getByTestId('undo-toast');
  await toast.getByRole('button', { name: /^Undo deleting the reading of/ }).click();
  await expect(page.getByText(/The reading of .* is back\./)).toBeVisible();
  await expect(page.getByTestId('bp-reading')).toHaveCount(1);
});

test('logging out leaves no member data on the device: every IndexedDB store empty, only the log in localStorage', async ({
  signedInPage: page,
}) => {
  // The device keeps the member's data for offline use: wait until some is saved.
  await page.goto('/activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('wellpath-offline');
            open.onsuccess = () => {
              const get = open.result.transaction('query-cache').objectStore('query-cache').count();
              get.onsuccess = () => resolve(get.result);
            };
            open.onerror = () => resolve(0);
          }),
      ),
    )
    .toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve) => {
        const open = indexedDB.open('wellpath-offline');
        open.onsuccess = () => {
          const db = open.result;
          const names = Array.from(db.objectStoreNames);
          const counts: Record<string, number> = {};
          const tx = db.transaction(names);
          for (const name of names) {
            const count = tx.objectStore(name).count();
            count.onsuccess = () => (counts[name] = count.result);
          }
          tx.oncomplete = () => resolve(counts);
        };
      }),
  );
  expect(left).toEqual({ meta: 0, outbox: 0, 'query-cache': 0 });
  expect((await page.evaluate(() => Object.keys(localStorage))).filter((key) => key !== 'app_logs')).toEqual([]);
  // Cache Storage holds the app's code only, never an answer of the API.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.filter((url) => url.includes('/api/'))).toEqual([]);
});
