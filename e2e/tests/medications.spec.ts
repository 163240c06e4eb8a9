import type { Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { fr } from '../support/french.js';
import { expect, test } from '../support/fixtures.js';

// Issue 35, decision 0089: a member on a phone adds a statin found by its brand in the clinic's list
// and a medication typed freely, in English and in French, and deletes one with undo.

const PHONE = { width: 390, height: 844 };

async function fitsPhone(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the Medications screen is wider than a 390 px phone').toBeLessThanOrEqual(0);
}

test('a member adds a statin from the catalogue and a typed medication on a phone, and deletes one with undo', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/medications');
  await expect(page.getByRole('heading', { level: 1, name: 'Medications' })).toBeVisible();
  await expect(page.getByText('No medications yet. Add the first with the form above.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const form = page.getByRole('form', { name: 'Add a medication' });
  await form.getByLabel(/^Medication/).fill('Lipitor');
  await form.getByRole('button', { name: /Atorvastatin/ }).click();
  await expect(form.getByTestId('medication-chosen')).toContainText('Statin · ATC C10AA05');
  await form.getByLabel(/^Dose/).fill('20');
  await form.getByLabel(/^How often/).selectOption('once_daily');
  await form.getByRole('button', { name: 'Save medication' }).click();
  await expect(page.getByText('Atorvastatin added.')).toBeVisible();

  await form.getByLabel(/^Medication/).fill('Vitamin D');
  await expect(form.getByText("Not in the clinic's list: it will be saved as you typed it.")).toBeVisible();
  await form.getByLabel(/^Dose/).fill('1000');
  await form.getByLabel(/^Unit/).selectOption('units');
  await form.getByRole('button', { name: 'Save medication' }).click();
  await expect(page.getByText('Vitamin D added.')).toBeVisible();

  const rows = page.getByTestId('medication');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Atorvastatin' })).toContainText('20 mg, once a day');
  await expect(rows.filter({ hasText: 'Vitamin D' })).toContainText("Typed name (not in the clinic's list)");
  await expectNoSeriousA11yIssues(page);
  await fitsPhone(page);

  await page.reload();
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete Vitamin D' }).click();
  await page.getByRole('dialog', { name: 'Delete this medication?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo deleting Vitamin D' }).click();
  await expect(rows).toHaveCount(2);
});

test('a member adds a statin and a typed medication in French on a phone', async ({ signedInPage: page }) => {
  await page.getByRole('button', { name: 'Français : afficher l’application en français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.setViewportSize(PHONE);
  await page.goto('/medications');
  await expect(page.getByRole('heading', { level: 1, name: fr('Medications') })).toBeVisible();

  const form = page.getByRole('form', { name: fr('Add a medication') });
  await form.getByLabel(new RegExp(`^${fr('Medication')}`)).fill('atorvastatine');
  await form.getByRole('button', { name: /Atorvastatine/ }).click();
  await expect(form.getByTestId('medication-chosen')).toContainText('Statine · ATC C10AA05');
  await form.getByLabel(new RegExp(`^${fr('Dose')}`)).fill('10');
  await form.getByRole('button', { name: fr('Save medication') }).click();
  await expect(page.getByText(fr('{0} added.').replace('{0}', 'Atorvastatine'))).toBeVisible();

  await form.getByLabel(new RegExp(`^${fr('Medication')}`)).fill('Oméga-3');
  await form.getByRole('button', { name: fr('Save medication') }).click();
  await expect(page.getByTestId('medication')).toHaveCount(2);
  await expect(page.getByTestId('medication').filter({ hasText: 'Oméga-3' })).toContainText(fr("Typed name (not in the clinic's list)"));
  await expectNoSeriousA11yIssues(page);
  await fitsPhone(page);
});
