import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.js';
import { expectNoSeriousA11yIssues } from './a11y.js';
import { runServerCli } from './cli.js';
import { linkFromOutbox } from './mail.js';

export type StaffRole = 'coach' | 'clinician' | 'admin';

export interface StaffAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** The authenticator app: the key read on the enrolment screen, and the last 30-second step used. */
  totpKey?: string;
  lastStep?: number;
}

let n = 0;
export function newStaff(role: StaffRole, firstName: string, lastName: string): StaffAccount {
  n += 1;
  const id = `${Date.now().toString(36)}${n}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `e2e.${role}.${id}@example.ca`, password: 'Cedar-Grove-Care-2026!', firstName, lastName, role };
}

// --- The authenticator app: RFC 6238 TOTP (HMAC-SHA1, 30-second steps, 6 digits, base32 key) ---

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_MS = 30_000;

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of text.toUpperCase().replace(/[\s=-]/g, '')) {
    const index = BASE32.indexOf(ch);
    if (index < 0) throw new Error(`not a base32 key: ${text}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The 6-digit code of one 30-second step (RFC 4226 HOTP of the step number). */
export function totpCode(key: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(key)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

/**
 * A code the server has not seen yet: each code works once, so a second login within the same 30
 * seconds uses the next step's code (servers accept one step of clock drift either way), and a third
 * waits for the clock to move on. A member with two-step verification uses it too.
 */
export async function nextTotpCode(staff: Pick<StaffAccount, 'email' | 'totpKey' | 'lastStep'>): Promise<string> {
  if (!staff.totpKey) throw new Error(`${staff.email} has no second factor yet`);
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, (staff.lastStep ?? 0) + 1);
    if (step <= now + 1) {
      staff.lastStep = step;
      return totpCode(staff.totpKey, step);
    }
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 200));
  }
}

// --- Accounts ---

/**
 * `npm run staff -- invite ...` (the built CLI) on the e2e server's database and outbox: how the first
 * administrator is created, since nobody can invite them.
 */
export async function inviteFromCommandLine(staff: StaffAccount): Promise<void> {
  const stdout = await runServerCli('staff', ['invite', staff.email, staff.role, staff.firstName, staff.lastName]);
  expect(stdout).toContain(`Invited ${staff.firstName} ${staff.lastName} <${staff.email}>`);
}

/** Opens the invitation e-mail's link and chooses the password; returns the link's path. */
export async function acceptStaffInvitation(page: Page, staff: StaffAccount, options: { axe?: boolean } = {}): Promise<string> {
  const link = await linkFromOutbox(staff.email, 'staff-invitation');
  await page.goto(link);
  await expect(page.getByText(new RegExp(`^Welcome, ${staff.firstName}: choose your password for the care workspace`))).toBeVisible();
  await expect(page.getByText(staff.email, { exact: true })).toBeVisible();
  if (options.axe) await expectNoSeriousA11yIssues(page);
  await page.getByLabel('New Password', { exact: true }).fill(staff.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  return link;
}

async function submitLogin(page: Page, staff: StaffAccount) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * The first login: the password opens only the second-factor set-up. Reads the key shown for typing
 * into an app, confirms it with a code, and checks the ten recovery codes before opening the workspace.
 */
export async function firstStaffLogIn(page: Page, staff: StaffAccount, options: { axe?: boolean } = {}): Promise<string[]> {
  await submitLogin(page, staff);
  await expect(page).toHaveURL(/\/care(\/|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your second factor' })).toBeVisible();
  if (options.axe) await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Start set-up' }).click();
  await expect(page.getByRole('heading', { name: '1. Add WellPath to your authenticator app' })).toBeFocused();
  await expect(page.getByRole('img', { name: /^QR code to scan with your authenticator app/ })).toBeVisible();
  staff.totpKey = (await page.locator('main code').innerText()).replace(/\s+/g, '');
  expect(staff.totpKey).toMatch(/^[A-Z2-7]{32}$/);
  if (options.axe) await expectNoSeriousA11yIssues(page);

  await page.getByRole('textbox', { name: '6-digit code' }).fill(await nextTotpCode(staff));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
  if (options.axe) await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(workspaceNav(page)).toBeAttached();
  return codes;
}

/** A later login: email and password, then the 6-digit code the login form asks for. */
export async function staffLogIn(page: Page, staff: StaffAccount): Promise<void> {
  await submitLogin(page, staff);
  const code = page.getByRole('textbox', { name: '6-digit code' });
  await expect(code).toBeFocused();
  await code.fill(await nextTotpCode(staff));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/care\//);
  await expect(workspaceNav(page)).toBeAttached();
}

/** The workspace's section links (on a phone, hidden until the Menu button opens them). */
export function workspaceNav(page: Page) {
  return page.getByRole('navigation', { name: 'Care workspace', includeHidden: true });
}

/**
 * A coach with a working session, through the API only (no workspace pages): invited from the command
 * line, password chosen through the invitation link, second factor enrolled. Returns the session token.
 */
export async function coachSessionThroughApi(): Promise<string> {
  const coach = newStaff('coach', 'Amara', 'Singh');
  await inviteFromCommandLine(coach);
  const link = await linkFromOutbox(coach.email, 'staff-invitation');
  const token = link.split('/').pop()!;
  const post = (apiPath: string, body: unknown, session?: string) =>
    fetch(`${BASE_URL}/api${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(session ? { authorization: `Bearer ${session}` } : {}) },
      body: JSON.stringify(body),
    });
  expect((await post(`/staff-invitations/${token}`, { password: coach.password, confirmPassword: coach.password })).status).toBe(200);
  const login = await post('/user/login', { email: coach.email, password: coach.password });
  expect(login.status).toBe(200);
  const session = ((await login.json()) as { token: string }).token;
  const setup = await post('/staff/second-factor/setup', {}, session);
  expect(setup.status).toBe(200);
  coach.totpKey = ((await setup.json()) as { secret: string }).secret.replace(/\s+/g, '');
  expect((await post('/staff/second-factor/confirm', { code: await nextTotpCode(coach) }, session)).status).toBe(200);
  return session;
}
