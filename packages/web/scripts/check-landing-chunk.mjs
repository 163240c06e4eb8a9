// Guards the performance rule "the landing page loads no member code": walks the static imports of
// the entry chunk, of the landing chunk (the landing rendered by the app) and of the boot script (the
// only script of the prerendered landing) in dist/ and fails if member-area code is among them.
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../dist');
const assets = path.join(dist, 'assets');
const MEMBER_MARKERS = ['member-sidebar', 'Loading pillars...', 'Wellness Dimensions', 'No categories available'];
const MEMBER_CHUNK = /^(member-layout|member-home)-/;

function staticImports(file) {
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  // `from"./x.js"` and `import"./x.js"`; dynamic `import("./x.js")` is deliberately not matched.
  return [...code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]);
}

function closure(start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
const landing = fs.readdirSync(assets).find((f) => /^landing-page-[\w-]+\.js$/.test(f));
if (!entry || !landing) {
  console.error(`check-landing-chunk: entry (${entry}) or landing chunk (${landing}) not found in ${dist}`);
  process.exit(1);
}

const boot = fs.readdirSync(assets).find((f) => /^boot-(?!head-)[\w-]+\.js$/.test(f));
const bootHead = fs.readdirSync(assets).find((f) => /^boot-head-[\w-]+\.js$/.test(f));
if (!boot || !bootHead) {
  console.error(`check-landing-chunk: the prerendered landing's scripts (boot-*.js, boot-head-*.js) are not both in ${assets}`);
  process.exit(1);
}
const files = new Set([...closure(entry), ...closure(landing), ...closure(boot), ...closure(bootHead)]);
const problems = [];
for (const file of files) {
  if (MEMBER_CHUNK.test(file)) problems.push(`${file} is a member chunk`);
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  for (const marker of MEMBER_MARKERS) if (code.includes(marker)) problems.push(`${file} contains member code ("${marker}")`);
}

if (problems.length > 0) {
  console.error(`check-landing-chunk: the landing page would load member code:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-landing-chunk: ok, a visitor on / loads ${files.size} chunks and no member code (${[...files].sort().join(', ')})`);
