// The member routes' budget (issue 13, decision 0045): the first load of every member screen (the
// app's entry, the member layout and the screen, with every chunk they import statically) at most
// 200 KiB of JavaScript over brotli. Charts and anything else imported dynamically load only where
// shown and are not counted. The screens are the dynamic entries of the build manifest except the
// public ones, the care workspace and the service worker's update banner, so a new screen is checked
// without being listed here.
// The member home's own first load (entry, member layout and `member-home.tsx`: what a member on a
// slow phone waits for before the greeting) at most 120 KiB (issue 39, decision 0126).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const BUDGET = 200 * 1024;
const HOME = 'src/app/routes/member-home.tsx';
const HOME_BUDGET = 120 * 1024;
const LAYOUT = 'src/app/layouts/member-layout.tsx';
const NOT_MEMBER = [
  /^src\/features\/(auth|legal|landing|care)\//,
  /^src\/app\/layouts\/(care-layout|member-layout)\.tsx$/,
  /^src\/app\/routes\/not-found\.tsx$/,
  /^src\/features\/download-app\/pwa\//,
  // Not a screen: a library or shared module fetched on demand (the password dictionaries, decision 0072).
  /^(?!src\/)/,
];
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const sizes = new Map();
const brotliSize = (file) => {
  if (!sizes.has(file)) {
    const data = fs.readFileSync(path.join(dist, file));
    sizes.set(file, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
  }
  return sizes.get(file);
};
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

if (!manifest['index.html'] || !manifest[LAYOUT]) {
  console.error(`check-member-budget: index.html or ${LAYOUT} is missing from the build manifest`);
  process.exit(1);
}
const screens = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && !NOT_MEMBER.some((re) => re.test(key)));
if (screens.length === 0) {
  console.error('check-member-budget: no member screen found in the build manifest');
  process.exit(1);
}
const rows = screens
  .map((screen) => {
    const files = closure(screen, closure(LAYOUT, closure('index.html')));
    const js = [...files].filter((f) => f.endsWith('.js'));
    return { screen, bytes: js.reduce((sum, file) => sum + brotliSize(file), 0), files: js.length };
  })
  .sort((a, b) => b.bytes - a.bytes);
const over = rows.filter((row) => row.bytes > BUDGET);
if (over.length > 0) {
  console.error(
    `check-member-budget: over ${kib(BUDGET)} of JavaScript (brotli) on first load:\n  ${over.map((r) => `${r.screen}: ${kib(r.bytes)} in ${r.files} files`).join('\n  ')}`,
  );
  process.exit(1);
}
const home = rows.find((row) => row.screen === HOME);
if (!home) {
  console.error(`check-member-budget: ${HOME} is missing from the build manifest`);
  process.exit(1);
}
if (home.bytes > HOME_BUDGET) {
  console.error(
    `check-member-budget: the member home's first load is ${kib(home.bytes)} of JavaScript (brotli) in ${home.files} files, over its ${kib(HOME_BUDGET)}`,
  );
  process.exit(1);
}
console.log(
  `check-member-budget: ok, ${rows.length} member screens within ${kib(BUDGET)}; the largest ${rows[0].screen} ${kib(rows[0].bytes)}` +
    `, the home ${kib(home.bytes)} in ${home.files} files (at most ${kib(HOME_BUDGET)})`,
);
