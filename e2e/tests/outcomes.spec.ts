import fs from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { expectNoEnglish, fr } from '../support/french.js';
import { acceptStaffInvitation, firstStaffLogIn, inviteFromCommandLine, newStaff, workspaceNav } from '../support/staff.js';

// The programme's results (issue 37, decision 0098): a clinician opens the outcomes page and
// downloads a table as CSV; a coach sees the engagement only, in French, and downloads its funnel.
// The demo data seeded before the specs (global-setup.ts) gives every chart something to say.

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  return context.newPage();
}

async function signedIn(browser: Browser, role: 'clinician' | 'coach', first: string, last: string): Promise<Page> {
  const staff = newStaff(role, first, last);
  await inviteFromCommandLine(staff);
  const page = await newPage(browser);
  await acceptStaffInvitation(page, staff);
  await page.goto('/login');
  await firstStaffLogIn(page, staff);
  return page;
}

test('a clinician opens the programme results, picks a period, and downloads the clinical outcomes as CSV', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, 'clinician', 'Amira', 'Benali');
  await workspaceNav(page).getByRole('link', { name: 'Results', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programme results' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Engagement funnel' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Weekly active members' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Tracking, completion and answers' })
      .getByRole('row', { name: /Messages answered within 2 working days/ }),
  ).toBeVisible();
  const clinical = page.getByRole('table', { name: 'Clinical outcomes, baseline against latest' });
  await expect(clinical).toBeVisible();
  // Decision 0107: each figure says whom it counts.
  await expect(clinical.getByRole('row', { name: /Blood pressure \(systolic, mm Hg; of members with 2 or more readings/ })).toBeVisible();
  await expect(clinical.getByRole('row', { name: /HbA1c \(% points; of members with diabetes or their own HbA1c target\)/ })).toBeVisible();
  await expect(page.getByText(/Figures computed/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByLabel('Period').selectOption({ label: 'Every member' });
  await expect(page.getByRole('table', { name: 'Engagement funnel' }).getByRole('row', { name: /Registered/ })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the clinical outcomes (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^outcomes-measures-all-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile(await download.path(), 'utf8');
  expect(csv.replace(/^\ufeff/, '').split('\r\n')[0]).toBe(
    'Measure,Members with a baseline and a later value,Median change,Improved,Unchanged,Worse,At target at baseline,At target now,"Lost 5 % or more, or moved down a band or a risk category"',
  );
  expect(csv).toContain(
    '"Blood pressure (systolic, mm Hg; of members with 2 or more readings in their first and in their last 7 days of readings)",',
  );
  expect(csv).toContain('HbA1c (% points; of members with diabetes or their own HbA1c target),');
  expect(csv).toContain('Non-HDL cholesterol (mmol/L),');
  expect(csv).toContain('10-year heart risk (% points),');
  expect(csv).toContain('Activity (minutes a week),');

  // Decision 0123: filters saved on the member list are cohorts of the results, for their owner.
  await workspaceNav(page).getByRole('link', { name: 'Members', exact: true }).click();
  await page.getByLabel('Programme').selectOption({ label: 'In an active programme' });
  await page.getByRole('button', { name: 'Save these filters' }).click();
  await page.getByLabel('Name of the saved filter').fill('In a programme now');
  await page.getByRole('form', { name: 'Save these filters' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved as “In a programme now”.')).toBeVisible();
  await workspaceNav(page).getByRole('link', { name: 'Results', exact: true }).click();
  await page.getByLabel('Cohort').selectOption({ label: 'Saved filter: In a programme now' });
  await expect(page.getByText(/Members who match the saved filter today/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Engagement funnel' }).getByRole('row', { name: /Registered/ })).toBeVisible();
  await page.context().close();
});

test('a coach sees the engagement only, in French, and downloads the funnel', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, 'coach', 'Julien', 'Roy');
  await page.evaluate(() => localStorage.setItem('locale', 'fr'));
  await page.goto('/care/outcomes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: fr('Programme results') })).toBeVisible();
  await expect(page.getByRole('table', { name: fr('Engagement funnel') })).toBeVisible();
  await expect(page.getByRole('table', { name: fr('Weekly active members') })).toBeVisible();
  // Clinical outcomes are for clinicians and administrators: the page does not ask for them.
  await expect(page.getByRole('heading', { name: fr('Clinical outcomes') })).toHaveCount(0);
  await expectNoEnglish(page, 'programme results');
  await expectNoSeriousA11yIssues(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: fr('Download the funnel (CSV)') }).click(),
  ]);
  const csv = await fs.readFile(await download.path(), 'utf8');
  const lines = csv.replace(/^\ufeff/, '').split('\r\n');
  expect(lines[0]).toBe('Étape,Membres,Sur');
  expect(lines[1]).toMatch(/^Inscrits,(\d+|moins de 5),(\d+|moins de 5)$/);
  await page.context().close();
});

test('a coach works the outreach queue in French: a check-in message, a snooze with its reason, a call that reached the member', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, 'coach', 'Sophie', 'Lapointe');
  await page.evaluate(() => localStorage.setItem('locale', 'fr'));
  await page.goto('/care');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  // The queue's size beside the requests, then the queue: the demo's year holds members who went quiet.
  const link = page.getByRole('link', { name: new RegExp(`^${fr('Outreach')}\\s*\\d+\\s*${fr('members to reach')}$`) });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: fr('Members going quiet') })).toBeVisible();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: fr('Send a check-in message') }) });
  await expect(cards.first()).toBeVisible();
  await expectNoEnglish(page, 'outreach queue');
  await expectNoSeriousA11yIssues(page);
  const total = async () => {
    const text = (await page.getByText(/(sur \d+ membres|^\d+ membres à joindre)\.$/).textContent()) ?? '';
    return Number(/sur (\d+) membres|^(\d+) membres/.exec(text)?.slice(1).find(Boolean));
  };
  const before = await total();
  expect(before).toBeGreaterThan(3);

  await cards
    .first()
    .getByRole('button', { name: fr('Send a check-in message') })
    .click();
  await expect.poll(total).toBe(before - 1);

  await cards
    .first()
    .getByRole('button', { name: fr('Snooze'), exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(fr('For')).selectOption({ label: '30 jours' });
  await dialog.getByLabel(fr('Reason')).fill('En voyage jusqu’à la fin du mois.');
  await dialog.getByRole('button', { name: fr('Snooze'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(total).toBe(before - 2);

  await cards
    .first()
    .getByRole('button', { name: fr('Reached by phone') })
    .click();
  await expect.poll(total).toBe(before - 3);
  await page.context().close();
});
