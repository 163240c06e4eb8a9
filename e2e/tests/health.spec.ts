import { type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.js';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { createVerifiedMember, logIn } from '../support/members.js';
import { expect, test } from '../support/fixtures.js';
import { daysAgo } from '../support/days.js';

async function signedIn(page: Page) {
  const member = await createVerifiedMember();
  await logIn(page, member);
  return member;
}

/** Nothing may be wider than a phone screen. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function addValue(page: Page, n: number, marker: string, value: string, unit?: string) {
  if (n > 1) await page.getByRole('button', { name: 'Add another value' }).click();
  await page.getByLabel(`Marker ${n}`, { exact: true }).selectOption({ label: marker });
  await page.getByLabel(`Value ${n}`, { exact: true }).fill(value);
  if (unit) await page.getByLabel(`Unit ${n}`, { exact: true }).selectOption(unit);
}

test('a member adds lab reports and sees each status, the range and the trend chart', async ({ signedInPage: page }) => {
  await page.getByRole('link', { name: 'Blood Test Results' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blood Test Results' })).toBeVisible();
  await expect(page.getByText('No blood test results yet')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // A value no living person can have is refused with the server's reason, and nothing is stored.
  await page.getByRole('button', { name: 'Add lab report' }).click();
  await page.getByLabel('Test date').fill(daysAgo(200));
  await page.getByLabel('Lab name').fill('LifeLabs');
  await addValue(page, 1, 'Hemoglobin A1c (HbA1c)', '50');
  await page.getByRole('button', { name: 'Save lab report' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('The lab report was not saved');
  await expect(refusal).toContainText('is not a possible value');

  await page.getByLabel('Value 1', { exact: true }).fill('6.4');
  await addValue(page, 2, 'LDL cholesterol', '120', 'mg/dL');
  await page.getByRole('button', { name: 'Save lab report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lab report saved: 2 results' })).toBeVisible();

  const hba1c = page.locator('[data-marker="hba1c"]');
  await expect(hba1c.getByText('6.4', { exact: true })).toBeVisible();
  // 6.4 % is in Diabetes Canada's prediabetes range: the band is named, not only "High".
  await expect(hba1c.getByText('Prediabetes range', { exact: true })).toBeVisible();
  await expect(hba1c.getByRole('img', { name: '6.4 %, above the normal range (below 6.0 %)' })).toBeVisible();
  // 120 mg/dL is converted to the catalogue's unit.
  const ldl = page.locator('[data-marker="ldl-c"]');
  await expect(ldl.getByText('3.10', { exact: true })).toBeVisible();
  await expect(ldl.getByText('Normal', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Glucose' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lipids' })).toBeVisible();

  // A newer report: the latest value changes, and the history has two points.
  await page.getByRole('button', { name: 'Add lab report' }).click();
  await page.getByLabel('Test date').fill(daysAgo(20));
  await addValue(page, 1, 'Hemoglobin A1c (HbA1c)', '5.8');
  await page.getByRole('button', { name: 'Save lab report' }).click();
  await expect(hba1c.getByText('Normal', { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('link', { name: 'View history of Hemoglobin A1c (HbA1c)' }).click();
  await expect(page).toHaveURL(/\/blood-results\?marker=hba1c$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hemoglobin A1c (HbA1c)' })).toBeVisible();
  const chart = page.getByRole('img', { name: 'Hemoglobin A1c (HbA1c) over time' });
  await expect(chart).toBeVisible();
  await expect(chart.getByTestId('chart-point')).toHaveCount(2);
  // Normal, prediabetes and diabetes ranges are shaded.
  await expect(chart.getByTestId('chart-band')).toHaveCount(3);
  const table = page.getByRole('table', { name: 'Hemoglobin A1c (HbA1c) results, newest first' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(2)).toContainText('Prediabetes range');
  await expectNoSeriousA11yIssues(page);

  // The home screen's overview shows the key markers and links to all results.
  await page.goto('/');
  const overview = page.getByRole('region', { name: 'Blood Markers' });
  // Markers in range (and those without a result) wait behind Show all; those out of range always show.
  const showAll = overview.getByRole('button', { name: /^Show all \d+ key markers$/ });
  if ((await showAll.count()) > 0) await showAll.click();
  await expect(overview.getByTestId('key-marker').filter({ hasText: 'Hemoglobin A1c' })).toContainText('5.8');
  await expect(overview.getByRole('link', { name: 'View all results' })).toHaveAttribute('href', '/blood-results');

  // Deleting a report (confirmed) removes its results.
  await page.goto('/blood-results');
  await page.getByRole('button', { name: /^Delete the lab report of .*LifeLabs$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this lab report?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/The lab report of .* LifeLabs was deleted\./)).toBeVisible();
  await expect(page.locator('[data-marker="ldl-c"]')).toHaveCount(0);
});

test('a member imports a FHIR bundle and a CSV file and sees what happened', async ({ signedInPage: page }) => {
  await page.goto('/blood-results');
  await page.getByRole('button', { name: 'Import a file' }).click();
  await expect(page.getByRole('heading', { name: 'Import results from a file' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download a CSV template' })).toHaveAttribute('href', /^data:text\/csv/);
  await expectNoSeriousA11yIssues(page);

  const date = daysAgo(30);
  const bundle = {
    resourceType: 'Bundle',
    type: 'collection',
    entry: [
      {
        resource: {
          resourceType: 'Observation',
          id: 'a1c-1',
          status: 'final',
          code: { coding: [{ system: 'http://loinc.org', code: '4548-4', display: 'Hemoglobin A1c/Hemoglobin.total in Blood' }] },
          effectiveDateTime: `${date}T08:30:00-05:00`,
          valueQuantity: { value: 5.7, unit: '%' },
        },
      },
      {
        resource: {
          resourceType: 'Observation',
          id: 'hgb-1',
          status: 'final',
          code: { coding: [{ system: 'http://loinc.org', code: '718-7', display: 'Hemoglobin [Mass/volume] in Blood' }] },
          effectiveDateTime: `${date}T08:30:00-05:00`,
          valueQuantity: { value: 140, unit: 'g/L' },
        },
      },
    ],
  };
  await page
    .getByLabel('Choose a FHIR file')
    .setInputFiles({ name: 'portal-export.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) });
  const summary = page.getByTestId('import-summary');
  await expect(summary).toContainText('portal-export.json: 1 result imported into 1 lab report.');
  await expect(summary).toContainText('Hemoglobin [Mass/volume] in Blood (LOINC 718-7)');
  await expect(page.locator('[data-marker="hba1c"]').getByText('5.7', { exact: true })).toBeVisible();

  // The same file again: nothing new.
  await page
    .getByLabel('Choose a FHIR file')
    .setInputFiles({ name: 'portal-export.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) });
  await expect(summary).toContainText('portal-export.json: 0 results imported.');
  await expect(summary).toContainText('1 result was already in your records');

  // A lab portal's export: the columns are recognised, every row is shown before anything is stored,
  // the member changes a column, and only the good rows are imported; a censored value keeps its sign.
  const portalCsv = [
    'Collection Date,Test Name,Result,Units,Reference Range,Flag,Ordering Note',
    `${daysAgo(10)} 08:15,LDL Cholesterol,2.8,mmol/L,<3.5,,fasting`,
    `${daysAgo(10)} 08:15,hs-CRP,<0.3,mg/L,<3.0,,`,
    `${daysAgo(10)} 08:15,Glycémie à jeun,5.1,mmol/L,4.0-6.0,,`,
    `${daysAgo(10)} 08:15,Vitamin B12,350,pmol/L,150-600,,`,
    '',
  ].join('\n');
  await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'portal.csv', mimeType: 'text/csv', buffer: Buffer.from(portalCsv) });
  const step = page.getByTestId('csv-preview');
  await expect(step.getByRole('heading', { name: 'Check portal.csv before importing' })).toBeFocused();
  await expect(step.getByLabel('Test name')).toHaveValue('Test Name');
  await expect(step.getByTestId('csv-preview-counts')).toHaveText('3 results ready to import; 1 row refused.');
  await expect(step.getByTestId('csv-preview-row').nth(1)).toContainText('< 0.3 mg/L');
  await expect(step.getByTestId('csv-preview-row').nth(3)).toContainText('"Vitamin B12" is not a test we track');
  await expectNoSeriousA11yIssues(page);
  // A wrong choice of column is seen at once, and undone.
  await step.getByLabel('Result').selectOption('Ordering Note');
  await expect(step.getByTestId('csv-preview-counts')).toHaveText('0 results ready to import; 4 rows refused.');
  await expect(step.getByRole('button', { name: 'Import 0 results' })).toBeDisabled();
  await step.getByLabel('Result').selectOption('Result');
  await expect(step.getByTestId('csv-preview-counts')).toHaveText('3 results ready to import; 1 row refused.');
  await expect(page.locator('[data-marker="hs-crp"]')).toHaveCount(0);
  await step.getByRole('button', { name: 'Import 3 results' }).click();
  await expect(summary).toContainText('portal.csv: 3 results imported into 1 lab report.');
  await expect(summary).toContainText('Row 5: "Vitamin B12" is not a test we track');
  await expect(step).toHaveCount(0);
  await expect(page.locator('[data-marker="fasting-glucose"]').getByText('5.1', { exact: true })).toBeVisible();
  await expect(page.locator('[data-marker="hs-crp"]').getByText('< 0.3', { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('a member logs two blood pressure readings and sees the 7-day average, its category and the urgent advice', async ({
  signedInPage: page,
}) => {
  await page.getByRole('link', { name: 'Blood Pressure' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blood Pressure' })).toBeVisible();
  const average = page.getByTestId('bp-average');
  await expect(average).toContainText('two or more readings in the last 7 days');
  await expect(average).toContainText('Hypertension Canada 2025: 130/80 for every method');
  await expect(page.getByText('How to measure at home')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const form = page.getByRole('form', { name: 'Log a reading' });
  await form.getByLabel('Systolic (top)').fill('134');
  await form.getByLabel('Diastolic (bottom)').fill('86');
  await form.getByLabel('Pulse').fill('70');
  await form.getByLabel('Arm').selectOption('left');
  await form.getByRole('button', { name: 'Save reading' }).click();
  await expect(page.getByText('Reading saved: 134/86 mm Hg.')).toBeVisible();
  await expect(average).toContainText('two or more readings');

  await form.getByLabel('Systolic (top)').fill('128');
  await form.getByLabel('Diastolic (bottom)').fill('82');
  await form.getByRole('button', { name: 'Save reading' }).click();
  await expect(page.getByText('Reading saved: 128/82 mm Hg.')).toBeVisible();
  await expect(average).toContainText('131/84');
  await expect(average).toContainText('Average of 2 readings');
  await expect(average).toContainText('Stage 1 hypertension');
  await expect(average).toContainText('At or above 130/80');
  await expect(page.getByTestId('bp-reading')).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Blood pressure over time' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // A reading above 180/120 comes with advice to seek care.
  await form.getByLabel('Systolic (top)').fill('186');
  await form.getByLabel('Diastolic (bottom)').fill('122');
  await form.getByRole('button', { name: 'Save reading' }).click();
  const alert = page.getByTestId('urgent-advice');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText('call 911');
  await expect(alert).toContainText('if it is still above 180/120 contact your doctor or go to urgent care today');
  const urgentRow = page.getByTestId('bp-reading').filter({ hasText: '186/122' });
  await expect(urgentRow).toContainText('Hypertensive crisis');

  // Correcting the reading (it was a cuff error) removes the advice.
  await urgentRow.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('form', { name: 'Edit reading' });
  await edit.getByLabel('Systolic (top)').fill('126');
  await edit.getByLabel('Diastolic (bottom)').fill('80');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Reading updated.')).toBeVisible();
  await expect(page.getByTestId('urgent-advice')).toHaveCount(0);
  await expect(average).toContainText('Average of 3 readings');
});

test('a blood pressure reading logged offline waits on the device, then is sent once, with its Idempotency-Key, when back online', async ({
  page,
  context,
}) => {
  // The outbox's first look at the device's database (its entries of this member), counted in the page.
  await page.addInitScript(() => {
    const getAll = Object.getOwnPropertyDescriptor(IDBIndex.prototype, 'getAll')!.value as IDBIndex['getAll'];
    IDBIndex.prototype.getAll = function (this: IDBIndex, ...args: Parameters<IDBIndex['getAll']>) {
      if (this.objectStore.name === 'outbox')
        (window as { outboxReads?: number }).outboxReads = ((window as { outboxReads?: number }).outboxReads ?? 0) + 1;
      return getAll.apply(this, args);
    };
  });
  await signedIn(page);
  await page.getByRole('link', { name: 'Blood Pressure' }).first().click();
  await expect(page.getByText(/No readings yet/)).toBeVisible();
  // The outbox opens once the device has confirmed whose session it is (decision 0038): the owner record.
  await page.waitForFunction(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('wellpath-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const get = open.result.transaction('meta').objectStore('meta').get('owner');
          get.onsuccess = () => resolve(Boolean((get.result as { userId?: string } | undefined)?.userId));
          get.onerror = () => resolve(false);
        };
      }),
  );
  // Then it is the page's outbox, and reads what waits: from then on a reading logged offline goes to it.
  await page.waitForFunction(() => ((window as { outboxReads?: number }).outboxReads ?? 0) > 0);

  await context.setOffline(true);
  const form = page.getByRole('form', { name: 'Log a reading' });
  await form.getByLabel('Systolic (top)').fill('152');
  await form.getByLabel('Diastolic (bottom)').fill('96');
  await form.getByRole('button', { name: 'Save reading' }).click();
  await expect(page.getByText('Reading saved on this device: 152/96 mm Hg. It will be sent when you are back online.')).toBeVisible();
  const waiting = page.getByTestId('bp-reading-waiting');
  await expect(waiting).toContainText('152/96');
  await expect(waiting).toContainText('Waiting to be sent');
  await expect(page.getByTestId('offline-banner')).toContainText('1 blood pressure reading is waiting to send when you are back online.');
  await expectNoSeriousA11yIssues(page);

  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/healthtracking/bloodpressure'));
  await context.setOffline(false);
  expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId('bp-reading').filter({ hasText: '152/96' })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByTestId('bp-reading')).toHaveCount(1);
});

test('a member logs activities and sees the weekly total against the guideline', async ({ signedInPage: page }) => {
  await page.getByRole('link', { name: 'Activities' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await expect(page.getByText(/No activities logged in the last 8 weeks/)).toBeVisible();
  await expect(page.getByTestId('mvpa-total')).toHaveText('0 of 150 minutes');
  await expectNoSeriousA11yIssues(page);

  const form = page.getByRole('form', { name: 'Log an activity' });
  await form.getByLabel('Activity', { exact: true }).selectOption('walking');
  await form.getByLabel('Minutes', { exact: true }).fill('40');
  await form.getByRole('radio', { name: /Moderate/ }).check();
  await form.getByRole('button', { name: 'Save activity' }).click();
  await expect(page.getByText(/Saved: Walking, 40 minutes on/)).toBeVisible();

  await form.getByLabel('Activity', { exact: true }).selectOption('running');
  await form.getByLabel('Minutes', { exact: true }).fill('25');
  await form.getByRole('radio', { name: /Vigorous/ }).check();
  await form.getByRole('checkbox', { name: /Muscle-strengthening activity/ }).check();
  await form.getByRole('button', { name: 'Save activity' }).click();
  await expect(page.getByText(/Saved: Running, 25 minutes on/)).toBeVisible();

  // Light activity is logged but does not count towards the 150 minutes.
  await form.getByLabel('Activity', { exact: true }).selectOption('yoga');
  await form.getByLabel('Minutes', { exact: true }).fill('30');
  await form.getByRole('radio', { name: /Light/ }).check();
  await form.getByRole('button', { name: 'Save activity' }).click();
  await expect(page.getByText(/Saved: Yoga, 30 minutes on/)).toBeVisible();

  await expect(page.getByTestId('mvpa-total')).toHaveText('65 of 150 minutes');
  await expect(page.getByTestId('strength-total')).toHaveText('1 of 2 days');
  await expect(page.getByRole('progressbar', { name: 'Moderate-to-vigorous minutes this week' })).toHaveAttribute('aria-valuenow', '43');
  await expect(page.getByTestId('activity')).toHaveCount(3);
  const chart = page.getByRole('img', { name: /Moderate-to-vigorous minutes per week/ });
  await expect(chart.getByTestId('chart-bar')).toHaveCount(8);
  await expect(chart.getByTestId('chart-bar').last()).toContainText('65');
  await expectNoSeriousA11yIssues(page);

  // Deleting one updates the week.
  await page.getByRole('button', { name: /^Delete Walking on/ }).click();
  await page.getByRole('dialog', { name: 'Delete this activity?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('mvpa-total')).toHaveText('25 of 150 minutes');
});

test('a member marks a condition and finds it on the profile', async ({ signedInPage: page }) => {
  await page.goto('/conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions' })).toBeVisible();
  await expect(page.getByTestId('condition')).not.toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  const box = page.getByRole('checkbox', { name: 'I have this condition: High blood pressure (hypertension)' });
  await box.check();
  await expect(page.getByText('Added to your profile.')).toBeVisible();
  await expect(box).toBeChecked();

  await page.getByRole('link', { name: 'Learn more about High blood pressure (hypertension)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'High blood pressure (hypertension)' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I have this condition/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Programs' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.goto('/profile');
  await expect(page.getByRole('link', { name: /High blood pressure \(hypertension\)/ })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const profile = (await (await fetch(`${BASE_URL}/api/user/profile`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    conditions: Array<{ name: string }>;
  };
  expect(profile.conditions.map((c) => c.name)).toEqual(['High blood pressure (hypertension)']);
});

test('the health screens fit a phone screen, charts included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const post = (path: string, body: unknown) =>
    fetch(`${BASE_URL}/api${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  for (const [days, a1c, ldl] of [
    [300, 6.3, 4.1],
    [150, 6.0, 3.6],
    [20, 5.8, 3.2],
  ] as const) {
    expect(
      (
        await post('/healthtracking/bloodpresults/reports', {
          test_date: daysAgo(days),
          values: [
            { marker_id: 'hba1c', value: a1c, unit: '%' },
            { marker_id: 'ldl-c', value: ldl, unit: 'mmol/L' },
          ],
        })
      ).status,
    ).toBe(201);
  }
  for (let i = 0; i < 6; i++) {
    const at = new Date(Date.now() - (i * 26 + 1) * 3_600_000).toISOString();
    expect((await post('/healthtracking/bloodpressure', { systolic: 138 - i * 2, diastolic: 88 - i, measured_at: at })).status).toBe(201);
  }
  for (let i = 0; i < 5; i++) {
    expect(
      (await post('/healthtracking/activities', { date: daysAgo(i * 9), type: 'walking', minutes: 30 + i * 10, intensity: 'moderate' }))
        .status,
    ).toBe(201);
  }

  for (const [path, chartName] of [
    ['/blood-results?marker=hba1c', 'Hemoglobin A1c (HbA1c) over time'],
    ['/blood-pressure', 'Blood pressure over time'],
    ['/activities', /Moderate-to-vigorous minutes per week/],
  ] as const) {
    await page.goto(path);
    const chart = page.getByRole('img', { name: chartName });
    await expect(chart).toBeVisible();
    const box = (await chart.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoHorizontalOverflow(page);
  }
  for (const path of ['/blood-results', '/conditions']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  }
});
