import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { fr } from '../support/french.js';
import { createVerifiedMember, logIn, memberApi } from '../support/members.js';
import { acceptStaffInvitation, firstStaffLogIn, inviteFromCommandLine, newStaff } from '../support/staff.js';
import { daysAgo } from '../support/days.js';

// A lab report the care team enters for a member (issue 34, decision 0088): a clinician enters it on
// the member's record, the timeline says who, and the member sees it with that source, in English
// and in French.

const clinician = newStaff('clinician', 'Mireille', 'Tremblay');

async function newPage(browser: Browser, options: { locale?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  return context.newPage();
}

test('a clinician enters a lab report; the member sees it with who entered it, in English and in French', async ({ browser }) => {
  test.setTimeout(240_000);
  const member = await createVerifiedMember();
  const memberPage = await newPage(browser);
  await logIn(memberPage, member);
  const memberId = ((await (await memberApi(memberPage, 'GET', '/user/profile')).json()) as { _id: string })._id;

  await inviteFromCommandLine(clinician);
  const staffPage = await newPage(browser);
  await acceptStaffInvitation(staffPage, clinician);
  await firstStaffLogIn(staffPage, clinician);
  await staffPage.goto(`/care/members/${memberId}`);
  await expect(staffPage.getByRole('heading', { level: 1, name: `${member.firstName} ${member.lastName}` })).toBeVisible();

  // The member's own fields and checks: nothing is sent without a date and a marker.
  const enter = staffPage.getByRole('region', { name: 'Enter a lab report' });
  await enter.getByRole('button', { name: 'Save lab report' }).click();
  await expect(enter.getByText('Enter the test date')).toBeVisible();
  await enter.getByLabel('Test date').fill(daysAgo(1));
  await enter.getByLabel(/^Lab name/).fill('LifeLabs');
  await enter.getByLabel('Marker 1').selectOption({ label: 'LDL cholesterol' });
  await expect(enter.getByLabel('Unit 1')).toHaveValue('mmol/L');
  await enter.getByLabel('Value 1', { exact: true }).fill('3.1');
  await enter.getByRole('button', { name: 'Save lab report' }).click();
  await expect(enter.getByText(`Lab report saved. ${member.firstName} sees it with your name beside it.`)).toBeVisible();
  await expect(staffPage.getByRole('table', { name: 'Latest result of each marker' })).toContainText('Mireille Tremblay (Clinician)');
  await expectNoSeriousA11yIssues(staffPage);

  // The timeline (decision 0090) says who entered it.
  const timeline = staffPage.getByRole('region', { name: 'Timeline' });
  await expect(
    timeline.getByTestId('timeline-event').filter({ hasText: 'Lab report from LifeLabs: 1 result · entered by Mireille Tremblay' }),
  ).toHaveCount(1);

  // The member sees the report with its source, never "Entered by you".
  await memberPage.goto('/blood-results');
  const report = memberPage.getByTestId('lab-report').first();
  await expect(report).toContainText('LifeLabs');
  await expect(report).toContainText('Entered by Mireille Tremblay, your care team');
  await expect(memberPage.getByText('Entered by you')).toHaveCount(0);
  await expectNoSeriousA11yIssues(memberPage);

  // The clinician's screen in French: the new form's words.
  await staffPage.evaluate(() => localStorage.setItem('locale', 'fr'));
  await staffPage.reload();
  const frEnter = staffPage.getByRole('region', { name: fr('Enter a lab report') });
  await expect(frEnter).toBeVisible();
  await expect(frEnter.getByRole('button', { name: fr('Save lab report') })).toBeVisible();
  await expect(frEnter.getByText(fr('Critical values raise an urgent alert, as when the member enters them.'))).toBeVisible();

  // The member in French, on another device: the source in French.
  expect((await memberApi(memberPage, 'PUT', '/user/language', { language: 'fr' })).status).toBe(200);
  const french = await newPage(browser, { locale: 'fr-CA' });
  await french.goto('/login');
  await french.getByLabel(fr('Email')).fill(member.email);
  await french.getByLabel(fr('Password'), { exact: true }).fill(member.password);
  await french.getByRole('button', { name: fr('Login'), exact: true }).click();
  await expect(french.getByRole('heading', { name: fr('Your Health Journey') })).toBeVisible();
  await french.goto('/blood-results');
  // The message has a context (a lab report, masculine in French), which fr() does not read: written out.
  await expect(french.getByTestId('lab-report').first()).toContainText('Saisi par Mireille Tremblay, de votre équipe de soins');
});
