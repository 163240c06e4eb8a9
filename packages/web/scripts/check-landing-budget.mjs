// The landing page's budget (issue 13): the prerendered / loads the boot script (and whatever it
// imports statically) and the landing stylesheet, which the server inlines. Fails the build when
// their brotli size goes over 80 KiB of JavaScript or 15 KiB of CSS.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const BUDGET = { js: 80 * 1024, css: 15 * 1024 };
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const brotliSize = (file) =>
  zlib.brotliCompressSync(fs.readFileSync(path.join(dist, file)), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  }).length;

// The boot script and the head script the server inlines into the page.
const jsFiles = [...closure('src/boot.ts'), ...closure('src/boot-head.ts')];
const cssFile = manifest['src/landing.css']?.file;
if (!manifest['src/boot.ts'] || !manifest['src/boot-head.ts'] || !cssFile) {
  console.error('check-landing-budget: src/boot.ts, src/boot-head.ts or src/landing.css is missing from the build manifest');
  process.exit(1);
}
const js = jsFiles.reduce((sum, file) => sum + brotliSize(file), 0);
const css = brotliSize(cssFile);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const problems = [];
if (js > BUDGET.js) problems.push(`JavaScript ${kib(js)} (brotli) is over ${kib(BUDGET.js)}: ${jsFiles.join(', ')}`);
if (css > BUDGET.css) problems.push(`CSS ${kib(css)} (brotli) is over ${kib(BUDGET.css)}: ${cssFile}`);
if (problems.length > 0) {
  console.error(`check-landing-budget: the landing page is over budget:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-landing-budget: ok, the landing page loads ${kib(js)} of JavaScript and ${kib(css)} of CSS (brotli)`);
