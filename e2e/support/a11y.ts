import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core on the current page, every rule it runs by default: no serious or critical violation.
 *
 * axe runs in the page itself, injected once per document. @axe-core/playwright's `analyze()` did the
 * same work for about three times the browser's CPU: it evaluated axe's 550 KB source twice a check
 * and opened a new page (a new renderer process) to put the frames' results together. That was most
 * of the end-to-end run's CPU (decision 0059). The app has no frames, so the one document is the
 * whole screen (checked, so a frame added later is not skipped unseen); `resultTypes` only trims the
 * details kept of the rules that passed.
 */
export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  expect(page.frames(), 'the screen holds a frame axe would not look into').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  expect(violations).toEqual([]);
}
