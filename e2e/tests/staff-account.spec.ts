import { expect, test, type Browser } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { newestMailBody } from '../support/mail.js';
import {
  acceptStaffInvitation,
  firstStaffLogIn,
  inviteFromCommandLine,
  newStaff,
  staffLogIn,
  workspaceNav,
  type StaffAccount,
} from '../support/staff.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A staff member invited from the command line, with a password and a second factor set up in this browser. */
async function enrolled(browser: Browser, staff: StaffAccount) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await inviteFromCommandLine(staff);
  await acceptStaffInvitation(page, staff);
  await firstStaffLogIn(page, staff);
  return page;
}

// Issue 34, staff accounts (decision 0094): staff have the account safety members have, and an
// administrator can reset a colleague's second factor after a lost phone.
test('a staff member changes their password and signs out another device', async ({ browser }) => {
  test.setTimeout(240_000);
  const coach = newStaff('coach', 'Jordan', 'Beaulieu');
  const page = await enrolled(browser, coach);

  // The same account on a phone.
  const phoneContext = await browser.newContext({ userAgent: IPHONE });
  const phone = await phoneContext.newPage();
  await staffLogIn(phone, coach);

  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page).toHaveURL(/\/care\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByTestId('device-row')).toHaveCount(2);
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('10 recovery codes left.');
  await expectNoSeriousA11yIssues(page);

  await devices.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
  await expect(devices.getByText('Safari on iPhone is signed out.')).toBeVisible();
  await expect(devices.getByTestId('device-row')).toHaveCount(1);
  await phone.goto('/care/members');
  await expect(phone).toHaveURL(/\/login/);
  await phoneContext.close();

  const newPassword = 'Maple-Clinic-Evenings-77';
  await page.getByLabel('Current Password', { exact: true }).fill(coach.password);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();

  // The new password (and a code) signs in; this session stayed.
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  coach.password = newPassword;
  await staffLogIn(page, coach);
});

test("an administrator resets a staff member's second factor, and that staff member sets it up again at the next login", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = newStaff('admin', 'Avery', 'Lavoie');
  const clinician = newStaff('clinician', 'Morgan', 'Okafor');
  const adminPage = await enrolled(browser, admin);
  const clinicianPage = await enrolled(browser, clinician);
  const oldKey = clinician.totpKey;

  await adminPage.goto('/care/staff');
  const accounts = adminPage.getByRole('table', { name: 'Care team accounts' });
  // Never one's own.
  await expect(accounts.getByRole('button', { name: 'Reset second factor: Avery Lavoie' })).toHaveCount(0);
  await accounts.getByRole('button', { name: 'Reset second factor: Morgan Okafor' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Reset the second factor of Morgan Okafor?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yIssues(adminPage);
  const resetAt = Date.now();
  await dialog.getByRole('button', { name: 'Reset second factor' }).click();
  await expect(adminPage.getByText(/^The second factor of Morgan Okafor is reset/)).toBeVisible();
  await expect(accounts.getByRole('row', { name: /Morgan Okafor/ })).toContainText('Off');

  // Both are told by e-mail, with no key or code in it.
  // (Their subjects are folded over two header lines: the newest e-mail to each is read instead.)
  const toClinician = await newestMailBody(clinician.email, resetAt);
  expect(toClinician).toMatch(/Avery\s+Lavoie,\s+an\s+administrator,\s+reset\s+the\s+second\s+factor/);
  expect(toClinician).not.toContain(oldKey!);
  const toAdmin = await newestMailBody(admin.email, resetAt);
  expect(toAdmin).toMatch(/You\s+reset\s+the\s+second\s+factor\s+of\s+Morgan\s+Okafor/);

  // The clinician was signed out; the password alone now opens only the set-up, with a new key.
  await clinicianPage.goto('/care/members');
  await expect(clinicianPage).toHaveURL(/\/login/);
  await firstStaffLogIn(clinicianPage, clinician);
  expect(clinician.totpKey).not.toBe(oldKey);
  await expect(workspaceNav(clinicianPage).getByRole('link', { name: 'Members', exact: true })).toBeVisible();

  // The access log says who did it.
  await adminPage.goto('/care/audit');
  await expect(adminPage.getByRole('row', { name: new RegExp(`Reset a staff member's second factor`) }).first()).toContainText(
    clinician.email,
  );
});
