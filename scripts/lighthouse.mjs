// Lighthouse 13 (mobile preset, simulated throttling) against the built server on a fresh SQLite
// data directory: three runs per page, medians printed. Builds first when the build is stale.
// Usage: npm run lighthouse [-- --runs 3] [-- --member]  (--member: also the demo member's home).
// It measures only; nothing here asserts on time. Chromium: CHROME_PATH or /usr/bin/chromium.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 0) || 3;
const withMember = args.includes('--member');
// --details: also print each run's main-thread work by category and its long tasks.
const details = args.includes('--details');
// --save DIR: also write each run's full report (JSON) there.
const saveDir = args.includes('--save') ? path.resolve(args[args.indexOf('--save') + 1] ?? 'lighthouse-reports') : null;
if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO = { email: 'demo@wellpath.example', password: 'Demo-Member-2026' };

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-lighthouse-'));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-lighthouse-chrome-'));
const appPort = await freePort();
const debugPort = await freePort();
const env = {
  ...process.env,
  PORT: String(appPort),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  PUBLIC_URL: `http://127.0.0.1:${appPort}`,
  RATE_LIMIT_AUTH_PER_IP: '1000000000',
  RATE_LIMIT_AUTH_PER_EMAIL: '1000000000',
};
const server = spawn(process.execPath, ['packages/server/dist/server.js'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
let browser;
try {
  const base = `http://127.0.0.1:${appPort}`;
  await waitFor(`${base}/api/health`);
  let token;
  if (withMember) {
    execFileSync(process.execPath, ['packages/server/dist/cli/seed-demo.js'], { cwd: root, stdio: 'ignore', env });
    const res = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    token = (await res.json()).token;
    if (!token) throw new Error(`demo login failed (${res.status})`);
  }

  // One persistent browser: Lighthouse drives it over the debugging port, and the member's token is
  // put in its localStorage (as the app keeps it) before each member run.
  browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromePath,
    headless: true,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-component-update'],
  });

  const pages = [{ name: 'landing /', url: `${base}/` }];
  if (withMember) pages.push({ name: 'member home / (demo)', url: `${base}/`, token });

  const rows = [];
  let version = '';
  for (const target of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      if (target.token) {
        const page = await browser.newPage();
        if (i === 0) {
          // As after a login: the app has opened the home once on this device, and keeps the member's
          // first name for the greeting of the landing's member shell (decision 0055).
          await page.goto(`${base}/offline.html`);
          await page.evaluate((t) => localStorage.setItem('token', t), target.token);
          await page.goto(`${base}/`);
          await page.waitForSelector('#root main h1', { timeout: 30_000 });
          await page.locator('#member-shell').waitFor({ state: 'detached' });
          await page.waitForTimeout(1000);
        }
        // Lighthouse keeps storage for this run, so clear the HTTP cache and the service worker here.
        const cdp = await browser.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.goto(`${base}/offline.html`);
        await page.evaluate(async (t) => {
          for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
          for (const key of await globalThis.caches.keys()) await globalThis.caches.delete(key);
          localStorage.setItem('token', t);
        }, target.token);
        await page.close();
      }
      const result = await lighthouse(target.url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(target.token),
      });
      const { audits, categories, lighthouseVersion, runtimeError } = result.lhr;
      if (saveDir) fs.writeFileSync(path.join(saveDir, `${target.token ? 'member' : 'landing'}-${i + 1}.json`), JSON.stringify(result.lhr));
      if (runtimeError) {
        console.error(`${target.name} run ${i + 1}: ${runtimeError.code} ${runtimeError.message}`);
        continue;
      }
      version = lighthouseVersion;
      const items = audits['resource-summary']?.details?.items ?? [];
      const scriptBytes = items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
      const totalBytes = items.find((item) => item.resourceType === 'total')?.transferSize ?? 0;
      runs.push({
        score: Math.round(categories.performance.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        js: scriptBytes / 1024,
        total: totalBytes / 1024,
      });
      console.log(`${target.name} run ${i + 1}: score ${runs.at(-1).score}, LCP ${Math.round(runs.at(-1).lcp)} ms`);
      if (details) {
        const work = audits['mainthread-work-breakdown']?.details?.items ?? [];
        console.log('  main thread:', work.map((w) => `${w.groupLabel ?? w.group} ${Math.round(w.duration)} ms`).join(', '));
        // The element of the LCP and its phases (time to first byte, load delay and time, render delay).
        const lcpItems = audits['largest-contentful-paint-element']?.details?.items ?? [];
        for (const item of lcpItems) {
          if (item.type === 'table' && item.items?.[0]?.node) console.log('  LCP element:', item.items[0].node.snippet);
          if (item.type === 'table' && item.items?.[0]?.phase)
            console.log('  LCP phases:', item.items.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', '));
        }
        const tasks = audits['long-tasks']?.details?.items ?? [];
        console.log('  long tasks:', tasks.map((t) => `${t.url} @${Math.round(t.startTime)} ${Math.round(t.duration)} ms`).join('; '));
      }
    }
    if (runs.length === 0) continue;
    const m = (key) => median(runs.map((r) => r[key]));
    rows.push({
      page: target.name,
      score: m('score'),
      'FCP s': (m('fcp') / 1000).toFixed(2),
      'LCP s': (m('lcp') / 1000).toFixed(2),
      'TBT ms': Math.round(m('tbt')),
      CLS: m('cls').toFixed(3),
      'JS KiB': m('js').toFixed(1),
      'total KiB': m('total').toFixed(1),
    });
  }
  console.log(
    `\nLighthouse ${version} mobile (simulated throttling), median of ${RUNS}, ${os.cpus().length} cores, Node ${process.version}`,
  );
  console.table(rows);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profileDir, { recursive: true, force: true });
}
