import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { expectNoEnglish, fr } from '../support/french.js';
import { createVerifiedMember, logIn, memberApi } from '../support/members.js';
import { acceptStaffInvitation, firstStaffLogIn, inviteFromCommandLine, newStaff, workspaceNav } from '../support/staff.js';
import { daysAgo } from '../support/days.js';

// Metabolic syndrome and the weight-loss flag (issue 35, decisions 0102 and 0103): the member reads the
// five criteria on Body with the waist cut-off they choose and a calm note about a fast loss; a
// clinician reads the same criteria, the body and the medications in the record, finds the member
// with the "weight loss to review" filter and marks it reviewed; in English and in French.

const SHOTS = process.env.SCREENSHOT_DIR;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY - 5 * 60_000).toISOString();

async function newPage(browser: Browser, options: { locale?: string; width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, locale: options.locale });
  return context.newPage();
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the member reads the metabolic syndrome criteria and a fast loss; a clinician reviews it, in English and French', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const member = await createVerifiedMember();
  const page = await newPage(browser);
  await logIn(page, member);
  const memberId = ((await (await memberApi(page, 'GET', '/user/profile')).json()) as { _id: string })._id;

  // Sex on the profile (the waist and HDL cut-offs depend on it).
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel(/Sex at birth/).selectOption('male');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  // What the criteria read: a waist, a lab report, a height and a weight lost fast for three weeks.
  const post = async (path: string, body: unknown, status = 201) => expect((await memberApi(page, 'POST', path, body)).status).toBe(status);
  await post('/healthtracking/body', { kind: 'waist', value: 98, measured_at: ago(1) });
  await post('/healthtracking/bloodpresults/reports', {
    test_date: daysAgo(5),
    values: [
      { marker_id: 'triglycerides', value: 2.1, unit: 'mmol/L' },
      { marker_id: 'hdl-c', value: 0.9, unit: 'mmol/L' },
      { marker_id: 'fasting-glucose', value: 5.2, unit: 'mmol/L' },
    ],
  });
  expect((await memberApi(page, 'PUT', '/healthtracking/height', { height_cm: 175 })).status).toBe(200);
  for (const [kg, days] of [
    [96, 21],
    [94.2, 14],
    [92.4, 7],
    [90.6, 0],
  ] as const)
    await post('/healthtracking/body', { kind: 'weight', value: kg, measured_at: ago(days) });

  await page.goto('/body');
  const card = page.getByRole('region', { name: 'Metabolic syndrome criteria' });
  const verdict = card.getByTestId('metabolic-verdict');
  await expect(verdict).toContainText('3 of the 5 criteria of metabolic syndrome are met.');
  await expect(verdict).toContainText('Metabolic syndrome is not an illness in itself');
  await expect(card.locator('[data-criterion="waist"]')).toContainText('Counts at 94 cm or more');
  await expect(card.locator('[data-criterion="blood_pressure"]')).toContainText('Not known yet');
  await expect(card.locator('[data-criterion="fasting_glucose"]')).toContainText('Criterion not met');
  const note = page.getByTestId('weight-review');
  await expect(note).toContainText('more than 1.5 kg a week for three weeks in a row');
  await expect(note).toContainText('Your care team can see this on your record');
  await expectNoSeriousA11yIssues(page);
  await shoot(page, 'body-metabolic-1280');

  // The Health Canada cut-off (102 cm for men): the waist is no longer met; nothing is concluded yet.
  await card.getByLabel('Waist cut-off for').selectOption('canada_us');
  await expect(verdict).toContainText('Not enough is known to say yet: 1 criterion is still missing.');
  await expect(card.locator('[data-criterion="waist"]')).toContainText('Counts at 102 cm or more');

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(verdict).toBeVisible();
  await shoot(page, 'body-metabolic-390');

  // In French.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Français : afficher l’application en français' }).first().click();
  const frCard = page.getByRole('region', { name: fr('Metabolic syndrome criteria') });
  await expect(frCard.getByTestId('metabolic-verdict')).toContainText(
    'On n’en sait pas encore assez pour conclure : 1 critère manque encore.',
  );
  await expect(page.getByTestId('weight-review')).toContainText('Votre équipe de soins peut le voir dans votre dossier');
  // The weight target's card names the Diabetes Prevention Program by its (English) name.
  await expectNoEnglish(page, 'Body screen with the metabolic syndrome criteria', [
    member.firstName,
    member.lastName,
    'Diabetes Prevention Program',
  ]);
  await expectNoSeriousA11yIssues(page);

  // The clinician: invited, second factor enrolled; finds the member with the filter.
  const clinician = newStaff('clinician', 'Maëlle', 'Fortin');
  await inviteFromCommandLine(clinician);
  const care = await newPage(browser);
  await acceptStaffInvitation(care, clinician);
  await firstStaffLogIn(care, clinician);
  await workspaceNav(care).getByRole('link', { name: 'Members', exact: true }).click();
  await care.getByRole('combobox', { name: 'Health' }).selectOption({ label: 'Weight loss to review' });
  await care.getByRole('searchbox', { name: 'Name or e-mail' }).fill(member.email);
  await care.getByRole('button', { name: 'Search' }).click();
  await care.getByRole('link', { name: `${member.firstName} ${member.lastName}` }).click();
  await expect(care.getByRole('heading', { level: 1, name: `${member.firstName} ${member.lastName}` })).toBeVisible();
  expect(care.url()).toContain(memberId);

  const metabolic = care.getByRole('region', { name: 'Metabolic syndrome' });
  await expect(metabolic.getByTestId('metabolic-verdict')).toContainText('Not enough on record to say: 1 criterion unknown, 2 met.');
  await expect(metabolic).toContainText('The waist cut-off is the one the member chose for their population.');
  const body = care.getByRole('region', { name: 'Body', exact: true });
  await expect(body.getByTestId('care-body-summary')).toContainText('BMI 29.6 (Overweight)');
  await expect(body.getByRole('table', { name: 'Body measurements' }).getByRole('row')).toHaveCount(6);
  await expect(care.getByRole('region', { name: 'Medications' })).toContainText('No medications listed.');
  const review = care.getByTestId('weight-review-item');
  await expect(review).toContainText('More than 1.5 kg a week for three weeks');
  await expect(review).toContainText('Needs review');
  await expectNoSeriousA11yIssues(care);
  await shoot(care, 'care-record-1280');
  await review.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(review).toContainText('Reviewed by Maëlle Fortin');
  await care.setViewportSize({ width: 390, height: 844 });
  await care.reload();
  await expect(care.getByTestId('weight-review-item')).toContainText('Reviewed');
  await shoot(care, 'care-record-390');

  // The member's note is gone once reviewed; the access log names the reads.
  await page.reload();
  await expect(page.getByTestId('weight-review')).toHaveCount(0);
  const log = JSON.stringify(await (await memberApi(page, 'GET', '/user/access-log')).json());
  expect(log).toMatch(/metabolic syndrome criteria|critères du syndrome métabolique/);
  expect(log).toMatch(/Reviewed a weight change|A examiné un changement de poids/);

  // The clinician in French.
  await care.setViewportSize({ width: 1280, height: 900 });
  await care.getByRole('button', { name: 'Français : afficher l’application en français' }).first().click();
  await expect(care.getByRole('region', { name: fr('Metabolic syndrome') })).toContainText('1 critère inconnu, 2 remplis.');
  await expect(care.getByRole('region', { name: fr('Weight review') })).toContainText(fr('Reviewed'));
  await expectNoEnglish(care, 'care record', [
    member.firstName,
    member.lastName,
    clinician.firstName,
    clinician.lastName,
    'Diabetes Prevention Program',
  ]);
});
