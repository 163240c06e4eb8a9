import { expect, test, type Browser, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.js';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { mailFromOutbox } from '../support/mail.js';
import { createVerifiedMember, logIn, newMember } from '../support/members.js';
import {
  acceptStaffInvitation,
  firstStaffLogIn,
  inviteFromCommandLine,
  newStaff,
  staffLogIn,
  totpCode,
  workspaceNav,
  type StaffAccount,
} from '../support/staff.js';

const admin = newStaff('admin', 'Avery', 'Tremblay');
const clinician = newStaff('clinician', 'Priya', 'Nair');
const coach = newStaff('coach', 'Sam', 'Lee');

/** What the earlier tests leave for the later ones (the same worker runs them in order). */
const state: { invitationLink?: string; alertMemberId?: string; threadPath?: string } = {};

const ALERT_KIND = 'Thoughts of self-harm (PHQ-9 item 9)';
const ITEM_9 = 'Thoughts that you would be better off dead or of hurting yourself in some way';

/** A second browser with its own session, as a different person on a different computer. */
async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

async function signedInStaff(browser: Browser, staff: StaffAccount, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newPage(browser, viewport);
  await staffLogIn(page, staff);
  return page;
}

// The care team's workspace, end to end on one database: the first administrator (created from the
// command line) invites the clinician and the coach the later tests log in as, so these run in order.
test.describe('the care team', () => {
  test.describe.configure({ mode: 'serial' });

  test('an administrator created from the command line invites a clinician and a coach, who set a password and enrol a second factor', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    // The first administrator: nobody can invite them, so `npm run staff -- invite` does.
    await inviteFromCommandLine(admin);
    state.invitationLink = await acceptStaffInvitation(page, admin, { axe: true });
    await page.getByRole('link', { name: 'Go to login' }).first().click();
    await expect(page).toHaveURL(/\/login$/);

    // The link works once.
    await page.goto(state.invitationLink);
    await expect(page.getByText(/This invitation link is invalid, has already been used or has expired/)).toBeVisible();

    // First login: the password opens the second-factor set-up only, and the workspace after it.
    await firstStaffLogIn(page, admin, { axe: true });
    // The workspace opens on My work for every role (decision 0100).
    await expect(page).toHaveURL(`${BASE_URL}/care/work`);
    await expect(page.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible();
    const nav = workspaceNav(page);
    for (const section of ['Alerts', 'Members', 'Requests', 'Messages', 'Staff', 'Access log']) {
      await expect(nav.getByRole('link', { name: section, exact: true })).toBeVisible();
    }

    // The administrator invites a clinician and a coach.
    await nav.getByRole('link', { name: 'Staff', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const accounts = page.getByRole('table', { name: 'Care team accounts' });
    await expect(accounts.getByRole('row', { name: /Avery Tremblay \(you\)/ })).toContainText('Administrator');
    const invite = page.getByRole('region', { name: 'Invite a staff member' });
    for (const staff of [clinician, coach]) {
      await invite.getByRole('textbox', { name: 'E-mail' }).fill(staff.email);
      await invite.getByRole('combobox', { name: 'Role' }).selectOption({ label: staff.role === 'coach' ? 'Coach' : 'Clinician' });
      await invite.getByRole('textbox', { name: 'First name' }).fill(staff.firstName);
      await invite.getByRole('textbox', { name: 'Last name' }).fill(staff.lastName);
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expect(invite.getByText(`Invitation sent to ${staff.email}.`)).toBeVisible();
      await expect(accounts.getByRole('row').filter({ hasText: staff.email })).toContainText('Invited');
    }
    await expectNoSeriousA11yIssues(page);

    // The clinician sets a password and enrols.
    const clinicianPage = await newPage(browser);
    await acceptStaffInvitation(clinicianPage, clinician);
    await firstStaffLogIn(clinicianPage, clinician);
    await expect(clinicianPage).toHaveURL(`${BASE_URL}/care/work`);
    await expect(workspaceNav(clinicianPage).getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
    await clinicianPage.context().close();

    // The coach does it on a phone: the workspace opens on My work, without alerts, staff or the access log.
    const coachPage = await newPage(browser, { width: 390, height: 844 });
    await acceptStaffInvitation(coachPage, coach);
    await coachPage.screenshot({ path: test.info().outputPath('staff-invitation-390.png'), fullPage: true });
    await firstStaffLogIn(coachPage, coach);
    await expect(coachPage).toHaveURL(`${BASE_URL}/care/work`);
    // Once the page has come: a page that arrives after the menu was opened closes it.
    await expect(coachPage.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible();
    const coachNav = workspaceNav(coachPage);
    await expect(coachNav).toBeHidden();
    await coachPage.getByRole('button', { name: 'Menu' }).click();
    await expect(coachNav).toBeVisible();
    for (const section of ['Members', 'Requests', 'Messages']) {
      await expect(coachNav.getByRole('link', { name: section, exact: true })).toBeVisible();
    }
    for (const section of ['Alerts', 'Staff', 'Access log']) await expect(coachNav.getByRole('link', { name: section })).toHaveCount(0);
    await coachPage.screenshot({ path: test.info().outputPath('coach-menu-390.png'), fullPage: true });
    // A typed address says the role has no access (the server refuses the calls anyway).
    await coachPage.goto('/care/staff');
    await expect(coachPage.getByText('Your role does not give access to this page.')).toBeVisible();
    await coachPage.context().close();

    // Both are active with their second factor on.
    await page.reload();
    for (const staff of [clinician, coach]) {
      const row = accounts.getByRole('row').filter({ hasText: staff.email });
      await expect(row).toContainText('Active');
      await expect(row.getByRole('cell').nth(2)).toHaveText('On');
    }
  });

  test('a member answers PHQ-9 item 9 with "Several days": a clinician acknowledges and resolves the alert, and the member sees it was seen', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const member = await createVerifiedMember({ ...newMember(), firstName: 'Robin', lastName: 'Gagnon' });
    const name = 'Robin Gagnon';
    await logIn(page, member);

    // The PHQ-9 through the UI: "Not at all" to everything but item 9.
    await page.goto('/surveys');
    const phq9 = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mood check (PHQ-9)' }) });
    await phq9.getByRole('link', { name: /^Take/ }).click();
    const form = page.locator('main form');
    for (let i = 1; i <= 9; i++) {
      await expect(page.getByText(`Question ${i} of 9`)).toBeVisible();
      const question = (await form.getByRole('heading', { level: 2 }).innerText()).trim();
      await form.getByRole('radio', { name: question.startsWith(ITEM_9) ? 'Several days' : 'Not at all', exact: true }).check();
      await form.getByRole('button', { name: i === 9 ? 'Submit' : 'Next' }).click();
    }
    await page.waitForURL(/\/surveys\/[^/]+\/complete\?response=/);
    const completePath = new URL(page.url()).pathname + new URL(page.url()).search;
    await expect(page.getByRole('alert')).toContainText('Your care team will see this answer and follow up with you.');
    const notified = page.getByTestId('care-team-notified');
    await expect(notified).toHaveText('Your care team has been notified.');

    // Every active clinician is e-mailed that a member needs follow-up: no name, no answer.
    const mail = await mailFromOutbox(clinician.email, 'A member needs follow-up');
    expect(mail).toContain(`${BASE_URL}/care/alerts`);
    expect(mail).not.toContain('Gagnon');
    expect(mail).not.toContain('Several days');

    // The clinician logs in with their code; a wrong code is refused first.
    const care = await newPage(browser);
    await care.goto('/login');
    await care.getByLabel('Email').fill(clinician.email);
    await care.getByLabel('Password', { exact: true }).fill(clinician.password);
    await care.getByRole('button', { name: 'Login', exact: true }).click();
    const codeField = care.getByRole('textbox', { name: '6-digit code' });
    await expect(codeField).toBeFocused();
    const valid = [-1, 0, 1].map((d) => totpCode(clinician.totpKey!, Math.floor(Date.now() / 30_000) + d));
    await codeField.fill(['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c))!);
    await care.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(care.getByText(/That code is not right/)).toBeVisible();
    await expect(care).toHaveURL(/\/login$/);
    await staffLogIn(care, clinician);

    // The workspace opens on My work (decision 0100); the alert is on top of the queue.
    await expect(care).toHaveURL(`${BASE_URL}/care/work`);
    await care.goto('/care/alerts');
    const alert = care.getByTestId('alert').filter({ hasText: name });
    await expect(alert.getByRole('heading', { name: ALERT_KIND })).toBeVisible();
    await expect(alert).toContainText("PHQ-9 item 9 answered 'Several days'");
    await expect(alert).toContainText(/Status: Open/);
    await expect(alert).toContainText(/Open (less than a minute|\d+ min)/);
    await expectNoSeriousA11yIssues(care);

    await alert.getByRole('button', { name: `Acknowledge the alert for ${name}` }).click();
    await expect(care.getByText(`Alert acknowledged. ${name} can now see that the care team has seen it.`)).toBeVisible();
    await expect(alert).toContainText(/Status: Acknowledged/);
    await expect(alert).toContainText(/Acknowledged\s*Priya Nair, /);

    // The member sees that the care team saw it.
    await page.goto(completePath);
    await expect(notified).toContainText('Your care team has been notified.');
    await expect(notified).toContainText(/Seen by your care team on .+\.$/);
    // The home keeps the crisis lines in view while the alert is open (issue 32, item 4). On a full load
    // of /, the member shell shows them first, from what the device keeps (decision 0093).
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof HTMLElement && node.id === 'member-shell')
              document.documentElement.dataset.shellSupport = node.querySelector('[data-alert="phq9_item9"]')?.textContent ?? '';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    const support = page.getByRole('region', { name: 'Help is available right now' });
    await expect(support.getByRole('link', { name: '9-8-8' }).first()).toHaveAttribute('href', 'tel:988');
    await expect(support).toContainText('your care team has been told about your answer and will contact you');
    await expect(support.getByTestId('seen-by-care-team')).toContainText(/Seen by your care team on .+\.$/);
    // The shell's card said the same, word for word, the time it was seen included.
    expect(await page.locator('html').getAttribute('data-shell-support')).toBe(await support.textContent());
    await expectNoSeriousA11yIssues(page);

    // Resolving needs a note.
    await alert.getByRole('button', { name: `Resolve the alert for ${name}` }).click();
    const dialog = care.getByRole('dialog', { name: 'Resolve this alert' });
    await expect(dialog).toContainText(`${ALERT_KIND}, ${name}`);
    await dialog.getByRole('button', { name: 'Resolve alert' }).click();
    const note = dialog.getByRole('textbox', { name: 'What was done' });
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yIssues(care);
    await note.fill('Called Robin: safe, has support at home. Booked a visit with Dr. Chen on Thursday; 9-8-8 information given.');
    await dialog.getByRole('button', { name: 'Resolve alert' }).click();
    await expect(dialog).toBeHidden();
    await expect(care.getByText(`Alert resolved. Your note is kept with the alert for ${name}.`)).toBeVisible();
    // Gone from the open queue (other members' alerts of the same run may still be open there).
    await expect(alert).toHaveCount(0);
    // Closed: the home's standing card goes.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'This week' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Help is available right now' })).toHaveCount(0);
    await care.getByRole('switch', { name: 'Show resolved' }).click();
    await expect(alert).toContainText(/Status: Resolved/);
    await expect(alert).toContainText('Booked a visit with Dr. Chen on Thursday');
    await expect(alert.getByRole('button')).toHaveCount(0);

    // The member's record: found by name, with the alert and the survey's score.
    await workspaceNav(care).getByRole('link', { name: 'Members', exact: true }).click();
    await care.getByRole('searchbox', { name: 'Name or e-mail' }).fill('robin gag');
    await care.getByRole('button', { name: 'Search' }).click();
    await expect(care).toHaveURL(/\/care\/members\?q=robin/);
    const results = care.getByRole('table', { name: 'Members matching the search' });
    await expect(results.getByRole('row')).toHaveCount(2);
    await expect(results.getByRole('row', { name: new RegExp(name) })).toContainText(member.email);
    await expectNoSeriousA11yIssues(care);
    await results.getByRole('link', { name }).click();
    await expect(care.getByRole('heading', { level: 1, name })).toBeVisible();
    state.alertMemberId = new URL(care.url()).pathname.split('/').pop();
    await expect(care.getByRole('region', { name: 'Urgent alerts' }).getByTestId('alert')).toContainText(/Status: Resolved/);
    await expect(care.getByRole('region', { name: 'Surveys' })).toContainText('Mood check (PHQ-9)');
    await expectNoSeriousA11yIssues(care);
    await care.context().close();

    // The member sees on their profile who looked at their record.
    await page.goto('/profile');
    const viewed = page.getByRole('region', { name: 'Who has viewed your record' });
    await expect(viewed.getByTestId('access-entry').filter({ hasText: 'Priya Nair, Clinician' }).first()).toBeVisible();

    // The administrator reads it in the access log.
    const adminPage = await signedInStaff(browser, admin);
    await adminPage.goto(`/care/audit?member_id=${state.alertMemberId}`);
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Access log' })).toBeVisible();
    const entries = adminPage.getByRole('table', { name: 'Access log entries, newest first' });
    await expect(entries.getByRole('row').filter({ hasText: 'Priya Nair' }).first()).toContainText(name);
    await expect(adminPage.getByText(/Showing the entries about/)).toContainText(name);
    await expectNoSeriousA11yIssues(adminPage);
    await adminPage.context().close();
  });

  test('a member writes to the care team and asks for a programme: a coach replies to both, and the member reads the replies', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const member = await createVerifiedMember({ ...newMember(), firstName: 'Casey', lastName: 'Moreau' });
    const name = 'Casey Moreau';
    const subject = `Walking after knee surgery ${Date.now()}`;
    const topic = `Gentle strength for knees ${Date.now()}`;
    await logIn(page, member);
    const sidebar = page.getByRole('navigation', { name: 'Main' });

    // A message to "My care team" (no coach profile is linked to a staff account: any coach sees it as unassigned).
    await sidebar.getByRole('link', { name: 'Messages', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByText('You have no messages yet.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    const newMessage = page.getByRole('form', { name: 'New message' });
    await expect(newMessage.getByRole('combobox', { name: 'To' })).toHaveValue('');
    await newMessage.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await newMessage.getByRole('textbox', { name: 'Message' }).fill('My knee is healing well. How far should I walk each day for now?');
    await newMessage.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Your message was sent. The reply will appear in your conversations.')).toBeVisible();
    const thread = page.getByTestId('thread').filter({ hasText: subject });
    await expect(thread).toContainText('Your care team');
    await expect(thread).toContainText('You: My knee is healing well.');

    // A programme request.
    await sidebar.getByRole('link', { name: 'Program Requests' }).click();
    await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('I would like a programme of gentle exercises to strengthen my knees after surgery.');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText("Your request was sent. Your care team's reply will appear in the list of your requests.")).toBeVisible();
    const request = page.getByTestId('program-request').filter({ hasText: topic });
    await expect(request).toContainText('Status: Pending');

    // The coach finds the message among the unassigned ones and replies.
    const care = await signedInStaff(browser, coach);
    await workspaceNav(care).getByRole('link', { name: 'Messages', exact: true }).click();
    await expect(care.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const boxes = care.getByRole('navigation', { name: 'Message boxes' });
    await expect(boxes.getByRole('link')).toHaveText(['Mine', 'Unassigned']);
    await boxes.getByRole('link', { name: 'Unassigned' }).click();
    const inbox = care.getByTestId('thread').filter({ hasText: subject });
    await expect(inbox).toContainText(`${name} · To the care team · Unassigned`);
    await expect(inbox).toContainText('Unread');
    await expectNoSeriousA11yIssues(care);
    await inbox.getByRole('link', { name: subject }).click();
    await expect(care.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    state.threadPath = new URL(care.url()).pathname;
    await expect(care.getByRole('list', { name: 'Messages, oldest first' })).toContainText('How far should I walk each day for now?');
    await expectNoSeriousA11yIssues(care);
    const reply = 'Start with 10 minutes twice a day on flat ground, and add 5 minutes each week if the knee feels fine.';
    await care.getByRole('textbox', { name: 'Your reply' }).fill(reply);
    await care.getByRole('button', { name: 'Send reply' }).click();
    await expect(care.getByText(`Reply sent. ${name} is e-mailed that there is a reply.`)).toBeVisible();
    await expect(care.getByText(`Assigned to ${coach.firstName} ${coach.lastName}`)).toBeVisible();
    await expect(care.getByText('The member has not read the latest reply yet.')).toBeVisible();

    // A coach sees no health data on the member's record.
    await care.getByRole('link', { name }).click();
    await expect(care.getByRole('heading', { level: 1, name })).toBeVisible();
    const contents = care.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link', { name: 'Messages' })).toBeVisible();
    for (const hidden of ['Urgent alerts', 'Conditions', 'Surveys', 'Lab results', 'Blood pressure']) {
      await expect(contents.getByRole('link', { name: hidden })).toHaveCount(0);
    }

    // ... and answers the programme request.
    await workspaceNav(care).getByRole('link', { name: 'Requests', exact: true }).click();
    await expect(care.getByRole('heading', { level: 1, name: 'Programme requests' })).toBeVisible();
    const staffRequest = care.getByTestId('request').filter({ hasText: topic });
    await expect(staffRequest).toContainText('Status: Pending');
    await expectNoSeriousA11yIssues(care);
    await staffRequest.getByRole('button', { name: `Reply to ${name}` }).click();
    const replyForm = care.getByRole('form', { name: `Reply to ${name}` });
    await replyForm.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Approved' });
    const requestReply = 'Yes: the 4-week "Stronger knees" programme fits. I have added it for you; start with the first week.';
    await replyForm.getByRole('textbox', { name: 'Reply to the member' }).fill(requestReply);
    await expectNoSeriousA11yIssues(care);
    await replyForm.getByRole('button', { name: 'Send reply' }).click();
    await expect(care.getByText(`Reply sent to ${name} (status: Approved). They are e-mailed that there is a reply.`)).toBeVisible();
    await expect(staffRequest).toContainText('Status: Approved');
    await expect(staffRequest).toContainText(`Reply from ${coach.firstName} ${coach.lastName}`);

    // The member is e-mailed that there are replies, without their text.
    for (const about of ['your message', 'your programme request']) {
      const mail = await mailFromOutbox(member.email, `Your care team replied to ${about}`);
      expect(mail).not.toContain('10 minutes');
      expect(mail).not.toContain('Stronger knees');
    }

    // The sidebar counts the unread reply; reading it clears the count.
    await page.reload();
    await expect(sidebar.getByRole('link', { name: /^Messages\s*,\s*1 unread$/ })).toBeVisible();
    await sidebar.getByRole('link', { name: /^Messages/ }).click();
    await expect(thread).toContainText('New reply');
    await expect(thread).toContainText(`${coach.firstName} ${coach.lastName}: Start with 10 minutes`);
    await thread.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByTestId('care-team-message')).toContainText(reply);
    await expect(page.getByTestId('care-team-message')).toContainText(`${coach.firstName} ${coach.lastName}`);
    await expect(page.getByText(/^Seen by your care team on /)).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('link', { name: 'All messages' }).click();
    await expect(thread).not.toContainText('New reply');

    // The request's reply and status.
    await sidebar.getByRole('link', { name: 'Program Requests' }).click();
    await expect(request).toContainText('Status: Approved');
    await expect(request).toContainText('Reply from your care team');
    await expect(request).toContainText(requestReply);

    // The coach sees that the member read the reply.
    await care.goto(state.threadPath);
    await expect(care.getByText(/^Seen by the member at .+\.$/)).toBeVisible();
    await care.context().close();
  });

  test('the workspace pages are accessible and lay out at 1280 and 390 px', async ({ browser }) => {
    test.setTimeout(300_000);
    expect(state.alertMemberId).toBeTruthy();
    expect(state.threadPath).toBeTruthy();
    const pages: Array<[string, string, string]> = [
      ['alerts', '/care/alerts?status=all', 'Urgent alerts'],
      ['members', '/care/members', 'Members'],
      ['member', `/care/members/${state.alertMemberId}`, 'Robin Gagnon'],
      ['requests', '/care/requests', 'Programme requests'],
      ['messages', '/care/messages?box=all', 'Messages'],
      ['thread', state.threadPath!, 'Walking after knee surgery'],
      ['staff', '/care/staff', 'Staff'],
      ['audit', '/care/audit', 'Access log'],
    ];
    const page = await signedInStaff(browser, admin);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
      for (const [file, path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
        if (width === 1280) await expectNoSeriousA11yIssues(page);
        // Nothing wider than the screen but the tables, which scroll in their own frame.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        if (width === 1280) {
          // Desktop first: at 1280 px every column of a table is in view without scrolling its frame.
          const tables = await page.evaluate(() =>
            Array.from(document.querySelectorAll('main [role="region"][tabindex="0"]')).map((r) => r.scrollWidth - r.clientWidth),
          );
          expect(
            tables.filter((extra) => extra > 0),
            `${path}: tables wider than their frame by (px)`,
          ).toEqual([]);
        }
        await page.screenshot({ path: test.info().outputPath(`care-${file}-${width}.png`), fullPage: true });
      }
    }
    await page.context().close();
  });
});

test('a member who opens /care is told the workspace is for the care team', async ({ page }) => {
  const member = await createVerifiedMember();
  await logIn(page, member);
  await page.goto('/care');
  await expect(page.getByRole('heading', { level: 1, name: 'This area is for the care team' })).toBeVisible();
  await expect(page.getByText('You are signed in with a member account.')).toBeVisible();
  await expect(workspaceNav(page)).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('link', { name: 'Go to your home page' }).click();
  await expect(page.getByRole('heading', { name: 'Your Health Journey' })).toBeVisible();
});
