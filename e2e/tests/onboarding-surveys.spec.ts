import { type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.js';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { createVerifiedMember, logIn } from '../support/members.js';
import { expect, test } from '../support/fixtures.js';

const COUNTER = /^Question \d+ of \d+$/;

/** Numbers for the required number questions of the onboarding surveys (Exercise Vital Sign). */
const NUMBER_ANSWERS: Array<[RegExp, string]> = [
  [/how many days per week/i, '3'],
  [/how many minutes/i, '30'],
];

/**
 * Answers the survey on screen through the UI, one step at a time: the option named in `choose` for
 * a question, otherwise the first option; optional numbers and texts are left blank. Submits at the end.
 */
async function answerSurvey(page: Page, choose: Record<string, string> = {}, options: { axe?: boolean } = {}) {
  const form = page.locator('main form');
  let checkedAxe = !options.axe;
  for (let i = 0; i < 60; i++) {
    const counter = await page.getByText(COUNTER).innerText();
    const question = (await form.getByRole('heading', { level: 2 }).innerText()).trim();
    const wanted = Object.entries(choose).find(([q]) => question.startsWith(q))?.[1];
    const radios = form.getByRole('radio');
    const checkboxes = form.getByRole('checkbox');
    const number = form.getByRole('spinbutton');
    if (wanted) await form.getByRole('radio', { name: wanted, exact: true }).check();
    else if ((await radios.count()) > 0) await radios.first().check();
    else if ((await checkboxes.count()) > 0) await checkboxes.first().check();
    else if ((await number.count()) > 0 && !question.includes('(optional)')) {
      const value = NUMBER_ANSWERS.find(([re]) => re.test(question))?.[1] ?? '1';
      await number.fill(value);
    }
    if (!checkedAxe) {
      await expectNoSeriousA11yIssues(page);
      checkedAxe = true;
    }
    const submit = form.getByRole('button', { name: 'Submit' });
    if ((await submit.count()) > 0) {
      await submit.click();
      await page.waitForURL(/\/surveys\/[^/]+\/complete\?response=/);
      await expect(page.getByRole('heading', { name: 'What was added for you' })).toBeVisible();
      return;
    }
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(COUNTER)).not.toHaveText(counter);
  }
  throw new Error('The survey did not end');
}

function banner(page: Page) {
  return page.locator('section[aria-labelledby="onboarding-heading"]');
}

test('a new member goes through onboarding: answers add a survey, skip and un-skip, then completion', async ({ page }) => {
  // Four surveys through the UI plus four axe runs.
  test.setTimeout(180_000);
  const member = await createVerifiedMember();
  await logIn(page, member);

  // not_started -> in_progress
  await expect(banner(page).getByRole('heading', { name: "Let's get to know you" })).toBeVisible();
  await page.getByRole('button', { name: 'Begin Onboarding' }).click();
  await expect(banner(page).getByRole('heading', { name: 'Your onboarding surveys' })).toBeVisible();
  await expect(banner(page).getByText('0% complete · 3 surveys remaining')).toBeVisible();
  await expect(banner(page).getByRole('heading', { level: 3, name: 'Health profile' })).toBeVisible();

  // The health profile, through the UI: "Yes" to alcohol adds AUDIT-C.
  await banner(page).getByRole('link', { name: 'Take Survey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health profile' })).toBeVisible();
  await answerSurvey(page, { 'Do you drink alcohol?': 'Yes' }, { axe: true });

  // The complete page: what was added, and why.
  const addedSurveys = page.getByRole('region', { name: 'Surveys added to your onboarding' });
  await expect(addedSurveys.getByRole('link', { name: 'Alcohol check (AUDIT-C)' })).toBeVisible();
  await expect(addedSurveys.getByText('Added based on your answer "Yes" to "Do you drink alcohol?"')).toBeVisible();
  const recommendations = page.getByRole('region', { name: 'Recommendations' });
  await expect(recommendations.getByRole('link').first()).toBeVisible();
  // General recommendations link to the home screen.
  const generalTitles = await recommendations
    .getByRole('listitem')
    .filter({ hasText: '(on your home screen)' })
    .getByRole('link')
    .allInnerTexts();
  expect(generalTitles.length).toBeGreaterThan(0);
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);

  // The banner moved on and says why AUDIT-C was added.
  const progress = banner(page).getByRole('list');
  await expect(banner(page).getByText('25% complete · 3 surveys remaining')).toBeVisible();
  await expect(progress.getByRole('listitem').filter({ hasText: 'Health profile' })).toContainText('Completed');
  await expect(progress.getByRole('listitem').filter({ hasText: 'Alcohol check (AUDIT-C)' })).toContainText(
    /Added based on your (previous )?answer "Yes" to "Do you drink alcohol\?"/,
  );

  // Skip the current survey, after confirming.
  await expect(banner(page).getByRole('heading', { level: 3, name: 'Exercise vital sign' })).toBeVisible();
  await banner(page).getByRole('button', { name: 'Skip for Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to skip this survey?' });
  await expect(dialog).toContainText('personalised programmes and recommendations');
  await dialog.getByRole('button', { name: 'Skip Anyway' }).click();
  await expect(dialog).toBeHidden();
  const evsStep = progress.getByRole('listitem').filter({ hasText: 'Exercise vital sign' });
  await expect(evsStep).toContainText('Skipped');
  await expect(banner(page).getByRole('heading', { level: 3, name: 'Mediterranean eating check' })).toBeVisible();

  // Un-skip it from Your Progress: "Take Survey" puts it back and opens it.
  await evsStep.getByRole('button', { name: /Take Survey/ }).click();
  await expect(page).toHaveURL(/\/surveys\/[^/]+\/start$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exercise vital sign' })).toBeVisible();
  await answerSurvey(page);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(evsStep).toContainText('Completed');

  // The remaining surveys, through the UI, each from the banner.
  for (let i = 0; i < 2; i++) {
    await banner(page).getByRole('link', { name: 'Take Survey' }).click();
    await answerSurvey(page);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
  }

  // completed -> hidden
  await expect(banner(page).getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(banner(page)).toContainText('Thank you for completing your surveys!');
  await page.getByRole('button', { name: 'Continue your Journey' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Wellness Dimensions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your onboarding surveys' })).toHaveCount(0);

  // The general recommendations the answers created are the member's, and show on the home screen.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${BASE_URL}/api/lifestyle/recommendations/user?exclude_pillars=true`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { recommendations?: Array<{ title: string }> } | Array<{ title: string }>;
  const titles = (Array.isArray(body) ? body : (body.recommendations ?? [])).map((r) => r.title);
  for (const title of generalTitles) expect(titles).toContain(title);
  const section = page.getByRole('heading', { name: 'General Recommendations' });
  if ((await section.count()) > 0) {
    for (const title of generalTitles) await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  }

  // The surveys list and a history, with axe.
  await page.goto('/surveys');
  const healthCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Health profile' }) });
  await expect(healthCard.getByText(/Last completed/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await healthCard.getByRole('link', { name: 'History of Health profile' }).click();
  await expect(page.getByRole('heading', { name: 'Past results' })).toBeVisible();
  const entry = page.getByRole('region', { name: 'Past results' }).getByRole('listitem').first();
  await entry.getByRole('button').click();
  await expect(entry.getByText('Do you drink alcohol?')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('a survey keeps its answers when the member leaves and comes back, and its history charts the score', async ({
  signedInPage: page,
}) => {
  await page.goto('/surveys');
  const audit = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Alcohol check (AUDIT-C)' }) });
  await audit.getByRole('link', { name: /^Take/ }).click();
  // The follow-up questions count until an answer rules them out ("Never" would leave one question).
  await expect(page.getByText('Question 1 of 3')).toBeVisible();

  // Required answers are enforced.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please answer this question to continue.');
  await page.getByRole('radio', { name: 'Never' }).check();
  await expect(page.getByText('Question 1 of 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.getByRole('radio', { name: '2 to 4 times a month' }).check();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 3')).toBeVisible();

  // Leave, and the list offers to continue; coming back resumes at the saved step.
  await page.getByRole('link', { name: 'All surveys' }).click();
  await expect(audit.getByText('Continue where you left off')).toBeVisible();
  await audit.getByRole('link', { name: /^Take/ }).click();
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back!' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: '2 to 4 times a month' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('radio', { name: '3 or 4' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Monthly', exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();

  await page.waitForURL(/\/complete\?response=/);
  await expect(page.getByRole('heading', { name: 'Your score' })).toBeVisible();
  await expect(page.getByText('5', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to surveys' })).toBeVisible();
  await page.getByRole('link', { name: 'View history' }).click();

  await expect(page.getByRole('img', { name: 'Alcohol check (AUDIT-C) scores over time' })).toBeVisible();
  await page.getByRole('button', { name: 'Show data table' }).click();
  await expect(
    page.getByRole('table', { name: 'Alcohol check (AUDIT-C) scores over time' }).getByRole('cell', { name: '5' }),
  ).toBeVisible();
});
