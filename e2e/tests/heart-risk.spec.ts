import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.js';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { createVerifiedMember, logIn } from '../support/members.js';
import { takeHealthProfile } from '../support/surveys.js';
import { daysAgo } from '../support/days.js';

/** Calls the API as the member signed in on this page. */
async function api(page: Page, method: 'POST' | 'PUT', path: string, body: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

async function addValue(page: Page, n: number, marker: string, value: string, unit?: string) {
  if (n > 1) await page.getByRole('button', { name: 'Add another value' }).click();
  await page.getByLabel(`Marker ${n}`, { exact: true }).selectOption({ label: marker });
  await page.getByLabel(`Value ${n}`, { exact: true }).fill(value);
  if (unit) await page.getByLabel(`Unit ${n}`, { exact: true }).selectOption(unit);
}

test('a member completes their heart risk estimate, sees what would lower it, and when it does not apply', async ({ page }) => {
  test.setTimeout(180_000);
  // Born 1980 (support/members.ts): within the model's 30 to 74. The health profile through the API:
  // a smoker with high blood pressure, treated, with a premature family history; no sex given.
  const member = await createVerifiedMember();
  await takeHealthProfile(member);
  await logIn(page, member);

  // Home: the Heart health card says what is still needed and leads to the page.
  const card = page.getByRole('region', { name: 'Heart health' });
  await expect(card).toContainText('4 things are still needed: sex, total cholesterol, HDL cholesterol, systolic blood pressure.');
  await card.getByRole('link', { name: 'Complete your estimate' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/heart-risk`);
  await expect(page.getByRole('heading', { level: 1, name: 'My heart risk' })).toBeVisible();

  // What the estimate is and is not, and what is missing with where to add it; no number yet.
  const about = page.getByTestId('heart-risk-about');
  await expect(about).toContainText('estimate from a population model');
  await expect(about).toContainText('not a diagnosis');
  const result = page.getByTestId('heart-risk-result');
  await expect(result).toContainText('Your estimate needs a few more details');
  await expect(result).not.toContainText('%');
  const missing = result.getByRole('list', { name: 'What is missing' });
  await expect(missing.getByRole('listitem')).toHaveCount(4);
  await expect(missing.getByRole('link', { name: 'Add a lab result for total cholesterol' })).toHaveAttribute('href', '/blood-results');
  await expect(page.getByTestId('input-smoker')).toContainText('Smokes');
  await expect(page.getByTestId('input-familyHistory')).toContainText('Yes');
  await expectNoSeriousA11yIssues(page);

  // Sex, on the profile, from the missing item's link.
  await missing.getByRole('link', { name: 'Add your sex to your profile' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/profile`);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel(/Sex at birth/).selectOption('female');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  // Cholesterol, on the blood results page: total in mg/dL, HDL in mmol/L.
  await page.goto('/blood-results');
  await page.getByRole('button', { name: 'Add lab report' }).click();
  await page.getByLabel('Test date').fill(daysAgo(20));
  await addValue(page, 1, 'Total cholesterol', '205', 'mg/dL');
  await addValue(page, 2, 'HDL cholesterol', '1.2');
  await page.getByRole('button', { name: 'Save lab report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lab report saved: 2 results' })).toBeVisible();

  // No home average yet: the page asks for a systolic value, and refuses one out of range.
  await page.goto('/heart-risk');
  const systolic = page.getByLabel(/Systolic blood pressure \(top number\)/);
  await systolic.fill('300');
  await page.getByRole('button', { name: 'Use this value' }).click();
  await expect(page.getByText('Enter a whole number from 60 to 260 mm Hg.')).toBeVisible();
  await systolic.fill('150');
  await page.getByRole('button', { name: 'Use this value' }).click();
  await expect(page).toHaveURL(/\/heart-risk\?systolic=150$/);

  // The estimate: a number, its category in words, the heart age; the inputs with their dates.
  await expect(result.getByText(/^\d+\.\d %$/)).toBeVisible();
  await expect(result.getByText(/^(Low|Intermediate|High) risk$/)).toBeVisible();
  await expect(result).toContainText(/Heart age: (\d+|over 80)/);
  await expect(page.getByTestId('input-systolic')).toContainText('150 mm HgThe value you typed');
  await expect(page.getByTestId('input-totalCholesterol')).toContainText('5.30 mmol/L');
  await expect(page.getByTestId('input-hdlCholesterol')).toContainText('1.20 mmol/LYour latest lab result');
  await expect(page.getByTestId('input-sex')).toContainText('Female');
  const shown = Number((await result.getByText(/^\d+\.\d %$/).innerText()).replace(' %', ''));

  // What could lower it, each scenario with its programme.
  const notSmoking = page.getByTestId('scenario-smoking');
  await expect(notSmoking).toContainText('Not smoking:');
  const scenarioRisk = Number(/Not smoking: (\d+\.\d) %/.exec(await notSmoking.innerText())![1]);
  expect(scenarioRisk).toBeLessThan(shown);
  await expect(page.getByTestId('scenario-systolic').getByRole('link', { name: 'Lower-Sodium Kitchen' })).toBeVisible();
  await expect(page.getByTestId('scenario-cholesterol').getByRole('link', { name: 'Mediterranean Plate in 4 Weeks' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await notSmoking.getByRole('link', { name: 'Smoke-Free Start' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Smoke-Free Start' })).toBeVisible();

  // With a 7-day home average, the page uses it and no longer asks for a value.
  await api(page, 'POST', '/healthtracking/bloodpressure', {
    systolic: 128,
    diastolic: 82,
    measured_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  });
  await api(page, 'POST', '/healthtracking/bloodpressure', {
    systolic: 132,
    diastolic: 84,
    measured_at: new Date(Date.now() - 26 * 3_600_000).toISOString(),
  });
  await page.goto('/heart-risk');
  await expect(page.getByTestId('input-systolic')).toContainText('130 mm HgYour 7-day home average (2 readings)');
  await expect(page.getByLabel(/Systolic blood pressure \(top number\)/)).toHaveCount(0);

  // The home card shows the number and its category.
  await page.goto('/');
  await expect(card.getByText(/^\d+\.\d %$/)).toBeVisible();
  await expect(card.getByText(/^(Low|Intermediate|High) risk$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'See your heart risk' })).toHaveAttribute('href', '/heart-risk');

  // Heart disease or stroke on record: no number, the reason instead.
  await page.goto('/conditions');
  await page.getByRole('checkbox', { name: 'I have this condition: Heart disease or stroke' }).check();
  await expect(page.getByText('Added to your profile.')).toBeVisible();
  await page.goto('/heart-risk');
  await expect(result).toContainText('Why there is no estimate');
  await expect(result).toContainText('heart disease or have had a stroke on record');
  await expect(result).not.toContainText('%');
  await expect(page.getByTestId('scenario-smoking')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await page.goto('/');
  await expect(card).toContainText('A risk estimate does not apply to you.');
});
