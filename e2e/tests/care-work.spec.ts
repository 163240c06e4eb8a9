import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { createVerifiedMember, logIn, memberApi, newMember } from '../support/members.js';
import { acceptStaffInvitation, firstStaffLogIn, inviteFromCommandLine, newStaff, staffLogIn } from '../support/staff.js';

// Alerts that belong to someone (issue 34, decision 0085): a clinician takes an alert from the
// clinicians' pool, gives it to a colleague and back, in English and in French.

const clinician = newStaff('clinician', 'Inès', 'Gauthier');
const colleague = newStaff('clinician', 'Marc', 'Dubois');

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test.describe('work that belongs to someone', () => {
  test.describe.configure({ mode: 'serial' });

  test('a clinician takes an alert from the pool, sees its due time, gives it to a colleague and back to the pool', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    for (const staff of [clinician, colleague]) {
      await inviteFromCommandLine(staff);
      const setUp = await newPage(browser);
      await acceptStaffInvitation(setUp, staff);
      await firstStaffLogIn(setUp, staff);
      await setUp.context().close();
    }

    // A member logs a crisis reading: the alert starts in the clinicians' pool, due in four hours.
    const member = await createVerifiedMember({ ...newMember(), firstName: 'Jade', lastName: 'Morin' });
    await logIn(page, member);
    const reading = await memberApi(page, 'POST', '/healthtracking/bloodpressure', {
      systolic: 186,
      diastolic: 112,
      measured_at: new Date().toISOString(),
    });
    expect(reading.status).toBe(201);

    const care = await newPage(browser);
    await staffLogIn(care, clinician);
    await care.goto('/care/alerts');
    const alert = care.getByTestId('alert').filter({ hasText: 'Jade Morin' });
    await expect(alert).toContainText(/Owner\s*Clinicians’ pool/);
    await expect(alert).toContainText(/Due\s*\w+ \d+, \d{4} at/);
    await expect(alert).not.toContainText('Overdue');
    await expectNoSeriousA11yIssues(care);

    await alert.getByRole('button', { name: 'Take the alert for Jade Morin' }).click();
    await expect(care.getByRole('status')).toContainText('The alert for Jade Morin is yours now.');
    await expect(alert).toContainText(/Owner\s*You/);
    await expect(alert.getByRole('button', { name: 'Take the alert for Jade Morin' })).toHaveCount(0);

    await alert.getByLabel('Owner').selectOption({ label: 'Marc Dubois' });
    await alert.getByRole('button', { name: 'Assign the alert for Jade Morin' }).click();
    await expect(care.getByRole('status')).toContainText('The alert for Jade Morin is assigned to Marc Dubois.');
    await expect(alert).toContainText(/Owner\s*Marc Dubois/);

    // The colleague sees it as theirs, in French, and gives it back to the pool.
    const colleaguePage = await newPage(browser);
    await staffLogIn(colleaguePage, colleague);
    // French on this device (what the language switch remembers), then the queue.
    await colleaguePage.evaluate(() => localStorage.setItem('locale', 'fr'));
    await colleaguePage.goto('/care/alerts');
    await expect(colleaguePage.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const theirs = colleaguePage.getByTestId('alert').filter({ hasText: 'Jade Morin' });
    await expect(theirs).toContainText(/Responsable\s*Vous/);
    await expect(theirs).toContainText(/Échéance/);
    await theirs.getByLabel('Responsable').selectOption({ label: 'Groupe des cliniciens' });
    await theirs.getByRole('button', { name: 'Attribuer l’alerte de Jade Morin' }).click();
    await expect(colleaguePage.getByRole('status')).toContainText('L’alerte de Jade Morin est revenue au groupe des cliniciens.');
    await expectNoSeriousA11yIssues(colleaguePage);

    await care.reload();
    await expect(alert).toContainText(/Owner\s*Clinicians’ pool/);
  });
});
