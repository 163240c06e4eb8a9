import { type Locator, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.js';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';
import { createVerifiedMember, logIn, memberApi } from '../support/members.js';
import { coachSessionThroughApi } from '../support/staff.js';
import { takeHealthProfile } from '../support/surveys.js';
import { expect, test } from '../support/fixtures.js';
import { daysAgo } from '../support/days.js';

// The "no traps" promises of issue 14 that only a real browser and server can show.

test('an ended session says so on the login page and brings the member back to where they were', async ({ page, member }) => {
  await page.goto('/blood-results');
  await expect(page.getByRole('heading', { level: 1, name: 'Blood Test Results' })).toBeVisible();

  // The session ends on the server (another device signed it out, or it timed out).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const out = await fetch(`${BASE_URL}/api/user/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(out.status).toBeLessThan(300);

  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blood Test Results' })).toBeVisible();
  await expect(page).toHaveURL(/\/blood-results$/);
});

test('Mark Complete on a recommendation can be undone for a few seconds', async ({ page }) => {
  const member = await createVerifiedMember();
  await takeHealthProfile(member);
  await logIn(page, member);

  // Home shows each recommendation as its title, status and one line; the title opens the rest.
  const region = page.getByRole('region', { name: 'General Recommendations' });
  const titleButton = region.getByRole('list', { name: 'Active recommendations' }).getByRole('button').first();
  const title = (await titleButton.innerText()).trim();
  await titleButton.click();
  await region.getByRole('button', { name: 'Mark Complete', exact: true }).first().click();

  const undo = page.getByRole('button', { name: `Undo Mark Complete for ${title}` });
  await expect(undo).toBeVisible();
  await undo.click();
  await expect(page.getByText('Undone, back in your list')).toBeVisible();

  // Still to do, as before, after a reload too (the server has it back).
  await page.reload();
  const active = page.getByRole('region', { name: 'General Recommendations' }).getByRole('list', { name: 'Active recommendations' });
  await expect(active.getByRole('button', { name: title, exact: true })).toBeVisible();
});

/** Starts a programme from its page in the catalogue; returns its id. */
async function startProgram(page: Page, title: string): Promise<string> {
  await page.goto('/programs');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Start Program' }).click();
  await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible();
  return page.url().split('/').pop()!;
}

interface ProgramDetail {
  program: { exercises: Array<{ exercise_id: string }> };
  progress: { tracking_history: unknown[] };
}

test('a decimal amount of an exercise set is refused with a message, on the page and by the server, never cut', async ({
  signedInPage: page,
}) => {
  const programId = await startProgram(page, 'Strength Foundations');
  await page.getByRole('button', { name: 'Track Today' }).click();
  const popup = page.getByRole('dialog', { name: 'Track Progress' });
  await popup.getByRole('button', { name: 'Add set to Bodyweight Squat' }).click();
  const firstSet = popup.getByRole('group', { name: 'Bodyweight Squat' }).getByRole('group', { name: 'Set 1', exact: true });
  const amount = firstSet.getByLabel('Amount (reps)');
  await amount.fill('10.5');
  await popup.getByRole('button', { name: 'Save' }).click();

  // Said next to the field, and nothing saved: the form stays open with what the member typed.
  await expect(popup.getByText('Whole numbers only: enter 10 or 11, not 10.5.')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveValue('10.5');
  const before = (await (await memberApi(page, 'GET', `/programs/${programId}`)).json()) as ProgramDetail;
  expect(before.progress.tracking_history).toEqual([]);

  // The server refuses it too (an older app, or a call without the page), with the reason.
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const res = await memberApi(page, 'POST', `/programs/${programId}/track`, {
    date: today,
    exercise_tracking: [
      {
        exercise_id: before.program.exercises[0]!.exercise_id,
        sets_completed: [{ amount: 10.5, weight: null, notes: '', completed: true }],
      },
    ],
  });
  expect(res.status).toBe(400);
  expect(JSON.stringify(await res.json())).toContain('Set 1: the amount must be a whole number from 0 to 100000');

  // A whole number is kept as typed.
  await amount.fill('11');
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup).toBeHidden();
  await page.getByRole('button', { name: 'Edit Today’s Progress' }).click();
  const saved = page.getByRole('dialog', { name: 'Edit Progress' }).getByRole('group', { name: 'Bodyweight Squat' });
  await expect(saved.getByRole('group', { name: 'Set 1', exact: true }).getByLabel('Amount (reps)')).toHaveValue('11');
});

test('each blood pressure reading starts with no arm chosen', async ({ signedInPage: page }) => {
  await page.goto('/blood-pressure');
  const form = page.getByRole('form', { name: 'Log a reading' });
  const arm = form.getByLabel('Arm');
  await expect(arm).toHaveValue('');
  await form.getByLabel('Systolic (top)').fill('132');
  await form.getByLabel('Diastolic (bottom)').fill('84');
  await arm.selectOption('right');
  await form.getByRole('button', { name: 'Save reading' }).click();
  await expect(page.getByText('Reading saved: 132/84 mm Hg.')).toBeVisible();

  // The next reading: the arm is asked again, not carried over unseen.
  await expect(arm).toHaveValue('');
  await expect(arm.locator('option:checked')).toHaveText('Not noted');
  await form.getByLabel('Systolic (top)').fill('128');
  await form.getByLabel('Diastolic (bottom)').fill('82');
  await form.getByRole('button', { name: 'Save reading' }).click();
  await expect(page.getByText('Reading saved: 128/82 mm Hg.')).toBeVisible();
  const readings = (await (await memberApi(page, 'GET', '/healthtracking/bloodpressure')).json()) as {
    readings: Array<{ systolic: number; arm: string | null }>;
  };
  expect(readings.readings.map((r) => [r.systolic, r.arm]).sort()).toEqual([
    [128, null],
    [132, 'right'],
  ]);
});

/** The ring a Tailwind outline draws, as the browser computed it. */
function ring(locator: Locator): Promise<string> {
  return locator.evaluate((el) => getComputedStyle(el).boxShadow);
}

test("today's cell in a programme's calendar is marked as its legend says, tracked or not", async ({ signedInPage: page }) => {
  await startProgram(page, 'Mediterranean Plate in 4 Weeks');
  const todayCell = page.locator('[aria-current="date"]');
  await expect(todayCell).toHaveCount(1);
  await expect(todayCell).toHaveAccessibleName(/, not tracked, today$/);
  const legend = page.getByRole('list', { name: 'Calendar legend' });
  const todaySwatch = legend.getByRole('listitem').filter({ hasText: 'Today' }).locator('span');
  const notTrackedSwatch = legend.getByRole('listitem').filter({ hasText: 'Not tracked' }).locator('span');
  const todayRing = await ring(todaySwatch);
  expect(todayRing).not.toBe('none');
  expect(todayRing).not.toBe(await ring(notTrackedSwatch));
  await page.mouse.move(0, 0);
  expect(await ring(todayCell)).toBe(todayRing);

  // Tracked today: filled as a tracked day, still outlined as today.
  await page.getByRole('button', { name: 'Track Today' }).click();
  const popup = page.getByRole('dialog', { name: 'Track Progress' });
  await popup.getByRole('checkbox', { name: /Cooked with olive or canola oil/ }).check();
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup).toBeHidden();
  await expect(todayCell).toHaveAccessibleName(/, tracked, today$/);
  await page.mouse.move(0, 0);
  expect(await ring(todayCell)).toBe(todayRing);
});

test('a lab report imported from a FHIR file says "Imported (FHIR)" once', async ({ signedInPage: page }) => {
  const date = daysAgo(12);
  const bundle = {
    resourceType: 'Bundle',
    type: 'collection',
    entry: [
      {
        resource: {
          resourceType: 'Observation',
          id: 'ldl-1',
          status: 'final',
          code: { coding: [{ system: 'http://loinc.org', code: '13457-7', display: 'LDL Cholesterol' }] },
          effectiveDateTime: `${date}T08:30:00-05:00`,
          valueQuantity: { value: 2.9, unit: 'mmol/L' },
        },
      },
    ],
  };
  await page.goto('/blood-results');
  await page.getByRole('button', { name: 'Import a file' }).click();
  await page
    .getByLabel('Choose a FHIR file')
    .setInputFiles({ name: 'portal.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) });
  await expect(page.getByTestId('import-summary')).toContainText('portal.json: 1 result imported into 1 lab report.');

  const report = page.getByTestId('lab-report');
  await expect(report).toHaveCount(1);
  await expect(report).toContainText('Imported (FHIR)');
  expect((await report.innerText()).split('Imported (FHIR)')).toHaveLength(2);
  await expect(report.getByRole('heading')).not.toContainText('Imported');

  // The marker's history names the source once per row as well.
  await page.goto('/blood-results?marker=ldl-c');
  const row = page
    .getByRole('table', { name: /results, newest first$/ })
    .getByRole('row')
    .nth(1);
  expect((await row.innerText()).split('Imported (FHIR)')).toHaveLength(2);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the reply to a programme request keeps its header on sensible lines', async ({ signedInPage: page }) => {
    const created = await memberApi(page, 'POST', '/program-requests', {
      topic: 'Walking with knee pain',
      message: 'I would like a walking programme that is gentle on my knees.',
    });
    expect(created.status).toBe(201);
    const { _id } = (await created.json()) as { _id: string };
    const coach = await coachSessionThroughApi();
    const replied = await fetch(`${BASE_URL}/api/staff/requests/${_id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${coach}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'approved', reply: 'Start with 10 minutes on flat ground twice a day.' }),
    });
    expect(replied.status).toBe(200);

    await page.goto('/program-requests');
    const card = page.getByTestId('program-request');
    const heading = card.getByText('Reply from your care team', { exact: true });
    await expect(heading).toBeVisible();
    const header = heading.locator('xpath=ancestor::p[1]');
    await expect(header.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();

    // Nothing is cut or sticks out, and each piece stays whole: the heading on one line, the date on
    // one line, side by side or the date under the heading, never a word of one beside the other. At
    // 390 px they fit side by side with most dates; at 360 px (many Android phones) the date moves.
    const layout = () =>
      header.evaluate((p) => {
        const [who, when] = Array.from(p.querySelectorAll('span > span')) as [HTMLElement, HTMLElement];
        // The lines a piece's text is laid out on (a flex item's own box is one rectangle whatever it holds).
        const lines = (el: HTMLElement) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
        };
        const card = p.closest('[data-testid="program-request"]')!;
        const a = who.getBoundingClientRect();
        const b = when.getBoundingClientRect();
        const sameLine = Math.abs(a.top - b.top) < 2;
        return {
          overflow: p.scrollWidth - p.clientWidth,
          cardOverflow: card.scrollWidth - card.clientWidth,
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          whoLines: lines(who),
          whenLines: lines(when),
          placed: sameLine ? 'beside' : b.top >= a.bottom - 1 && Math.abs(a.left - b.left) < 1 ? 'under, lined up' : 'elsewhere',
        };
      });
    const whole = { overflow: 0, cardOverflow: 0, pageOverflow: 0, whoLines: 1, whenLines: 1 };
    expect(await layout()).toMatchObject(whole);
    expect(['beside', 'under, lined up']).toContain((await layout()).placed);
    await expectNoSeriousA11yIssues(page);

    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(layout).toEqual({ ...whole, placed: 'under, lined up' });
  });

  test("a marker's results table can be scrolled with the keyboard", async ({ signedInPage: page }) => {
    const markers = (await (await memberApi(page, 'GET', '/healthtracking/bloodpresults/markers')).json()) as {
      markers: Array<{ _id: string; key: string; unit: string }>;
    };
    const hba1c = markers.markers.find((m) => m.key === 'hba1c')!;
    for (const [n, value] of [
      [40, 6.1],
      [10, 5.8],
    ] as const) {
      const res = await memberApi(page, 'POST', '/healthtracking/bloodpresults/reports', {
        test_date: daysAgo(n),
        lab_name: 'LifeLabs',
        values: [{ marker_id: hba1c._id, value, unit: hba1c.unit }],
      });
      expect(res.status).toBe(201);
    }
    await page.goto('/blood-results?marker=hba1c');
    await expect(page.getByRole('heading', { level: 1, name: 'Hemoglobin A1c (HbA1c)' })).toBeVisible();
    const region = page.getByRole('region', { name: 'Hemoglobin A1c (HbA1c) results' });
    await expect(region.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // It takes keyboard focus, and the arrow keys move it when the table is wider than the phone (it
    // is, by a few pixels, at 390 px today).
    await region.focus();
    await expect(region).toBeFocused();
    await expect(region).toHaveAttribute('tabindex', '0');
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    if (scrollWidth > clientWidth) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
