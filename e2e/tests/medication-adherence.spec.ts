import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { expect, test } from '../support/fixtures.js';

// Issue 35, decision 0112: on a phone, a member puts a medication in the daily check, ticks it taken
// today in a programme's tracking popup, and sees the 30-day figure on Medications.

const PHONE = { width: 390, height: 844 };

test('a member ticks a medication taken today in the tracking popup and sees the figure on Medications, on a phone', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/medications');
  const form = page.getByRole('form', { name: 'Add a medication' });
  await form.getByLabel(/^Medication/).fill('Lipitor');
  await form.getByRole('button', { name: /Atorvastatin/ }).click();
  await form.getByLabel('Include in my daily check').check();
  await form.getByRole('button', { name: 'Save medication' }).click();
  await expect(page.getByText('Atorvastatin added.')).toBeVisible();
  const row = page.getByTestId('medication').filter({ hasText: 'Atorvastatin' });
  await expect(row.getByTestId('medication-adherence')).toContainText('No day counted yet');

  // A programme to track: its popup holds the daily check.
  await page.goto('/programs');
  await page.getByLabel('Type').selectOption('standard');
  await page.getByRole('button', { name: 'Start 14-Day Sleep Reset' }).click();
  await expect(page.getByText('You started 14-Day Sleep Reset.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Track 14-Day Sleep Reset' }).click();
  const popup = page.getByRole('dialog', { name: 'Track Progress' });
  const check = popup.getByTestId('medication-daily-check');
  await expect(check).toContainText('Medications taken');
  const box = check.getByRole('checkbox', { name: 'Atorvastatin: taken' });
  await box.check();
  await expect(box).toBeChecked();
  await expect(box).toBeEnabled();
  await expectNoSeriousA11yIssues(page);
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(popup).toBeHidden();

  await page.goto('/medications');
  await expect(row.getByTestId('medication-adherence')).toContainText(/Ticked on 1 of 1 day \(100\s?%\) since/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the Medications screen is wider than a 390 px phone').toBeLessThanOrEqual(0);
  await expectNoSeriousA11yIssues(page);
});
