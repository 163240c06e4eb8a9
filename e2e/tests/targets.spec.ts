import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { fr } from '../support/french.js';
import { createVerifiedMember, logIn, memberApi } from '../support/members.js';
import { acceptStaffInvitation, firstStaffLogIn, inviteFromCommandLine, newStaff, workspaceNav } from '../support/staff.js';

// Personal targets (issue 35, decision 0091): a clinician sets a member's blood pressure target with a
// note in the member's record, and the member sees it beside their blood pressure, in English and French.

const NOTE = 'You feel dizzy when standing at lower pressures, so we aim a little higher for now.';

async function logReadings(page: Page) {
  for (const [systolic, diastolic, minutes] of [
    [136, 86, 90],
    [134, 84, 30],
  ] as const) {
    const res = await memberApi(page, 'POST', '/healthtracking/bloodpressure', {
      systolic,
      diastolic,
      measured_at: new Date(Date.now() - minutes * 60_000).toISOString(),
    });
    expect(res.status).toBe(201);
  }
}

test('a clinician sets a blood pressure target with a note, and the member sees it beside their blood pressure', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const member = await createVerifiedMember();
  await logIn(page, member);
  await logReadings(page);

  // Before: the guideline default, not met by an average of 135/85.
  await page.goto('/blood-pressure');
  const card = page.getByTestId('target-blood_pressure');
  await expect(card.getByRole('heading', { name: 'Blood pressure: your target' })).toBeVisible();
  await expect(card).toContainText('Below 130/80 mm Hg');
  await expect(card).toContainText('Not within the target yet');

  // The clinician, on another computer.
  const clinician = newStaff('clinician', 'Priya', 'Nair');
  await inviteFromCommandLine(clinician);
  const care = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await acceptStaffInvitation(care, clinician);
  await care.goto('/login');
  await firstStaffLogIn(care, clinician);
  await workspaceNav(care).getByRole('link', { name: 'Members', exact: true }).click();
  await care.getByRole('searchbox', { name: 'Name or e-mail' }).fill(member.email);
  await care.getByRole('button', { name: 'Search' }).click();
  await care.getByRole('link', { name: `${member.firstName} ${member.lastName}` }).click();
  const row = care.getByTestId('care-target-blood_pressure');
  await expect(row).toContainText('Below 130/80 mm Hg (guideline default)');
  await expect(row).toContainText("Member's number: 135/85 mm Hg");
  await row.getByRole('button', { name: 'Set target: Blood pressure' }).click();
  const form = row.getByRole('form', { name: 'Set target: Blood pressure' });
  await form.getByRole('radio', { name: 'Below 140/90 mm Hg' }).check();
  await form.getByLabel(/Note for the member/).fill(NOTE);
  await expectNoSeriousA11yIssues(care);
  await form.getByRole('button', { name: 'Save target' }).click();
  await expect(care.getByText('Blood pressure: target saved. The member sees it with your note.')).toBeVisible();
  await expect(row).toContainText('Below 140/90 mm Hg (personal)');
  await expect(row).toContainText('Set by Priya Nair');

  // The member sees it beside their average, with who set it, why and the default it replaces.
  await page.reload();
  await expect(card.getByRole('heading', { name: 'Blood pressure: your target from your care team' })).toBeVisible();
  await expect(card).toContainText('Below 140/90 mm Hg');
  await expect(card).toContainText('Within the target');
  await expect(card).toContainText('Your 7-day average: 135/85 mm Hg');
  await expect(card).toContainText('Set by Priya Nair');
  await expect(card).toContainText(NOTE);
  await expect(card).toContainText('Guideline default it replaces: Below 130/80 mm Hg (Hypertension Canada 2025).');
  await expectNoSeriousA11yIssues(page);

  // In French.
  await page.getByRole('button', { name: 'Français : afficher l’application en français' }).first().click();
  await expect(
    card.getByRole('heading', { name: fr('{name}: your target from your care team').replace('{name}', 'Pression artérielle') }),
  ).toBeVisible();
  await expect(card).toContainText('Sous 140/90 mm Hg');
  await expect(card).toContainText(fr('Within the target'));
  await expect(card).toContainText(NOTE);
});
