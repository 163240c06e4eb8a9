import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { expect, test } from '../support/fixtures.js';

// Import from an app (issue 36): Fitbit's Google Takeout files, weight-*.json (an account in pounds:
// the unit found from the BMI) and steps-*.json (minutes summed per day in the member's zone), read
// in the member's browser, previewed, sent, with the source in the lists and the chart's tooltips;
// a file cut short says so and stores nothing. The whole Takeout archive too (decision 0119), dropped
// on the screen: one app at a time. On a phone's width.

const FIXTURES = path.resolve(import.meta.dirname, '../../packages/web/src/features/imports/fixtures');

test.use({ viewport: { width: 390, height: 844 } });

test('a member imports Fitbit weight and steps files and sees Fitbit as their source; a cut-off file stores nothing', async ({
  signedInPage: page,
}) => {
  await page.goto('/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import from an app' })).toBeVisible();
  const chooser = page.getByLabel('Choose the file your app exported, or drop it here');

  // A steps file cut off while it was copied: a clear message, nothing imported.
  const steps = readFileSync(path.join(FIXTURES, 'steps-2026-11-01.json'));
  await chooser.setInputFiles({
    name: 'steps-2026-11-01.json',
    mimeType: 'application/json',
    buffer: steps.subarray(0, steps.length - 40),
  });
  await expect(page.getByText(/This file ends too early/)).toBeVisible();
  await expect(page.getByText('You have not imported anything yet.')).toBeVisible();

  // weight-*.json: pounds turned into kg, body fat from the scale, the 1836 lb slip refused.
  await chooser.setInputFiles(path.join(FIXTURES, 'weight-2026-10-13.json'));
  await expect(page.getByRole('heading', { name: 'What weight-2026-10-13.json holds' })).toBeVisible();
  await expect(page.getByText('An export of Fitbit. Nothing is stored until you import it.')).toBeVisible();
  await expect(page.getByText('1 refused: Weight must be between 20 and 400 kg')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByLabel('First day').fill('2020-01-01');
  await page.getByRole('button', { name: 'Import 5 values' }).click();
  await expect(page.getByText('Imported: 5 values stored, 0 already in the app, 0 refused.')).toBeVisible();

  // steps-*.json: three days in Toronto (the minutes are UTC).
  await page.getByRole('button', { name: 'Import another file' }).click();
  await chooser.setInputFiles(path.join(FIXTURES, 'steps-2026-11-01.json'));
  await expect(page.getByRole('heading', { name: 'What steps-2026-11-01.json holds' })).toBeVisible();
  await page.getByLabel('First day').fill('2020-01-01');
  await page.getByRole('button', { name: 'Import 3 values' }).click();
  await expect(page.getByText('Imported: 3 values stored, 0 already in the app, 0 refused.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Import history' });
  await expect(history.getByText(/^Fitbit ·/)).toHaveCount(2);
  await expect(history.getByText('Weight: 3 · Body fat: 2')).toBeVisible();
  await expect(history.getByText('Daily steps: 3')).toBeVisible();

  // The same weights again: in the app already from Fitbit, nothing to send.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await chooser.setInputFiles(path.join(FIXTURES, 'weight-2026-10-13.json'));
  await page.getByLabel('First day').fill('2020-01-01');
  await expect(page.getByRole('button', { name: 'Import 0 values' })).toBeDisabled();

  // The list and the weight chart's tooltips say where the weights came from.
  await page.goto('/body');
  await expect(page.getByTestId('body-measurement').filter({ hasText: 'From Fitbit' })).toHaveCount(5);
  const tooltips = page.locator('[data-testid="chart-point"] title');
  await expect(tooltips.first()).toHaveText(/\(From Fitbit\)$/);
  await expect(tooltips).toHaveCount(3);
});

test('a member drops a whole Google Takeout archive: Google Fit’s values first, then its Fitbit files; a cut-off archive stores nothing', async ({
  signedInPage: page,
}) => {
  await page.goto('/import');
  const chooser = page.getByLabel('Choose the file your app exported, or drop it here');
  const name = 'takeout-20261101T000000Z-001.zip';
  const archive = readFileSync(path.join(FIXTURES, name));

  // The archive cut off while it downloaded: a clear message, nothing imported.
  await chooser.setInputFiles({ name, mimeType: 'application/zip', buffer: archive.subarray(0, Math.floor(archive.length * 0.6)) });
  await expect(page.getByText(/This file ends too early/)).toBeVisible();
  await expect(page.getByText('You have not imported anything yet.')).toBeVisible();

  // The whole archive dropped on the screen, as Google gave it.
  const drop = async () => {
    const dataTransfer = await page.evaluateHandle(
      ({ bytes, fileName }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([Uint8Array.from(bytes)], fileName, { type: 'application/zip' }));
        return transfer;
      },
      { bytes: [...archive], fileName: name },
    );
    await page.getByTestId('import-drop-zone').dispatchEvent('drop', { dataTransfer });
  };
  await drop();
  await expect(page.getByRole('heading', { name: `What ${name} holds` })).toBeVisible();
  await expect(page.getByText('An export of Google Fit. Nothing is stored until you import it.')).toBeVisible();
  await expect(
    page.getByText('This archive holds files of Fitbit too. One import brings in one app’s values: this one is of Google Fit.'),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByLabel('First day').fill('2020-01-01');
  await page.getByRole('button', { name: 'Import 5 values' }).click();
  await expect(page.getByText('Imported: 5 values stored, 0 already in the app, 0 refused.')).toBeVisible();

  // The same archive again, this time its Fitbit files: weights in pounds, body fat, steps per day.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await drop();
  await page.getByRole('button', { name: 'Read the Fitbit files instead' }).click();
  await expect(page.getByText('An export of Fitbit. Nothing is stored until you import it.')).toBeVisible();
  await expect(page.getByText('This archive holds files of Google Fit too.', { exact: false })).toBeVisible();
  await expect(page.getByText('1 refused: Weight must be between 20 and 400 kg')).toBeVisible();
  await page.getByLabel('First day').fill('2020-01-01');
  await page.getByRole('button', { name: 'Import 8 values' }).click();
  await expect(page.getByText('Imported: 8 values stored, 0 already in the app, 0 refused.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Import history' });
  await expect(history.getByText(/^Google Fit ·/)).toHaveCount(1);
  await expect(history.getByText(/^Fitbit ·/)).toHaveCount(1);
  await expect(history.getByText(/Weight: 3 · Body fat: 2/)).toBeVisible();
});
