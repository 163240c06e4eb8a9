// Full-page screenshots of pages at phone (390 px) and desktop (1280 px) widths, for looking at what
// was built. Usage: node scripts/screenshots.mjs <base-url> <out-dir> [--login email:password] path...
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const [base, out] = args;
let login;
const pages = [];
for (let i = 2; i < args.length; i++) {
  if (args[i] === '--login') login = args[++i];
  else pages.push(args[i]);
}
if (!base || !out || pages.length === 0) {
  console.error('Usage: node scripts/screenshots.mjs <base-url> <out-dir> [--login email:password] /path ...');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  let token;
  if (login) {
    const [email, password] = login.split(':');
    const res = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    token = (await res.json()).token;
    if (!token) throw new Error(`login failed for ${email}`);
  }
  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ]) {
    const context = await browser.newContext({ viewport, locale: 'en-CA', timezoneId: 'America/Toronto' });
    if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    for (const p of pages) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      const file = path.join(out, `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${label}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
