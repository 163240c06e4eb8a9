import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config.js';
import { createVerifiedMember, logIn } from '../support/members.js';
import { takeHealthProfile } from '../support/surveys.js';

// The "no traps" promises of issue 14 that only a real browser and server can show.

test('an ended session says so on the login page and brings the member back to where they were', async ({ page }) => {
  const member = await createVerifiedMember();
  await logIn(page, member);
  await page.goto('/blood-results');
  await expect(page.getByRole('heading', { level: 1, name: 'Blood Test Results' })).toBeVisible();

  // The session ends on the server (another device signed it out, or it timed out).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const out = await fetch(`${BASE_URL}/api/user/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(out.status).toBeLessThan(300);

  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blood Test Results' })).toBeVisible();
  await expect(page).toHaveURL(/\/blood-results$/);
});

test('Mark Complete on a recommendation can be undone for a few seconds', async ({ page }) => {
  const member = await createVerifiedMember();
  await takeHealthProfile(member);
  await logIn(page, member);

  // Home shows each recommendation as its title, status and one line; the title opens the rest.
  const region = page.getByRole('region', { name: 'General Recommendations' });
  const titleButton = region.getByRole('list', { name: 'Active recommendations' }).getByRole('button').first();
  const title = (await titleButton.innerText()).trim();
  await titleButton.click();
  await region.getByRole('button', { name: 'Mark Complete', exact: true }).first().click();

  const undo = page.getByRole('button', { name: `Undo Mark Complete for ${title}` });
  await expect(undo).toBeVisible();
  await undo.click();
  await expect(page.getByText('Undone, back in your list')).toBeVisible();

  // Still to do, as before, after a reload too (the server has it back).
  await page.reload();
  const active = page.getByRole('region', { name: 'General Recommendations' }).getByRole('list', { name: 'Active recommendations' });
  await expect(active.getByRole('button', { name: title, exact: true })).toBeVisible();
});
