import { type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { createVerifiedMember, logIn } from '../support/members.js';
import { takeHealthProfile } from '../support/surveys.js';
import { expect, test } from '../support/fixtures.js';

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test('a member activates two pillars, is warned on the third and the sidebar follows', async ({ signedInPage: page }) => {
  await expect(sidebar(page).getByText('No active pillars found')).toBeVisible();

  await page.getByRole('switch', { name: 'Activate Sleep' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Sleep', exact: true })).toBeVisible();
  await page.getByRole('switch', { name: 'Activate Nutrition' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Nutrition', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('switch', { name: 'Activate Physical Activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activate another pillar?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, Activate' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Activate Physical Activity' })).toHaveAttribute('aria-checked', 'true');
  await expect(sidebar(page).getByRole('link', { name: 'Physical Activity', exact: true })).toBeVisible();

  // Deactivating is immediate.
  await page.getByRole('switch', { name: 'Activate Nutrition' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Nutrition', exact: true })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'General Recommendations' })).toBeVisible();
  await expect(page.getByText('No recommendations yet')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Not for emergencies')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The pillar page from the sidebar: same switch, and the warning there too.
  await sidebar(page).getByRole('link', { name: 'Sleep', exact: true }).click();
  await expect(page).toHaveURL(/\/lifestyle\/sleep$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sleep' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Activate Sleep' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('link', { name: /14-Day Sleep Reset/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Surveys' }).getByRole('link', { name: /Take survey: Sleep check/ })).toBeVisible();
  await expect(page.getByText('No recommendations for this pillar yet')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.goto('/lifestyle/nutrition');
  await page.getByRole('switch', { name: 'Activate Nutrition' }).click();
  await page.getByRole('dialog', { name: 'Activate another pillar?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('switch', { name: 'Activate Nutrition' })).toHaveAttribute('aria-checked', 'false');

  await page.goto('/lifestyle/no-such-pillar');
  await expect(page.getByRole('heading', { level: 1, name: 'Pillar not found' })).toBeVisible();
});

test('a member starts and completes a recommendation and sees it move to Completed', async ({ page }) => {
  const member = await createVerifiedMember();
  await takeHealthProfile(member);
  await logIn(page, member);

  const section = page.getByRole('region', { name: 'General Recommendations' });
  const active = section.getByRole('list', { name: 'Active recommendations' });
  const card = active.getByRole('article', { name: 'Know your blood pressure numbers' });
  await expect(card).toBeVisible();
  // Home cards show their title, status and one line; the title opens the rest.
  await card.getByRole('button', { name: 'Know your blood pressure numbers' }).click();
  await expect(card.getByText(/^Added based on your answer "High blood pressure" to /)).toBeVisible();
  await expect(card.getByRole('link', { name: /Hypertension Canada/ })).toHaveAttribute('target', '_blank');

  await card.getByRole('button', { name: 'Start Progress' }).click();
  await expect(card.getByText('In progress')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Start Progress' })).toHaveCount(0);
  // In progress comes first.
  await expect(active.getByRole('article').first()).toHaveAccessibleName('Know your blood pressure numbers');

  await card.getByRole('button', { name: 'Mark Complete' }).click();
  const completed = section.getByRole('list', { name: 'Completed recommendations' });
  await expect(completed.getByRole('article', { name: 'Know your blood pressure numbers' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Completed 1 recommendation' })).toBeVisible();
  await expect(active.getByRole('article', { name: 'Know your blood pressure numbers' })).toHaveCount(0);

  // It stays completed after a reload (the server kept it).
  await page.reload();
  await expect(completed.getByRole('article', { name: 'Know your blood pressure numbers' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The smoking answer produced a recommendation of the Risky Substances pillar, shown on its page.
  await page.goto('/lifestyle/risky-substances');
  const pillarCard = page.getByRole('article', { name: 'Make a plan to quit smoking or vaping' });
  await expect(pillarCard).toBeVisible();
  await pillarCard.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(
    page.getByRole('list', { name: 'Completed recommendations' }).getByRole('article', { name: 'Make a plan to quit smoking or vaping' }),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('a member edits the profile, changes the password and logs in with the new one', async ({ page, member }) => {
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText('April 12, 1980')).toBeVisible();
  await expect(page.getByText('Ottawa, Ontario')).toBeVisible();
  await expect(page.getByText('No conditions recorded yet')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('City').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('City is required')).toBeVisible();

  await page.getByLabel('First Name').fill('Jordana');
  await page.getByLabel('Street Address').fill('1 Rue des Carrières');
  await page.getByLabel('City').fill('Montréal');
  await page.getByLabel('Province').selectOption('QC');
  await page.getByLabel('Postal Code').fill('h2x1y4');
  await expect(page.getByLabel('Postal Code')).toHaveValue('H2X 1Y4');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByText('Montréal, Quebec')).toBeVisible();
  await expect(page.getByText('H2X 1Y4')).toBeVisible();
  // The sidebar's user card follows.
  await expect(page.getByRole('complementary').getByText(`Jordana ${member.lastName}`)).toBeVisible();

  const newPassword = 'Boreal-Forest-2025?';
  await page.getByLabel('Current Password').fill(member.password);
  await page.getByLabel('New Password', { exact: true }).fill('weak');
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeDisabled();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(`${newPassword}x`);
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { email: member.email, password: newPassword });
  await expect(page.getByRole('complementary').getByText(`Jordana ${member.lastName}`)).toBeVisible();
});
