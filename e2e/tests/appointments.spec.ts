import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { fr } from '../support/french.js';
import { createVerifiedMember, logIn } from '../support/members.js';
import { acceptStaffInvitation, firstStaffLogIn, inviteFromCommandLine, newStaff, workspaceNav } from '../support/staff.js';

// Appointments (issue 38, decisions 0096 and 0097): a clinician opens their hours, a member books,
// moves and cancels a lab results review on a phone, and the clinician sees each change on their
// calendar; then the member books again in French.

/** The clinician's week: every day, all day, on Toronto's clock, offering the lab results review. */
async function openHours(care: Page) {
  await care.goto('/care/calendar');
  await expect(care.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await care.getByLabel('Your time zone').fill('America/Toronto');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    const set = care.getByRole('group', { name: day });
    await set.getByLabel('Working').check();
    await set.getByLabel('From', { exact: true }).fill('00:00');
    await set.getByLabel('To', { exact: true }).fill('23:55');
    await set.getByLabel(/Break from/).fill('');
    await set.getByLabel(/Break to/).fill('');
  }
  await care.getByLabel('Lab results review').check();
  await care.getByRole('button', { name: 'Save my hours' }).click();
  await expect(care.getByText('Your hours are saved.')).toBeVisible();
}

/** The clinician's calendar two weeks on (where the member books), and the one appointment of the member on it. */
async function memberOnCalendar(care: Page, name: string) {
  await care.goto('/care/calendar');
  await care.getByRole('button', { name: 'Next week' }).click();
  await care.getByRole('button', { name: 'Next week' }).click();
  return care.getByRole('listitem').filter({ has: care.getByRole('link', { name }) });
}

test('a member books, moves and cancels on a phone; the clinician sees each change; then again in French', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const clinician = newStaff('clinician', 'Priya', 'Nair');
  await inviteFromCommandLine(clinician);
  const care = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await acceptStaffInvitation(care, clinician);
  await care.goto('/login');
  await firstStaffLogIn(care, clinician);
  await workspaceNav(care).getByRole('link', { name: 'Calendar' }).click();
  await openHours(care);
  await expectNoSeriousA11yIssues(care);

  const member = await createVerifiedMember();
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, member);
  await page.goto('/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  await expect(page.getByText('You have no upcoming appointments.')).toBeVisible();

  // Step one: the type, then a time two weeks on (well outside the 24-hour notice).
  await page.getByRole('radio', { name: /Lab results review/ }).check();
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  const first = page.getByRole('button', { name: /with Priya Nair$/ }).first();
  const chosen = (await first.getAttribute('aria-label'))!;
  await first.click();
  // Step two: the booking said in full, confirmed.
  const confirm = page.getByRole('group', { name: 'Confirm the time' });
  await expect(confirm).toContainText('Book Lab results review with Priya Nair on');
  await expectNoSeriousA11yIssues(page);
  await confirm.getByRole('button', { name: 'Confirm the booking' }).click();
  await expect(page.getByText(/Your appointment is booked for/)).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(1);
  await expect(upcoming).toContainText('Lab results review');
  await expect(upcoming).toContainText('Priya Nair');
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: test.info().outputPath('appointments-390.png'), fullPage: true });

  // The clinician sees it, with the member's name linking to their record.
  const name = `${member.firstName} ${member.lastName}`;
  let item = await memberOnCalendar(care, name);
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Booked');
  const bookedText = await item.textContent();
  await care.screenshot({ path: test.info().outputPath('calendar-1280.png'), fullPage: true });
  await care.setViewportSize({ width: 390, height: 844 });
  await care.screenshot({ path: test.info().outputPath('calendar-390.png'), fullPage: true });
  await care.setViewportSize({ width: 1280, height: 900 });

  // The member moves it to a later time the same week.
  await upcoming.getByRole('button', { name: 'Move Lab results review' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  const later = page.getByRole('button', { name: /with Priya Nair$/ }).nth(12);
  const moved = (await later.getAttribute('aria-label'))!;
  expect(moved).not.toBe(chosen);
  await later.click();
  await page.getByRole('button', { name: 'Confirm the move' }).click();
  await expect(page.getByText(/Your appointment is moved to/)).toBeVisible();

  item = await memberOnCalendar(care, name);
  await expect(item).toHaveCount(1);
  await expect(item).not.toHaveText(bookedText!);
  await expect(item).toContainText('Booked');

  // The member cancels it; it moves to the past and cancelled list.
  await upcoming.getByRole('button', { name: 'Cancel Lab results review' }).click();
  await expect(page.getByText(/Your appointment is cancelled/)).toBeVisible();
  await expect(page.getByText('You have no upcoming appointments.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Past and cancelled' })).toContainText('Cancelled');

  item = await memberOnCalendar(care, name);
  await expect(item).toContainText('Cancelled');

  // In French: the screen, and a booking the clinician sees.
  // The language switch is in the header at desktop width (in the menu on a phone).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Français : afficher l’application en français' }).first().click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: fr('Appointments') })).toBeVisible();
  await expect(page.getByRole('region', { name: fr('Past and cancelled') })).toContainText(fr('Cancelled'));
  await page.getByRole('radio', { name: /Revue des résultats d’analyses/ }).check();
  await page.getByRole('button', { name: fr('Next week') }).click();
  await page.getByRole('button', { name: fr('Next week') }).click();
  await page
    .getByRole('button', { name: /avec Priya Nair$/ })
    .nth(20)
    .click();
  const frConfirm = page.getByRole('group', { name: fr('Confirm the time') });
  await expect(frConfirm).toContainText('Réserver Revue des résultats d’analyses avec Priya Nair le');
  await frConfirm.getByRole('button', { name: fr('Confirm the booking') }).click();
  await expect(page.getByText(/Votre rendez-vous est réservé pour le/)).toBeVisible();
  await expect(page.getByRole('region', { name: fr('Upcoming') }).getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: test.info().outputPath('appointments-fr-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('appointments-fr-1280.png'), fullPage: true });

  item = await memberOnCalendar(care, name);
  await expect(item.filter({ hasText: 'Booked' })).toHaveCount(1);

  // From the member's record, the clinician books a visit with themself: no searching for the member.
  await item.getByRole('link', { name }).first().click();
  const appointments = care.getByRole('region', { name: 'Appointments' });
  await appointments.getByRole('button', { name: 'Book a visit' }).click();
  await expect(appointments).toContainText(`For ${name}, in your calendar.`);
  await expect(appointments.getByLabel('Time').locator('option')).not.toHaveCount(1);
  await appointments.getByLabel('Time').selectOption({ index: 1 });
  await appointments.getByRole('button', { name: 'Book for the member' }).click();
  await expect(appointments.getByText('The appointment is booked, and the member is e-mailed.')).toBeVisible();
  await expect(appointments.getByRole('listitem').filter({ hasText: 'Booked' })).toHaveCount(2);
  await expectNoSeriousA11yIssues(care);
  await appointments.screenshot({ path: test.info().outputPath('record-book-1280.png') });
  await care.setViewportSize({ width: 390, height: 844 });
  await appointments.screenshot({ path: test.info().outputPath('record-book-390.png') });
});
