import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { createVerifiedMember, logIn } from '../support/members.js';
import { nextTotpCode } from '../support/staff.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// Issue 16: a member turns on two-step verification from the profile (the key read off the screen, as
// an authenticator app would), then needs a code to log in; and signs another device out.
test('a member turns on two-step verification, logs in with a code, and signs another device out', async ({ page, browser }) => {
  const member = { ...(await createVerifiedMember()), totpKey: undefined as string | undefined, lastStep: undefined as number | undefined };

  // Another device (a phone), signed in before two-step verification was on.
  const otherContext = await browser.newContext({ userAgent: IPHONE });
  const other = await otherContext.newPage();
  await logIn(other, member);

  await logIn(page, member);
  await page.goto('/profile');
  const twoStep = page.getByRole('region', { name: 'Two-step verification' });
  await twoStep.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoStep.getByRole('heading', { name: '1. Add WellPath to your authenticator app' })).toBeFocused();
  await expect(twoStep.getByRole('img', { name: /^QR code to scan with your authenticator app/ })).toBeVisible();
  member.totpKey = (await twoStep.getByTestId('authenticator-key').innerText()).replace(/\s+/g, '');
  expect(member.totpKey).toMatch(/^[A-Z2-7]{32}$/);
  await twoStep.getByRole('textbox', { name: '6-digit code' }).fill(await nextTotpCode(member));
  await twoStep.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(twoStep.getByText('Two-step verification is on.')).toBeVisible();
  await expect(twoStep.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await twoStep.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoStep.getByText('10 recovery codes left.')).toBeVisible();

  // Signed-in devices: this one and the other; the other is signed out at once.
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByTestId('device-row')).toHaveCount(2);
  await expect(devices.getByTestId('device-row').filter({ hasText: 'This device' })).toContainText('Chrome on Windows');
  await expectNoSeriousA11yIssues(page);
  await devices.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
  await expect(devices.getByText('Safari on iPhone is signed out.')).toBeVisible();
  await expect(devices.getByTestId('device-row')).toHaveCount(1);
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/login$/);
  await otherContext.close();

  // Logging in again asks for the code after the password.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const code = page.getByRole('textbox', { name: '6-digit code' });
  await expect(code).toBeFocused();
  await code.fill(await nextTotpCode(member));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your Health Journey' })).toBeVisible();
});
