import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { fr } from '../support/french.js';
import { createVerifiedMember, logIn, memberApi, newMember } from '../support/members.js';
import { acceptStaffInvitation, firstStaffLogIn, inviteFromCommandLine, newStaff, staffLogIn } from '../support/staff.js';

// The care team's work beyond alerts (issue 34, decision 0100): a coach takes over a colleague's
// thread instead of a dead end; a request gets an owner, is approved with a programme started for
// the member, or declined with a reason the member reads; My work and its count. English and French.

const first = newStaff('coach', 'Léa', 'Roy');
const second = newStaff('coach', 'Tom', 'Girard');

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test.describe("the care team's workflow", () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    for (const staff of [first, second]) {
      await inviteFromCommandLine(staff);
      const setUp = await newPage(browser);
      await acceptStaffInvitation(setUp, staff);
      await firstStaffLogIn(setUp, staff);
      await setUp.context().close();
    }
  });

  test('a coach takes over a thread assigned to a colleague, replies, and the colleague takes it back in French', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const member = await createVerifiedMember({ ...newMember(), firstName: 'Noé', lastName: 'Pelletier' });
    await logIn(page, member);
    const thread = await memberApi(page, 'POST', '/messages', { subject: 'Walking after surgery', body: 'When can I walk again?' });
    expect(thread.status).toBe(201);
    const threadId = ((await thread.json()) as { _id: string })._id;

    // Léa answers first: the thread of the pool becomes hers.
    const lea = await newPage(browser);
    await staffLogIn(lea, first);
    await lea.goto(`/care/messages/${threadId}`);
    await expect(lea.getByTestId('thread-owner')).toContainText('In the care team’s pool: whoever replies first takes it.');
    await lea.getByLabel('Your reply').fill('Short walks from tomorrow.');
    await lea.getByRole('button', { name: 'Send reply' }).click();
    await expect(lea.getByTestId('thread-owner')).toContainText('Assigned to you.');

    // Tom opens it: not "not found" but who owns it, and Take over instead of a reply box.
    const tom = await newPage(browser);
    await staffLogIn(tom, second);
    await tom.goto(`/care/messages/${threadId}`);
    const owner = tom.getByTestId('thread-owner');
    await expect(owner).toContainText('Assigned to Léa Roy. Take it over to reply.');
    await expect(tom.getByLabel('Your reply')).toHaveCount(0);
    await expectNoSeriousA11yIssues(tom);
    await tom.screenshot({ path: test.info().outputPath('thread-take-over-1280.png'), fullPage: true });
    await tom.setViewportSize({ width: 390, height: 844 });
    await tom.screenshot({ path: test.info().outputPath('thread-take-over-390.png'), fullPage: true });
    await expectNoSeriousA11yIssues(tom);
    await tom.setViewportSize({ width: 1280, height: 800 });
    await owner.getByRole('button', { name: 'Take over' }).click();
    await expect(tom.getByRole('status')).toContainText('The conversation is yours now: you can reply.');
    await tom.getByLabel('Your reply').fill('I am taking this on while Léa is away.');
    await tom.getByRole('button', { name: 'Send reply' }).click();
    await expect(tom.getByText('I am taking this on while Léa is away.')).toBeVisible();

    // The member reads both replies.
    const read = (await (await memberApi(page, 'GET', `/messages/${threadId}`)).json()) as { messages: Array<{ body: string }> };
    expect(read.messages.map((m) => m.body)).toEqual([
      'When can I walk again?',
      'Short walks from tomorrow.',
      'I am taking this on while Léa is away.',
    ]);

    // Léa, in French, sees it is Tom's now and takes it back.
    await lea.evaluate(() => localStorage.setItem('locale', 'fr'));
    await lea.goto(`/care/messages/${threadId}`);
    await expect(lea.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const leaOwner = lea.getByTestId('thread-owner');
    await expect(leaOwner).toContainText(fr('Assigned to {ownerName}.').replace('{ownerName}', 'Tom Girard'));
    await expect(leaOwner).toContainText(fr('Take it over to reply.'));
    await leaOwner.getByRole('button', { name: fr('Take over') }).click();
    await expect(lea.getByRole('status')).toContainText(fr('The conversation is yours now: you can reply.'));
    await expectNoSeriousA11yIssues(lea);
    await lea.context().close();
    await tom.context().close();
  });

  test('a request is taken, approved with a programme started for the member, and another declined with a reason in French', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const member = await createVerifiedMember({ ...newMember(), firstName: 'Rosalie', lastName: 'Caron' });
    await logIn(page, member);
    expect(
      (await memberApi(page, 'POST', '/program-requests', { topic: 'Sleep help', pillar_id: 'sleep', message: 'I wake at 4.' })).status,
    ).toBe(201);

    const lea = await newPage(browser);
    await staffLogIn(lea, first);
    await lea.goto('/care/requests');
    const card = lea.getByTestId('request').filter({ hasText: 'Sleep help' });
    await expect(card).toContainText(/Owner\s*The care team’s pool/);
    await card.getByRole('button', { name: 'Take the request of Rosalie Caron' }).click();
    await expect(lea.getByRole('status')).toContainText('The request of Rosalie Caron is yours now.');
    await expect(card).toContainText(/Owner\s*You/);

    // My work lists it as hers; the tab title counts it.
    await lea.goto('/care/work');
    await expect(lea.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible();
    const item = lea.getByTestId('work-item').filter({ hasText: 'Sleep help' });
    await expect(item).toContainText('Mine');
    await expect(lea).toHaveTitle(/^\(\d+\) My work · WellPath$/);
    await expect(lea.getByTestId('work-count')).toBeVisible();
    await expectNoSeriousA11yIssues(lea);
    await lea.screenshot({ path: test.info().outputPath('my-work-1280.png'), fullPage: true });
    await lea.setViewportSize({ width: 390, height: 844 });
    await lea.screenshot({ path: test.info().outputPath('my-work-390.png'), fullPage: true });
    await expectNoSeriousA11yIssues(lea);
    await lea.goto('/care/requests');
    await expect(lea.getByTestId('request').filter({ hasText: 'Sleep help' })).toContainText('Owner You');
    await lea.screenshot({ path: test.info().outputPath('requests-390.png'), fullPage: true });
    await expectNoSeriousA11yIssues(lea);
    await lea.setViewportSize({ width: 1280, height: 800 });

    await lea.goto('/care/requests');
    await card.getByRole('button', { name: 'Reply to Rosalie Caron' }).click();
    await card.getByLabel('Status').selectOption({ label: 'Approved' });
    await card.getByLabel('Start a programme for the member').selectOption({ label: '14-Day Sleep Reset' });
    await card.getByLabel('Reply to the member').fill('Start with this one.');
    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect(lea.getByRole('status')).toContainText('14-Day Sleep Reset is started for Rosalie Caron');

    // The member sees it on their requests, and it is in their programmes.
    await page.goto('/program-requests');
    await expect(page.getByTestId('started-program')).toContainText('Your care team started a programme for you: 14-Day Sleep Reset');
    const running = (await (await memberApi(page, 'GET', '/programs/in-progress')).json()) as {
      programs: Array<{ program: { key: string } }>;
    };
    expect(running.programs.map((p) => p.program.key)).toContain('sleep-reset-14');

    // A second request, declined in French: the reason is asked for, then the member reads it.
    expect((await memberApi(page, 'POST', '/program-requests', { topic: 'Yoga group', message: 'Is there one?' })).status).toBe(201);
    await lea.evaluate(() => localStorage.setItem('locale', 'fr'));
    await lea.goto('/care/requests');
    await expect(lea.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const yoga = lea.getByTestId('request').filter({ hasText: 'Yoga group' });
    await yoga.getByRole('button', { name: fr('Reply to {member}').replace('{member}', 'Rosalie Caron') }).click();
    await yoga.getByLabel(fr('Status')).selectOption({ label: 'Refusée' });
    await yoga.getByRole('button', { name: fr('Send reply') }).click();
    await expect(yoga).toContainText(fr('Say why the request is declined: the member reads the reason.'));
    await yoga.getByLabel(/Raison du refus/).fill('Aucun groupe près de chez vous pour le moment.');
    await yoga.getByRole('button', { name: fr('Send reply') }).click();
    await expect(lea.getByRole('status')).toContainText('Rosalie Caron');
    await expectNoSeriousA11yIssues(lea);
    await page.reload();
    await expect(page.getByTestId('program-request').filter({ hasText: 'Yoga group' })).toContainText(
      'Aucun groupe près de chez vous pour le moment.',
    );
    await lea.context().close();
  });
});
