import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.js';

// The accessibility check every screen goes through finds what it should: a page with a nameless
// button and an image without a text alternative fails it, the same page fixed passes.
test('the accessibility check fails a page with serious violations and passes it fixed', async ({ page }) => {
  const broken = '<main><h1>Check</h1><button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main>';
  await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body>${broken}</body></html>`);
  const failure = await expectNoSeriousA11yIssues(page).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('image-alt');

  const fixed = '<main><h1>Check</h1><button>Save</button><img alt="A dot" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main>';
  await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body>${fixed}</body></html>`);
  await expectNoSeriousA11yIssues(page);
});
