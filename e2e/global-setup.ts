import { runServerCli } from './support/cli.js';

/**
 * Once per run, before any spec and on the server Playwright has just started on an empty database
 * (which loads the content itself): the demo data, so every spec on either worker starts from the same
 * baseline, whatever ran before it. Each spec's own members, staff and data are its own, with unique
 * addresses and names (support/members.ts, support/staff.ts): nothing one worker does is seen by a
 * check of the other (decision 0081).
 */
export default async function globalSetup(): Promise<void> {
  await runServerCli('seed-demo', [], 120_000);
}
