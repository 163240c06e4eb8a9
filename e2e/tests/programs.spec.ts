import { type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { createVerifiedMember, logIn, memberApi } from '../support/members.js';
import { takeHealthProfile } from '../support/surveys.js';
import { expect, test } from '../support/fixtures.js';

/*
 * A programme starts on the member's own day, in their time zone (decision 0073), which the app takes
 * from this browser (UTC+14) on first use. So that "yesterday" can be tracked whenever the test runs,
 * the programmes start while the member's clock is UTC-12 and are tracked once it is UTC+14 again:
 * the day at UTC+14 is always one or two days after the day at UTC-12.
 */
test.use({ timezoneId: 'Pacific/Kiritimati' });

/** Sets the member's time zone, as the profile's Time zone card does, and shows the page again. */
async function memberTimeZone(page: Page, zone: string) {
  expect((await memberApi(page, 'PUT', '/user/time-zone', { time_zone: zone })).status).toBe(200);
  await page.reload();
}

/** The browser's calendar day, `offset` days away, as YYYY-MM-DD. */
async function localDay(page: Page, offset = 0): Promise<string> {
  return page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, offset);
}

async function longDate(page: Page, day: string): Promise<string> {
  return page.evaluate((d) => {
    const [y, m, dd] = d.split('-').map(Number) as [number, number, number];
    return new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
      new Date(y, m - 1, dd),
    );
  }, day);
}

function set(exercise: Locator, n: number): Locator {
  return exercise.getByRole('group', { name: `Set ${n}`, exact: true });
}

test('a member starts programmes, hits the limit, tracks and edits days, leaves one and tracks an exercise programme set by set', async ({
  page,
}) => {
  const member = await createVerifiedMember();
  await takeHealthProfile(member);
  await logIn(page, member);
  const today = await localDay(page);
  const yesterday = await localDay(page, -1);
  // The browser's zone becomes the member's first; then the clock of the earliest day on Earth.
  await expect
    .poll(async () => ((await (await memberApi(page, 'GET', '/user/profile')).json()) as { time_zone: string | null }).time_zone)
    .toBe('Pacific/Kiritimati');
  await memberTimeZone(page, 'Etc/GMT+12');

  // Home: the two suggested programmes, with why they were suggested.
  const journeys = page.getByRole('region', { name: 'Active Journeys' });
  await expect(journeys.getByText('You have no programs in progress.')).toBeVisible();
  await expect(journeys.getByRole('link', { name: 'Smoke-Free Start' })).toBeVisible();
  await expect(journeys.getByRole('link', { name: 'Home Blood Pressure Check' })).toBeVisible();
  await expect(journeys.getByText('You answered "Yes, I smoke" to "Do you smoke or vape?" in your Health profile survey.')).toBeVisible();

  await journeys.getByRole('button', { name: 'Start Smoke-Free Start' }).click();
  const smokeCard = journeys.getByTestId('in-progress-program').filter({ hasText: 'Smoke-Free Start' });
  await expect(smokeCard).toBeVisible();
  await expect(smokeCard.getByRole('progressbar', { name: 'Time elapsed in Smoke-Free Start' })).toBeVisible();
  await expect(journeys.getByRole('button', { name: 'Start Smoke-Free Start' })).toHaveCount(0);

  // /programs: a second one from the catalogue, then the limit of two.
  await page.goto('/programs');
  await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
  await page.getByLabel('Type').selectOption('standard');
  await expect(page).toHaveURL(/type=standard/);
  await page.getByRole('button', { name: 'Start Mindful Drinking: 30 Days' }).click();
  await expect(page.getByText('You started Mindful Drinking: 30 Days.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Your active programs \(2 of 2\)/ })).toBeVisible();

  await page.getByRole('button', { name: 'Start 14-Day Sleep Reset' }).click();
  const limit = page.getByRole('dialog', { name: 'Program Limit Reached' });
  await expect(limit).toContainText(
    'You can only have 2 active programs at a time. Please complete existing programs before starting a new one.',
  );
  await limit.getByRole('button', { name: 'Close' }).click();
  await expect(limit).toBeHidden();
  await expectNoSeriousA11yIssues(page);
  await memberTimeZone(page, 'Pacific/Kiritimati');
  await expect(page.getByRole('heading', { name: /Your active programs \(2 of 2\)/ })).toBeVisible();

  // Track today from the programme card.
  await page.getByRole('button', { name: 'Track Smoke-Free Start' }).click();
  let popup = page.getByRole('dialog', { name: 'Track Progress' });
  await expect(popup.getByLabel('Date')).toHaveValue(today);
  await expect(popup.getByLabel('Date')).toHaveAttribute('max', today);
  await expect(popup.getByTestId('tracking-date')).toHaveText(await longDate(page, today));
  await popup.getByRole('checkbox', { name: /Smoke-free today/ }).check();
  await popup.getByLabel('Cigarettes smoked today').fill('0');
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('in-progress-program').filter({ hasText: 'Smoke-Free Start' }).getByText('Tracked today')).toBeVisible();

  // The programme page: yesterday from the calendar, then edit it.
  await page.getByRole('link', { name: 'View details of Smoke-Free Start' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Smoke-Free Start' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tracking calendar' })).toBeVisible();
  await page.locator(`button[data-day="${yesterday}"]`).click();
  popup = page.getByRole('dialog', { name: 'Track Progress' });
  await expect(popup.getByLabel('Date')).toHaveValue(yesterday);
  await popup.getByLabel('Cigarettes smoked today').fill('3');
  await popup.getByLabel('My biggest trigger today and what I did instead').fill('Coffee break: went for a walk instead');
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup).toBeHidden();

  await page.locator(`button[data-day="${yesterday}"]`).click();
  popup = page.getByRole('dialog', { name: 'Edit Progress' });
  await expect(popup.getByLabel('Cigarettes smoked today')).toHaveValue('3');
  await expectNoSeriousA11yIssues(page);
  await popup.getByLabel('Cigarettes smoked today').fill('2');
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup).toBeHidden();

  const stats = page.getByRole('region', { name: 'Your progress' });
  await expect(stats.getByText('Days tracked').locator('..')).toContainText('2');
  await expect(stats.getByText('Current streak').locator('..')).toContainText('2 days');
  await page.locator(`button[data-day="${yesterday}"]`).click();
  await expect(page.getByRole('dialog', { name: 'Edit Progress' }).getByLabel('Cigarettes smoked today')).toHaveValue('2');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expectNoSeriousA11yIssues(page);

  // Leave it: a slot is free again, and the run stays visible.
  await page.getByRole('button', { name: 'Leave Program' }).click();
  const confirm = page.getByRole('dialog', { name: 'Leave this program?' });
  await confirm.getByRole('button', { name: 'Leave Program' }).click();
  await expect(page.getByText('You left Smoke-Free Start.', { exact: false })).toBeVisible();
  const pastRuns = page.getByRole('region', { name: 'Past runs' });
  await expect(pastRuns.getByText('Left', { exact: true })).toBeVisible();
  await expect(pastRuns.getByText('2 days tracked', { exact: false })).toBeVisible();

  // An exercise programme, tracked set by set.
  await page.goto('/programs?type=exercise');
  await page.getByRole('link', { name: 'Strength Foundations', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Bodyweight Squat', exact: true })).toHaveAttribute('href', /^\/exercises\//);
  await page.getByRole('button', { name: 'Start Program' }).click();
  await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Track Today' }).click();
  popup = page.getByRole('dialog', { name: 'Track Progress' });
  await popup.getByRole('checkbox', { name: /Warmed up for 5 minutes/ }).check();
  await popup.getByRole('radio', { name: 'Moderate' }).check();
  const squat = popup.getByRole('group', { name: 'Bodyweight Squat' });
  const addSquatSet = popup.getByRole('button', { name: 'Add set to Bodyweight Squat' });
  for (let i = 0; i < 3; i += 1) await addSquatSet.click();
  await expect(addSquatSet).toBeDisabled();
  await set(squat, 1).getByLabel('Amount (reps)').fill('10');
  await set(squat, 1).getByLabel('Weight (kg)').fill('4.5');
  await set(squat, 1).getByRole('checkbox', { name: 'Completed' }).check();
  await set(squat, 2).getByLabel('Amount (reps)').fill('8');
  await set(squat, 2).getByLabel(/Notes/).fill('Knees felt fine');
  await set(squat, 2).getByRole('checkbox', { name: 'Completed' }).check();
  await set(squat, 3).getByRole('button', { name: 'Remove set 3' }).click();
  await expect(addSquatSet).toBeEnabled();
  await expectNoSeriousA11yIssues(page);
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup).toBeHidden();

  await page.getByRole('button', { name: 'Edit Today’s Progress' }).click();
  popup = page.getByRole('dialog', { name: 'Edit Progress' });
  const savedSquat = popup.getByRole('group', { name: 'Bodyweight Squat' });
  await expect(set(savedSquat, 1).getByLabel('Amount (reps)')).toHaveValue('10');
  await expect(set(savedSquat, 1).getByLabel('Weight (kg)')).toHaveValue('4.5');
  await expect(set(savedSquat, 2).getByLabel(/Notes/)).toHaveValue('Knees felt fine');
  await expect(set(savedSquat, 3)).toHaveCount(0);
  await expect(popup.getByRole('radio', { name: 'Moderate' })).toBeChecked();

  // Simple mode: tick an exercise, every target set is recorded.
  await popup.getByRole('switch', { name: 'Simple mode' }).click();
  await popup.getByRole('checkbox', { name: /Wall Push-Up/ }).check();
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup).toBeHidden();
  await page.getByRole('button', { name: 'Edit Today’s Progress' }).click();
  popup = page.getByRole('dialog', { name: 'Edit Progress' });
  await expect(popup.getByRole('group', { name: 'Wall Push-Up' }).getByRole('group', { name: /^Set \d$/ })).toHaveCount(3);
  await popup.getByRole('button', { name: 'Cancel' }).click();

  // A weekly programme counts weeks: this week's one session, the streak in weeks (a week only
  // partly inside the programme asks for its share of the two sessions, so 0, 1 or 2 by weekday;
  // a week that asks for none says the count alone).
  const strengthStats = page.getByRole('region', { name: 'Your progress' });
  await expect(strengthStats.getByText('This week').locator('..')).toHaveText(/^This week(1 of [12] sessions?|1 session)$/);
  await expect(strengthStats.getByText('Current streak').locator('..')).toContainText(/^Current streak(0 weeks|1 week)/);
});

test('a member browses the exercise library and asks the care team for a programme', async ({ signedInPage: page }) => {
  await page.goto('/exercises');
  await expect(page.getByRole('heading', { level: 1, name: 'Exercises' })).toBeVisible();
  for (const name of ['Strength', 'Cardio', 'Flexibility', 'Balance', 'Mobility']) {
    const category = page.getByRole('main').getByRole('link', { name, exact: true });
    await expect(category).toBeVisible();
    await expect(category).toHaveAccessibleDescription(/^\d+ exercises? /);
  }
  await page.getByLabel('Search exercises').fill('squat');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Results for “squat”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bodyweight Squat' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Balance', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Balance exercises' })).toBeVisible();
  await page.getByRole('link', { name: 'Single-Leg Stand' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Single-Leg Stand' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to do it' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Safety' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.goto('/exercises/not-an-exercise');
  await expect(page.getByRole('heading', { name: 'Exercise not found' })).toBeVisible();

  await page.goto('/program-requests');
  await expect(page.getByText('You have not sent any requests yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Topic is required')).toBeVisible();
  await page.getByLabel('Topic').fill('Sleep after night shifts');
  await page.getByLabel('Pillar').selectOption({ label: 'Sleep' });
  await page.getByLabel('Message').fill('I work rotating night shifts. Is there a sleep program adapted to shift work?');
  await expect(page.getByText('77/2000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Your request was sent.', { exact: false })).toBeVisible();
  const request = page.getByTestId('program-request').filter({ hasText: 'Sleep after night shifts' });
  await expect(request.getByText('Pending')).toBeVisible();
  await expect(request.getByText('Sleep', { exact: false }).first()).toBeVisible();
  await expect(page.getByLabel('Topic')).toHaveValue('');
  await expectNoSeriousA11yIssues(page);
});
