import path from 'node:path';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { expectNoEnglish } from '../support/french.js';
import { expect, test } from '../support/fixtures.js';

// Import from an app (issue 36): the export files of Apple Health and Withings, read in the member's
// browser (a Web Worker), previewed, sent in batches; the same file again stores nothing twice; an
// import is undone in full from the history. On a phone's width.

const FIXTURES = path.resolve(import.meta.dirname, '../../packages/web/src/features/imports/fixtures');

test.use({ viewport: { width: 390, height: 844 } });

test('a member imports an Apple Health export and a Withings weight file, sees the source in the lists, and undoes one import', async ({
  signedInPage: page,
}) => {
  await page.goto('/health');
  await page
    .getByRole('link', { name: /Import from an app/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import from an app' })).toBeVisible();
  await expect(page.getByText('You have not imported anything yet.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Apple Health: export.zip, read as a stream on the device.
  const chooser = page.getByLabel('Choose the file your app exported, or drop it here');
  await chooser.setInputFiles(path.join(FIXTURES, 'export.zip'));
  const preview = page.getByRole('heading', { name: 'What export.zip holds' });
  await expect(preview).toBeVisible();
  await expect(page.getByText('An export of Apple Health. Nothing is stored until you import it.')).toBeVisible();
  await expect(page.getByText('1 refused: Weight must be between 20 and 400 kg')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  // The export's newest height, offered for the profile.
  await page.getByRole('button', { name: 'Use 166 cm as my height' }).click();
  await expect(page.getByText('Saved as your height.')).toBeVisible();
  // The fixture's dates are fixed: take them all, from before the oldest.
  await page.getByLabel('First day').fill('2020-01-01');
  await page.getByRole('button', { name: 'Import 11 values' }).click();
  await expect(page.getByText('Imported: 11 values stored, 0 already in the app, 0 refused.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Import history' });
  await expect(history.getByText(/^Apple Health ·/)).toBeVisible();
  await expect(history.getByText('Weight: 3 · Waist: 1 · Body fat: 1 · Blood pressure: 2 · Daily steps: 2 · Workouts: 2')).toBeVisible();

  // The same file again: everything is in the app already, nothing to send.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await chooser.setInputFiles(path.join(FIXTURES, 'export.zip'));
  await expect(preview).toBeVisible();
  await page.getByLabel('First day').fill('2020-01-01');
  await expect(page.getByRole('button', { name: 'Import 0 values' })).toBeDisabled();
  await page.getByRole('button', { name: 'Choose another file' }).click();

  // Withings weight.csv: another source, so its weights are not Apple Health's.
  await chooser.setInputFiles(path.join(FIXTURES, 'weight.csv'));
  await expect(page.getByRole('heading', { name: 'What weight.csv holds' })).toBeVisible();
  await expect(page.getByText('An export of Withings. Nothing is stored until you import it.')).toBeVisible();
  await page.getByLabel('First day').fill('2020-01-01');
  await page.getByRole('button', { name: 'Import 7 values' }).click();
  await expect(page.getByText('Imported: 7 values stored, 0 already in the app, 0 refused.')).toBeVisible();

  // The lists say where each value came from.
  await page.goto('/body');
  // The newest ten of the twelve are listed first.
  await expect(page.getByTestId('body-measurement').filter({ hasText: 'From Withings' })).toHaveCount(5);
  await expect(page.getByTestId('body-measurement').filter({ hasText: 'From Apple Health' })).toHaveCount(5);
  await page.goto('/blood-pressure');
  await expect(page.getByText('From Apple Health', { exact: true }).first()).toBeVisible();

  // Undo the Withings import: its values go, Apple Health's stay.
  await page.goto('/import');
  await page.getByRole('button', { name: /^Undo the import from Withings/ }).click();
  await expect(page.getByText('The import was undone: its values were deleted.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Import history' }).getByText('Undone: its values were deleted.', { exact: true }),
  ).toBeVisible();
  await page.goto('/body');
  await expect(page.getByTestId('body-measurement').filter({ hasText: 'From Apple Health' })).toHaveCount(5);
  await expect(page.getByTestId('body-measurement').filter({ hasText: 'From Withings' })).toHaveCount(0);
  // The workouts are activities, with their source.
  await page.goto('/activities');
  await expect(page.getByText('From Apple Health', { exact: true }).first()).toBeVisible();
});

test('a damaged export says so and stores nothing', async ({ signedInPage: page }) => {
  await page.goto('/import');
  await page.getByLabel('Choose the file your app exported, or drop it here').setInputFiles({
    name: 'export.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('PK\u0003\u0004 this is not really a zip file at all, only its first four bytes'),
  });
  await expect(page.getByText(/Nothing was imported\./)).toBeVisible();
  await expect(page.getByText('You have not imported anything yet.')).toBeVisible();
});

test('the import screen is in French, the preview and the history included', async ({ signedInPage: page }) => {
  await page.context().addCookies([{ name: 'lang', value: 'fr', url: page.url() }]);
  await page.goto('/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Importer d’une application' })).toBeVisible();
  await page
    .getByLabel('Choisissez le fichier exporté par votre application, ou déposez-le ici')
    .setInputFiles(path.join(FIXTURES, 'bp.csv'));
  await expect(page.getByRole('heading', { name: 'Ce que contient bp.csv' })).toBeVisible();
  // The apps' own names and the file's name are not French words to translate.
  const names = ['Apple Health', 'Withings', 'Omron Connect', 'Google Fit', 'bp.csv', 'weight.csv', 'export.zip', 'CSV', 'Google Takeout'];
  await expectNoEnglish(page, 'import preview', names);
  await page.getByLabel('Premier jour').fill('2020-01-01');
  await page.getByRole('button', { name: 'Importer 3 valeurs' }).click();
  await expect(page.getByText('Importation terminée : 3 valeurs enregistrées, 0 déjà dans l’application, 0 refusées.')).toBeVisible();
  await expectNoEnglish(page, 'import history', names);
});

test('Omron Connect and Google Fit files import too, each under its own source', async ({ signedInPage: page }) => {
  await page.goto('/import');
  const chooser = page.getByLabel('Choose the file your app exported, or drop it here');
  await chooser.setInputFiles(path.join(FIXTURES, 'omron-bp.csv'));
  await expect(page.getByText('An export of Omron Connect. Nothing is stored until you import it.')).toBeVisible();
  await page.getByLabel('First day').fill('2020-01-01');
  await page.getByRole('button', { name: 'Import 3 values' }).click();
  await expect(page.getByText('Imported: 3 values stored, 0 already in the app, 0 refused.')).toBeVisible();
  await page.getByRole('button', { name: 'Import another file' }).click();
  await chooser.setInputFiles(path.join(FIXTURES, 'Daily activity metrics.csv'));
  await expect(page.getByText('An export of Google Fit. Nothing is stored until you import it.')).toBeVisible();
  await page.getByLabel('First day').fill('2020-01-01');
  await page.getByRole('button', { name: 'Import 5 values' }).click();
  await expect(page.getByText('Imported: 5 values stored, 0 already in the app, 0 refused.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Import history' });
  await expect(history.getByText(/^Omron Connect ·/)).toBeVisible();
  await expect(history.getByText(/^Google Fit ·/)).toBeVisible();
  await page.goto('/blood-pressure');
  await expect(page.getByText('From Omron Connect', { exact: true }).first()).toBeVisible();
});
