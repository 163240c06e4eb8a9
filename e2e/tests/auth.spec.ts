import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { linkFromOutbox } from '../support/mail.js';
import { createVerifiedMember, logIn, newMember } from '../support/members.js';

async function fillRegistration(page: Page, member: ReturnType<typeof newMember>) {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('First Name').fill(member.firstName);
  await page.getByLabel('Last Name').fill(member.lastName);
  await page.getByLabel('Date of Birth').fill('1979-03-21');
  await page.getByLabel('Street Address').fill('150 Elgin Street');
  await page.getByLabel('City').fill('Ottawa');
  await page.getByLabel('Province').selectOption('ON');
  await page.getByLabel('Postal Code').fill('k2p1l4');
  await expect(page.getByLabel('Postal Code')).toHaveValue('K2P 1L4');
}

/** The built files of zxcvbn-ts's dictionaries (their own chunks), from the build manifest. */
function dictionaryFiles(): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../../packages/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  return Object.entries(manifest)
    .filter(([key]) => key.includes('@zxcvbn-ts/language-'))
    .map(([, chunk]) => `/${chunk.file}`);
}

test('the landing and login load no password dictionary; sign-up refuses a password easy to guess, saying why under the field', async ({
  page,
}) => {
  const files = dictionaryFiles();
  expect(files).toHaveLength(3);
  const fetched: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url()).pathname;
    if (files.includes(url)) fetched.push(url);
  });
  await page.goto('/');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(fetched).toEqual([]);

  await page.goto('/register');
  const member = { ...newMember(), password: 'Password123!' };
  await fillRegistration(page, member);
  const guesses = page.getByTestId('password-guesses');
  await expect(guesses).toContainText('This password would be easy to guess.');
  await expect(guesses).toContainText('This is similar to a commonly used password.');
  expect(fetched.sort()).toEqual([...files].sort());
  for (const name of [/Release of Information/, /Terms and Conditions/, /Privacy Policy/])
    await page.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Password does not meet strength requirements')).toBeVisible();
  await expect(page.getByText('Registration successful!')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
});

test('a visitor registers, verifies from the e-mail, logs in, sees the shell and logs out', async ({ page }) => {
  const member = newMember();
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await fillRegistration(page, member);
  const submit = page.getByRole('button', { name: 'Register' });
  await expect(submit).toBeDisabled();
  for (const name of [/Release of Information/, /Terms and Conditions/, /Privacy Policy/])
    await page.getByRole('checkbox', { name }).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Registration successful! Please check your email to verify your account.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');

  await page.goto(await linkFromOutbox(member.email, 'verify-email'));
  await expect(page.getByText('Email Verified!')).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your Health Journey' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // The shell: the six pillars on the home screen, the fixed sidebar sections and the user card.
  const nav = page.getByRole('navigation', { name: /main|sidebar|member/i });
  for (const pillar of ['Sleep', 'Stress Management', 'Nutrition', 'Risky Substances', 'Physical Activity', 'Social Connection']) {
    await expect(page.getByRole('heading', { name: pillar, exact: true })).toBeVisible();
  }
  await expect(page.getByText('No active pillars found')).toBeVisible();
  for (const link of ['Blood Test Results', 'Blood Pressure', 'Activities', 'Surveys', 'Program Requests', 'Download App', 'Programs']) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(page.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The old session is revoked on the server too: the guard sends us back to /login.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unverified member is offered a new verification e-mail', async ({ page, request }) => {
  const member = newMember();
  const res = await request.post('/api/user/register', {
    data: {
      ...member,
      dateOfBirth: '1985-05-05',
      postalCode: 'H2X 1Y4',
      acceptReleaseOfInformation: true,
      acceptTermsAndConditions: true,
      acceptPrivacyPolicy: true,
    },
  });
  expect(res.status()).toBe(201);
  const since = Date.now();
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Please verify your email before logging in')).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('If your email is registered and unverified, you will receive a new verification link.')).toBeVisible();
  const link = await linkFromOutbox(member.email, 'verify-email', since);
  expect(link).toMatch(/^\/verify-email\//);
});

test('forgot password -> e-mail -> reset -> log in with the new password', async ({ page }) => {
  const member = await createVerifiedMember();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If your email is registered, you will receive password reset instructions shortly.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toHaveCount(0);

  await page.goto(await linkFromOutbox(member.email, 'reset-password'));
  const newPassword = 'Spruce-Trail-2027!';
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill('Spruce-Trail-2027?');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('button', { name: 'Return to Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Return to Login' }).click();
  await logIn(page, { email: member.email, password: newPassword });
});

test('a guarded route sends a visitor to /login, and a used verification link fails clearly', async ({ page }) => {
  await page.goto('/programs');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/verify-email/not-a-real-token');
  await expect(page.getByText('Verification Failed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});

test('the landing page has its anchors, figures, buttons and contact, and loads no member code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  for (const id of ['features', 'about', 'testimonials']) await expect(page.locator(`#${id}`)).toBeAttached();
  // The programmes figure is the catalogue's (content/landing.yaml), not "50+" beside 13 programmes.
  for (const figure of ['95%', '80%', '13', '24/7']) await expect(page.getByText(figure, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your Journey' }).first()).toBeVisible();
  await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
  expect(scripts.some((s) => /member-layout|sidebar|member-home/.test(s))).toBe(false);
});

test('the prerendered landing loads one small script, and a signed-in member opening / gets the home', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)]);

  const member = await createVerifiedMember();
  await logIn(page, member);
  // The app keeps the member's first name on the device for the member shell's greeting (decision 0055).
  await page.waitForFunction(
    (firstName) =>
      new Promise((resolve) => {
        const open = indexedDB.open('wellpath-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const get = open.result.transaction('meta').objectStore('meta').get('owner');
          get.onsuccess = () => resolve((get.result as { firstName?: string } | undefined)?.firstName === firstName);
          get.onerror = () => resolve(false);
        };
      }),
    member.firstName,
  );
  // What the member shell said when the boot script showed it.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLElement && node.id === 'member-shell')
            document.documentElement.dataset.shellGreeting = node.querySelector('header p')?.textContent ?? '';
    }).observe(document, { childList: true, subtree: true });
  });
  // A full load of / (not a client-side navigation): the head script hides the landing and loads the
  // app's stylesheet (allowed by its hash in the page's CSP); the boot script shows the member shell,
  // then preloads the app's and the home's code and starts the app, which takes the shell's place.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your Health Journey' })).toBeVisible();
  await expect(page.locator('#member-shell')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.locator('#root').getByText(`Welcome back, ${member.firstName}.`)).toBeVisible();
  expect(await page.locator('html').getAttribute('data-shell-greeting')).toBe(
    `Welcome back, ${member.firstName}. Small, steady steps add up.`,
  );
  await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveCount(0);
  expect(refused).toEqual([]);
  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(preloaded).toContainEqual(expect.stringMatching(/^\/assets\/member-home-[\w-]+\.js$/));
});

for (const path of ['/', '/login', '/register', '/forgot-password', '/privacy-policy']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yIssues(page);
  });
}
