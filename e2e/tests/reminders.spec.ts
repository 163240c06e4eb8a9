import { BASE_URL } from '../playwright.config.js';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { runServerCli } from '../support/cli.js';
import { mailFromOutbox } from '../support/mail.js';
import { createVerifiedMember, logIn } from '../support/members.js';
import { expect, test } from '../support/fixtures.js';

/** Today in Toronto, the browser's time zone in these tests (playwright.config.ts). */
const torontoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

async function api(token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${BASE_URL}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.ok, `${method} ${url}: ${res.status}`).toBe(true);
  return res.json();
}

/** `npm run reminders -- run-once --date` (the built CLI) on the e2e server's database and outbox. */
function runReminders(date: string): Promise<string> {
  return runServerCli('reminders', ['run-once', '--date', date]);
}

test('a member chooses reminder e-mails on the profile, at a time of their own time zone, taken from the browser', async ({
  signedInPage: page,
}) => {
  await page.goto('/profile');
  const section = page.getByRole('form', { name: 'Reminders' });
  // The member's time zone (decision 0073), from the browser on first use: the reminders go by it.
  const zone = page.getByRole('form', { name: 'Time zone' }).getByLabel('Time zone');
  await expect(zone).toHaveValue('America/Toronto');
  await expect(section.getByText(/in your time zone \(America\/Toronto\)/)).toBeVisible();
  await expect(section.getByLabel('Daily tracking reminder')).not.toBeChecked();

  await section.getByLabel('Daily tracking reminder').check();
  await section.getByLabel('Weekly summary').check();
  await section.getByLabel('Time of day').fill('07:30');
  await section.getByRole('button', { name: 'Save Reminders' }).click();
  await expect(page.getByText('Your reminders are saved.')).toBeVisible();
  await zone.selectOption('America/Vancouver');
  await page.getByRole('button', { name: 'Save Time Zone' }).click();
  await expect(page.getByText('Your time zone is saved.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.reload();
  await expect(section.getByLabel('Daily tracking reminder')).toBeChecked();
  await expect(section.getByLabel('Weekly summary')).toBeChecked();
  await expect(section.getByLabel('Blood pressure reminder')).not.toBeChecked();
  await expect(section.getByLabel('Time of day')).toHaveValue('07:30');
  await expect(zone).toHaveValue('America/Vancouver');
  await expect(section.getByText(/in your time zone \(America\/Vancouver\)/)).toBeVisible();
});

test('the daily reminder links straight to tracking, and its unsubscribe page works without login', async ({ page, browser }) => {
  const member = await createVerifiedMember();
  const { token } = await (
    await fetch(`${BASE_URL}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    })
  ).json();
  const today = torontoToday();
  await api(token, 'POST', `/programs/sleep-reset-14/start?today=${today}`, {});
  await api(token, 'PUT', '/user/reminders', {
    time_zone: 'America/Toronto',
    time: '19:00',
    daily: true,
    weekly: false,
    blood_pressure: false,
  });
  // The run covers every member of the server, those of the other worker's tests too: at least this
  // one's reminder, which the outbox shows went to this member.
  const sent = /(\d+) daily tracking reminder\(s\)/.exec(await runReminders(today));
  expect(Number(sent?.[1])).toBeGreaterThanOrEqual(1);

  const mail = await mailFromOutbox(member.email, 'Your programme tracking for today');
  const trackPath = mail.match(/https?:\/\/[^\s"<]+(\/programs\/[^\s"<?]+\?track=\d{4}-\d{2}-\d{2})/)?.[1];
  const unsubscribePath = mail.match(/^List-Unsubscribe:\s*<https?:\/\/[^/]+(\/unsubscribe\/[A-Za-z0-9_-]+)>$/m)?.[1];
  expect(trackPath).toBeTruthy();
  expect(unsubscribePath).toBeTruthy();

  await logIn(page, member);
  await page.goto(trackPath!);
  await expect(page.getByRole('dialog', { name: 'Track Progress' })).toBeVisible();

  // A visitor (no session): the page asks first, then confirms with nothing but the kind of e-mail.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(unsubscribePath!);
  await expect(visitor.getByText('Stop receiving daily tracking reminders?')).toBeVisible();
  await expectNoSeriousA11yIssues(visitor);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText('You are unsubscribed from daily tracking reminders.')).toBeVisible();
  await expect(visitor.getByText(member.email)).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByText('You are unsubscribed from daily tracking reminders.')).toBeVisible();
  await visitor.goto('/unsubscribe/not-a-real-link');
  await expect(visitor.getByText('This unsubscribe link is not valid or has expired.')).toBeVisible();
  await visitorContext.close();

  expect((await api(token, 'GET', '/user/reminders')).daily).toBe(false);
});
