import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { englishOnPage, expectNoEnglish, fr } from '../support/french.js';
import { linkFromOutbox, newestMailBody } from '../support/mail.js';
import { memberApi, newMember } from '../support/members.js';
import { daysAgo } from '../support/days.js';

/**
 * Issue 17: a member whose browser speaks French goes through sign-up, onboarding, the home, a
 * programme and the blood results in French (the French read from the app's catalogues, so the test
 * follows the translators' wording), and no English word shows outside the member's own data and
 * content marked as English on purpose (`lang="en"`). Each screen is also laid out at 390 px wide
 * with nothing wider than the screen (French runs about a fifth longer than English).
 */
test.use({ locale: 'fr-CA' });

/** Nothing wider than the screen at 390 px (a cut or overflowing French text). */
async function fitsPhone(page: Page, screen: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${screen} is wider than a 390 px phone`).toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
}

async function frenchScreen(page: Page, screen: string, memberData: string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expectNoEnglish(page, screen, memberData);
  await fitsPhone(page, screen);
}

/** `Question {number} of {total}` in French, as a pattern for the survey's counter. */
function counterPattern(): RegExp {
  const text = fr('Question {number} of {total}').replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${text.replace(/\{\w+\}/g, '\\d+')}$`);
}

test('a member signs up and uses the app in French', async ({ page }) => {
  test.setTimeout(240_000);
  const member = newMember();
  const memberData = [member.firstName, member.lastName, member.email, '150 Elgin Street', 'Ottawa'];

  // The landing page answers in the browser's language.
  await page.goto('/');
  await frenchScreen(page, 'landing page', memberData);
  await page
    .getByRole('link', { name: fr('Sign Up') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel(fr('Email')).fill(member.email);
  await page.getByLabel(fr('Password'), { exact: true }).fill(member.password);
  await page.getByLabel(fr('First Name')).fill(member.firstName);
  await page.getByLabel(fr('Last Name')).fill(member.lastName);
  await page.getByLabel(fr('Date of Birth')).fill('1979-03-21');
  await page.getByLabel(fr('Street Address')).fill('150 Elgin Street');
  await page.getByLabel(fr('City')).fill('Ottawa');
  await page.getByLabel(fr('Province')).selectOption('ON');
  await page.getByLabel(fr('Postal Code')).fill('k2p1l4');
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await frenchScreen(page, 'sign-up form', memberData);
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: fr('Register') }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
  await expectNoEnglish(page, 'sign-up confirmation', memberData);

  // The verification e-mail is in the member's language.
  const mail = await newestMailBody(member.email);
  const words = mail.replace(/<[^>]+>/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  expect(
    words.split(/[^A-Za-zÀ-ÿ’']+/).filter((word) => ['the', 'your', 'please', 'verify', 'account', 'email'].includes(word.toLowerCase())),
    'English in the verification e-mail',
  ).toEqual([]);

  await page.goto(await linkFromOutbox(member.email, 'verify-email'));
  await expect(page.getByText(fr('Email Verified!'))).toBeVisible();
  await frenchScreen(page, 'e-mail verified page', memberData);
  await page.getByRole('link', { name: fr('Proceed to Login') }).click();
  await page.getByLabel(fr('Email')).fill(member.email);
  await page.getByLabel(fr('Password'), { exact: true }).fill(member.password);
  await frenchScreen(page, 'login page', memberData);
  await page.getByRole('button', { name: fr('Login'), exact: true }).click();

  // The home, with the onboarding banner.
  await expect(page.getByRole('heading', { name: fr('Your Health Journey') })).toBeVisible();
  await frenchScreen(page, 'member home', memberData);
  await expectNoSeriousA11yIssues(page);

  // Onboarding: the first survey through the screens, from the home's onboarding banner.
  const counter = counterPattern();
  await page.getByRole('button', { name: fr('Begin Onboarding') }).click();
  await expect(page.getByRole('heading', { name: fr('Your onboarding surveys') })).toBeVisible();
  await expectNoEnglish(page, 'onboarding banner', memberData);
  await page
    .getByRole('link', { name: fr('Take Survey') })
    .first()
    .click();
  const form = page.locator('main form');
  for (let i = 0; i < 60; i++) {
    const shown = await page.getByText(counter).innerText();
    const english = await englishOnPage(page, memberData);
    expect(english, `English words on a French survey question (${shown})`).toEqual([]);
    const radios = form.getByRole('radio');
    const checkboxes = form.getByRole('checkbox');
    const number = form.getByRole('spinbutton');
    if ((await radios.count()) > 0) await radios.first().check();
    else if ((await checkboxes.count()) > 0) await checkboxes.first().check();
    else if ((await number.count()) > 0) await number.fill((await number.getAttribute('min')) ?? '3');
    const submit = form.getByRole('button', { name: fr('Submit') });
    if ((await submit.count()) > 0) {
      await submit.click();
      await page.waitForURL(/\/surveys\/[^/]+\/complete\?response=/);
      break;
    }
    await form.getByRole('button', { name: fr('Next') }).click();
    await expect(page.getByText(counter)).not.toHaveText(shown);
  }
  await expect(page.getByRole('heading', { name: fr('What was added for you') })).toBeVisible();
  await frenchScreen(page, 'survey completion', memberData);

  // The GAD-7 and the AUDIT-C in their published French, the Exercise Vital Sign in the clinic's
  // translation: no English left on them, nothing marked as kept in English.
  for (const [key, firstQuestion] of [
    ['gad-7', 'Sentiment de nervosité, d’anxiété ou de tension'],
    ['audit-c', 'À quelle fréquence vous arrive-t-il de consommer des boissons contenant de l’alcool?'],
    ['exercise-vital-sign', 'En moyenne, combien de jours par semaine faites-vous de l’exercice'],
  ] as const) {
    await page.goto(`/surveys/${key}/start`);
    await expect(page.getByText(firstQuestion)).toBeVisible();
    await expect(page.locator('main [lang^="en"]')).toHaveCount(0);
    await frenchScreen(page, `${key} survey`, memberData);
  }

  // A programme.
  const started = await memberApi(page, 'POST', '/programs/walk-to-150/start', {});
  expect(started.status).toBe(201);
  const { program } = (await started.json()) as { program: { _id: string } };
  await page.goto(`/programs/${program._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await frenchScreen(page, 'programme page', memberData);

  // Blood results, with French numbers.
  const report = await memberApi(page, 'POST', '/healthtracking/bloodpresults/reports', {
    test_date: daysAgo(1),
    values: [
      { marker_id: 'ldl-c', value: 3.2, unit: 'mmol/L' },
      { marker_id: 'hba1c', value: 5.8, unit: '%' },
    ],
  });
  expect(report.status).toBe(201);
  await page.goto('/blood-results');
  await expect(page.getByText('3,2').first()).toBeVisible();
  await frenchScreen(page, 'blood results', memberData);
  await expectNoSeriousA11yIssues(page);
});
