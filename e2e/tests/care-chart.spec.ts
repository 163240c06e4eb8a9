import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { fr } from '../support/french.js';
import { createVerifiedMember, logIn, memberApi } from '../support/members.js';
import { acceptStaffInvitation, firstStaffLogIn, inviteFromCommandLine, newStaff } from '../support/staff.js';

// The member's chart (issue 34, decisions 0087 and 0088): a clinician writes a note the member never
// sees, and enters a blood pressure reading the member sees with "entered by", in English and French.

const clinician = newStaff('clinician', 'Rosalie', 'Gagnon');

async function newPage(browser: Browser, options: { locale?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  return context.newPage();
}

test('a clinician writes a note and enters a reading; the member sees who entered it, in English and in French', async ({ browser }) => {
  test.setTimeout(240_000);
  const member = await createVerifiedMember();
  const memberPage = await newPage(browser);
  await logIn(memberPage, member);
  const memberId = ((await (await memberApi(memberPage, 'GET', '/user/profile')).json()) as { _id: string })._id;

  // The clinician: invited, password set, second factor enrolled.
  await inviteFromCommandLine(clinician);
  const staffPage = await newPage(browser);
  await acceptStaffInvitation(staffPage, clinician);
  await firstStaffLogIn(staffPage, clinician);
  await staffPage.goto(`/care/members/${memberId}`);
  await expect(staffPage.getByRole('heading', { level: 1, name: `${member.firstName} ${member.lastName}` })).toBeVisible();

  // A note: only the clinical kinds are offered to a clinician.
  const notes = staffPage.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText('No notes about this member yet.')).toBeVisible();
  const type = notes.getByLabel('Type of note');
  await expect(type.getByRole('option')).toHaveText(['Call', 'Visit', 'Review', 'Other']);
  await type.selectOption({ label: 'Call' });
  await notes.getByRole('textbox', { name: 'Note', exact: true }).fill('Called about home readings; reviewed how to measure.');
  await notes.getByRole('button', { name: 'Save note' }).click();
  await expect(notes.getByText('Note saved.')).toBeVisible();
  const note = notes.getByRole('article');
  await expect(note).toContainText('Called about home readings; reviewed how to measure.');
  await expect(note).toContainText('by Rosalie Gagnon, Clinician');
  await expect(note.getByRole('button', { name: 'Edit note' })).toBeVisible();

  // A reading taken at the clinic, entered for the member.
  const enter = staffPage.getByRole('region', { name: 'Enter a blood pressure reading' });
  await enter.getByRole('textbox', { name: 'Systolic (top)' }).fill('142');
  await enter.getByRole('textbox', { name: 'Diastolic (bottom)' }).fill('91');
  await enter.getByRole('textbox', { name: /^Pulse/ }).fill('72');
  await enter.getByRole('button', { name: 'Save reading' }).click();
  await expect(enter.getByText(`Reading saved. ${member.firstName} sees it with your name beside it.`)).toBeVisible();
  await expect(staffPage.getByRole('table', { name: 'Latest readings' })).toContainText('Rosalie Gagnon (Clinician)');
  await expectNoSeriousA11yIssues(staffPage);

  // The timeline (decision 0090) has both, and its filter leaves the note out.
  const timeline = staffPage.getByRole('region', { name: 'Timeline' });
  const events = timeline.getByTestId('timeline-event');
  await expect(events.filter({ hasText: 'Blood pressure 142/91 mm Hg · pulse 72' })).toHaveCount(1);
  await expect(events.filter({ hasText: 'Call note by Rosalie Gagnon' })).toHaveCount(1);
  await timeline.getByRole('checkbox', { name: 'Notes' }).uncheck();
  await expect(events.filter({ hasText: 'Call note by Rosalie Gagnon' })).toHaveCount(0);
  await expect(events.filter({ hasText: 'Blood pressure 142/91 mm Hg' })).toHaveCount(1);

  // The member sees the reading with who entered it, and never the note.
  await memberPage.goto('/blood-pressure');
  const reading = memberPage.getByTestId('bp-reading').first();
  await expect(reading).toContainText('142/91');
  await expect(reading).toContainText('Entered by Rosalie Gagnon, your care team');
  await expect(memberPage.getByText('Called about home readings')).toHaveCount(0);
  await expectNoSeriousA11yIssues(memberPage);

  // In French, on another device.
  expect((await memberApi(memberPage, 'PUT', '/user/language', { language: 'fr' })).status).toBe(200);
  const french = await newPage(browser, { locale: 'fr-CA' });
  await french.goto('/login');
  await french.getByLabel(fr('Email')).fill(member.email);
  await french.getByLabel(fr('Password'), { exact: true }).fill(member.password);
  await french.getByRole('button', { name: fr('Login'), exact: true }).click();
  await expect(french.getByRole('heading', { name: fr('Your Health Journey') })).toBeVisible();
  await french.goto('/blood-pressure');
  const frReading = french.getByTestId('bp-reading').first();
  await expect(frReading).toContainText('142/91');
  await expect(frReading).toContainText(fr('Entered by {0}, your care team').replace('{0}', 'Rosalie Gagnon'));
});
