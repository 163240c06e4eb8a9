import { expect, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.js';
import { linkFromOutbox } from './mail.js';

let n = 0;
export function newMember() {
  n += 1;
  const id = `${Date.now().toString(36)}${n}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `e2e.${id}@example.ca`, password: 'Maple-Leaf-2024!', firstName: 'Jordan', lastName: 'Okafor' };
}

/** Creates and verifies a member through the API (for flows that start signed in). */
export async function createVerifiedMember(member = newMember()) {
  const res = await fetch(`${BASE_URL}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...member,
      dateOfBirth: '1980-04-12',
      address: { street: '200 Wellington St', city: 'Ottawa', province: 'ON', postalCode: 'K1A 0A9' },
      acceptReleaseOfInformation: true,
      acceptTermsAndConditions: true,
      acceptPrivacyPolicy: true,
    }),
  });
  expect(res.status).toBe(201);
  const link = await linkFromOutbox(member.email, 'verify-email');
  expect((await fetch(`${BASE_URL}/api${link.replace('/verify-email/', '/user/verify-email/')}`)).status).toBe(200);
  return member;
}

export async function logIn(page: Page, member: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your Health Journey' })).toBeVisible();
}

/** Calls the API as the member signed in on this page (the session the app keeps in localStorage). */
export async function memberApi(page: Page, method: string, apiPath: string, body?: unknown): Promise<Response> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return fetch(`${BASE_URL}/api${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
