import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** One data folder per port, so runs on different ports never share a database or outbox. */
export const DATA_DIR = path.join(import.meta.dirname, '.tmp', `data-${PORT}`);

/**
 * Debian's Chromium; Playwright never downloads a browser here. Its headless shell (package
 * chromium-headless-shell) when installed: on the two shared cores the full browser's headless mode
 * spends about twice the CPU per test (see docs/decisions/0047-e2e-cost.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: './tests',
  // Two workers on one server and database: each test makes its own members and staff (support/), and
  // the shared baseline (content, the demo data) is set up once, before any of them (decision 0081).
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The CI machine has two shared cores: Chromium, the server and argon2 compete for them, so waits
  // are generous (a test that is wrong still fails, only later).
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  // One results folder per port, so concurrent runs on different ports never delete each other's traces.
  outputDir: `./test-results/${PORT}`,
  use: {
    baseURL: BASE_URL,
    // Tracing records a screencast and DOM snapshots of every test, which cost a third of the run's time;
    // E2E_TRACE=1 turns it on to look into a failure (CI keeps no artifacts).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The service worker precaches the shell in every new context; only the tests of the installable app
    // (education-coaches-app.spec.ts) let it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } }],
  webServer: {
    // The built production server on a fresh SQLite database and outbox. DATA_DIR is emptied here, just
    // before the server opens it: Playwright starts the webServer before any globalSetup, and emptying it
    // there left the server on the previous run's (deleted) database, apart from `npm run staff`.
    command: `node -e "fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true })" && node packages/server/dist/server.js`,
    cwd: path.join(import.meta.dirname, '..'),
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // A separate web build (vite build --outDir ...) may be served instead of packages/web/dist.
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '',
      RATE_LIMIT_AUTH_PER_IP: '100000',
      RATE_LIMIT_AUTH_PER_EMAIL: '100000',
    },
  },
});
