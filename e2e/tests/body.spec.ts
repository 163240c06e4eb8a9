import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { expect, test } from '../support/fixtures.js';

test('a member logs a height, a weight in pounds and a waist, sees the BMI with its caveat, and deletes a measurement with undo', async ({
  signedInPage: page,
}) => {
  await page.getByRole('link', { name: 'Body' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Body' })).toBeVisible();
  await expect(page.getByText('No measurements yet. Log your first with the form above.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const height = page.getByRole('form', { name: 'Your height' });
  await height.getByLabel('Height in cm').fill('172');
  await height.getByRole('button', { name: 'Save height' }).click();
  await expect(page.getByText('Log a weight to see your BMI.')).toBeVisible();

  // 180 lb is 81.65 kg, stored in kg: 27.6 at 172 cm.
  await page.getByRole('radio', { name: 'lb, in and ft' }).check();
  const form = page.getByRole('form', { name: 'Log a measurement' });
  await form.getByLabel('Value in lb').fill('180');
  await form.getByRole('button', { name: 'Save measurement' }).click();
  await expect(page.getByText('Measurement saved.')).toBeVisible();
  await expect(page.getByTestId('bmi')).toContainText('27.6 · Overweight');
  await expect(page.getByText(/BMI is a screening measure, not a diagnosis/)).toBeVisible();

  await page.getByRole('radio', { name: 'kg and cm' }).check();
  await form.getByLabel('Measurement').selectOption('waist');
  await form.getByLabel('Value in cm').fill('97');
  await form.getByRole('button', { name: 'Save measurement' }).click();
  await expect(page.getByTestId('body-measurement')).toHaveCount(2);
  await expect(page.getByTestId('body-measurement').filter({ hasText: 'Waist: 97 cm' })).toHaveCount(1);
  await expect(page.getByTestId('body-measurement').filter({ hasText: 'Weight: 81.65 kg' })).toHaveCount(1);
  await expectNoSeriousA11yIssues(page);

  // Kept on the server: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId('bmi')).toContainText('27.6 · Overweight');
  await expect(page.getByTestId('body-measurement')).toHaveCount(2);

  await page.getByRole('button', { name: /^Delete the waist/ }).click();
  await page.getByRole('dialog', { name: 'Delete this measurement?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('body-measurement')).toHaveCount(1);
  await page.getByRole('button', { name: /^Undo deleting the measurement/ }).click();
  await expect(page.getByTestId('body-measurement')).toHaveCount(2);
});
