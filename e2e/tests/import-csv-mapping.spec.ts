import path from 'node:path';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { expectNoEnglish, fr } from '../support/french.js';
import { expect, test } from '../support/fixtures.js';

// Import from an app (issue 36): any CSV of no known app, read with the columns the member maps
// (date, time, kind, value, unit); the mapping is remembered for the next file of the same shape.
// The fixture is a spreadsheet kept by hand: semicolons, decimal commas, kinds named in English and
// French, a kind the app has no place for and a unit it does not know. On a phone's width.

const FIXTURES = path.resolve(import.meta.dirname, '../../packages/web/src/features/imports/fixtures');

test.use({ viewport: { width: 390, height: 844 } });

test('a member maps the columns of a CSV, previews it, imports it, and finds the mapping remembered', async ({ signedInPage: page }) => {
  await page.goto('/import');
  const chooser = page.getByLabel('Choose the file your app exported, or drop it here');
  await chooser.setInputFiles(path.join(FIXTURES, 'health-log.csv'));
  await expect(page.getByRole('heading', { name: 'Which columns of health-log.csv hold what' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'The file’s first rows' });
  await expect(rows.getByRole('columnheader')).toHaveText(['Day', 'Hour', 'Measure', 'Reading', 'Unit', 'Note']);
  await expectNoSeriousA11yIssues(page);
  // Guessed from the column names; the member checks them and keeps the time in its own column.
  await expect(page.getByLabel('Date')).toHaveValue('col:0');
  await expect(page.getByLabel('Kind of measurement')).toHaveValue('col:2');
  await expect(page.getByLabel('Value', { exact: true })).toHaveValue('col:3');
  await expect(page.getByLabel('Unit', { exact: true })).toHaveValue('col:4');
  // Chosen with the keyboard: the time is in the date column (it is not: the member changes their mind below).
  await page.getByLabel('Time').focus();
  await page.getByLabel('Time').selectOption({ label: 'In the date column, or none' });
  await page.getByRole('button', { name: 'Read the file with these columns' }).press('Enter');

  await expect(page.getByRole('heading', { name: 'What health-log.csv holds' })).toBeVisible();
  await expect(page.getByText('A CSV file, read with the columns you chose. Nothing is stored until you import it.')).toBeVisible();
  await expect(page.getByText('1 refused: Its unit is not one the app knows')).toBeVisible();
  await page.getByLabel('First day').fill('2020-01-01');
  await page.getByRole('button', { name: 'Import 4 values' }).click();
  await expect(page.getByText('Imported: 4 values stored, 0 already in the app, 0 refused.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Import history' });
  await expect(history.getByText(/^CSV ·/)).toBeVisible();
  await expect(history.getByText('Weight: 2 · Blood pressure: 1 · Daily steps: 1')).toBeVisible();

  // The same shape again: the mapping chosen last time, not the guess.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await chooser.setInputFiles(path.join(FIXTURES, 'health-log.csv'));
  await expect(page.getByLabel('Time')).toHaveValue('none');
  await page.getByRole('button', { name: 'Choose another file' }).click();

  await page.goto('/blood-pressure');
  await expect(page.getByText('From CSV', { exact: true }).first()).toBeVisible();
});

test('the column-mapping step is in French', async ({ signedInPage: page }) => {
  await page.context().addCookies([{ name: 'lang', value: 'fr', url: page.url() }]);
  await page.goto('/import');
  await page.getByLabel(fr('Choose the file your app exported, or drop it here')).setInputFiles(path.join(FIXTURES, 'health-log.csv'));
  await expect(page.getByRole('heading', { name: 'Ce que contiennent les colonnes de health-log.csv' })).toBeVisible();
  await expect(page.getByLabel(fr('Kind of measurement'))).toBeVisible();
  // The file's own cells (its column names and rows) are the member's words, not the app's.
  const fileWords = [
    'health-log.csv',
    'CSV',
    'Day',
    'Hour',
    'Measure',
    'Reading',
    'Unit',
    'Note',
    'Weight',
    'Blood pressure',
    'after the holidays',
    'lb',
    'kg',
    'mmHg',
  ];
  await expectNoEnglish(page, 'column mapping', fileWords);
  await page.getByRole('button', { name: fr('Read the file with these columns') }).click();
  await expect(page.getByText(fr('A CSV file, read with the columns you chose. Nothing is stored until you import it.'))).toBeVisible();
});
