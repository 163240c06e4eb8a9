import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { expect, test } from '../support/fixtures.js';

const FILES = [
  'README.txt',
  'access-log.json',
  'activities.json',
  'alerts.json',
  'appointments.json',
  'blood-pressure.json',
  'body.json',
  'care-notes.json',
  'conditions.json',
  'fhir-medications.json',
  'fhir-observations.json',
  'lab-reports.json',
  'medications.json',
  'messages.json',
  'profile.json',
  'programmes.json',
  'recommendations.json',
  'reminders.json',
  'requests.json',
  'surveys.json',
  'targets.json',
];

test('a member downloads their data, then deletes their account and can no longer log in', async ({ page, member }) => {
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^wellpath-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await file.path())));
  expect(Object.keys(files).sort()).toEqual(FILES);
  expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({ account: { email: member.email, first_name: member.firstName } });
  expect(JSON.parse(strFromU8(files['fhir-observations.json']!))).toMatchObject({ resourceType: 'Bundle', type: 'collection' });

  await section.getByRole('button', { name: /Delete my account/ }).click();
  await expect(section.getByText('What the clinic keeps')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  const form = section.getByRole('form', { name: 'Delete my account' });
  await form.getByLabel('Password').fill('Not-the-password-1');
  await form.getByLabel('Type DELETE to confirm').fill('DELETE');
  await form.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(section.getByRole('alert')).toContainText('The password is not correct.');

  await form.getByLabel('Password').fill(member.password);
  await form.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Goodbye' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid credentials');
});
