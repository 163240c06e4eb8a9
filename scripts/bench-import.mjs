// Measures the Apple Health parser of the import screen (issue 36, decision 0104) in Node, against a
// bare streaming read of the same file with the same XML library (saxes) doing nothing per element,
// in the same run. It generates the export first: BENCH_IMPORT_MB megabytes (default 1024, about 3
// million records) of export.xml with the mix a real export has (mostly heart rate, steps and energy
// samples; a weight a day; blood-pressure correlations; workouts). Measures only; asserts nothing.
//
//   npm run bench:import                       1 GB, 2 rounds (export.xml, export.zip, Chromium)
//   BENCH_IMPORT_MB=200 BENCH_ROUNDS=3 npm run bench:import
//
// Run with --expose-gc (the npm script does) for the peak heap: sampled every 20 ms, the heap after a
// full collection before each run subtracted.
//
// Then the same two reads in headless Chromium (Debian's, as e2e uses; BENCH_CHROMIUM=0 skips it):
// the file chosen in a file input as a member chooses it and read through its Blob stream, with the
// parser bundled for the browser by esbuild as the worker's bundle is.
import { build } from 'esbuild';
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const MB = Number(process.env.BENCH_IMPORT_MB ?? 1024);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
const xmlPath = path.join(dir, 'apple_health_export', 'export.xml');
const zipPath = path.join(dir, 'export.zip');
fs.mkdirSync(path.dirname(xmlPath));

// --- The export -------------------------------------------------------------------------------
const pad = (n) => String(n).padStart(2, '0');
const stamp = (ms) => {
  const d = new Date(ms - 5 * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} -0500`;
};
const DEVICE =
  '&lt;&lt;HKDevice: 0x281a3d2c0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,14, software:10.4&gt;';
function record(type, unit, value, ms, source = 'Jordan’s Apple Watch') {
  const s = stamp(ms);
  return ` <Record type="${type}" sourceName="${source}" sourceVersion="10.4" device="${DEVICE}" unit="${unit}" creationDate="${s}" startDate="${s}" endDate="${stamp(ms + 60_000)}" value="${value}"/>\n`;
}
async function generate() {
  const out = fs.createWriteStream(xmlPath);
  const write = (text) => (out.write(text) ? undefined : new Promise((resolve) => out.once('drain', resolve)));
  await write(
    fs
      .readFileSync(path.join(root, 'packages/web/src/features/imports/fixtures/apple_health_export/export.xml'), 'utf8')
      .split('<HealthData')[0],
  );
  await write('<HealthData locale="en_CA">\n <ExportDate value="2026-11-21 09:12:44 -0500"/>\n');
  const target = MB * 1024 * 1024;
  let ms = Date.UTC(2016, 0, 1);
  let records = 0;
  let i = 0;
  while (out.bytesWritten + out.writableLength < target) {
    let chunk = '';
    for (let k = 0; k < 200; k++, i++) {
      ms += 97_000;
      const r = i % 20;
      if (r < 9) chunk += record('HKQuantityTypeIdentifierHeartRate', 'count/min', 60 + (i % 40), ms);
      else if (r < 14)
        chunk += record(
          'HKQuantityTypeIdentifierStepCount',
          'count',
          10 + (i % 300),
          ms,
          i % 2 ? 'Jordan’s iPhone' : 'Jordan’s Apple Watch',
        );
      else if (r < 19) chunk += record('HKQuantityTypeIdentifierActiveEnergyBurned', 'kcal', (i % 50) / 10, ms);
      else if (i % 900 === 19) chunk += record('HKQuantityTypeIdentifierBodyMass', 'kg', (80 + (i % 70) / 10).toFixed(2), ms, 'Withings');
      else if (i % 900 === 39) {
        const s = stamp(ms);
        chunk += ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="OMRON connect" sourceVersion="7.14.1" creationDate="${s}" startDate="${s}" endDate="${s}">\n  <Record type="HKQuantityTypeIdentifierBloodPressureDiastolic" sourceName="OMRON connect" unit="mmHg" creationDate="${s}" startDate="${s}" endDate="${s}" value="${78 + (i % 10)}"/>\n  <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="OMRON connect" unit="mmHg" creationDate="${s}" startDate="${s}" endDate="${s}" value="${122 + (i % 15)}"/>\n </Correlation>\n`;
      } else if (i % 900 === 59) {
        const s = stamp(ms);
        chunk += ` <Workout workoutActivityType="HKWorkoutActivityTypeWalking" duration="34.2" durationUnit="min" sourceName="Jordan’s Apple Watch" creationDate="${s}" startDate="${s}" endDate="${stamp(ms + 34 * 60_000)}">\n  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="${s}" endDate="${s}" sum="121" unit="kcal"/>\n </Workout>\n`;
      } else chunk += record('HKQuantityTypeIdentifierBasalEnergyBurned', 'kcal', 1.1, ms);
      records += 1;
    }
    await write(chunk);
  }
  await write('</HealthData>\n');
  await new Promise((resolve) => out.end(resolve));
  return records;
}

// --- The code measured: the screen's parser, bundled for Node as the worker's bundle is -----------
async function bundle(browser = false) {
  const entry = path.join(dir, browser ? 'entry-browser.ts' : 'entry.ts');
  fs.writeFileSync(
    entry,
    [
      `export { parseFile } from ${JSON.stringify(path.join(root, 'packages/web/src/features/imports/parsers/parse-file.ts'))};`,
      `export { blobSource } from ${JSON.stringify(path.join(root, 'packages/web/src/features/imports/parsers/read.ts'))};`,
      `export { SaxesParser } from 'saxes';`,
      `export { Unzip, UnzipInflate } from 'fflate';`,
    ].join('\n'),
  );
  const outfile = path.join(dir, browser ? 'parsers.js' : 'parsers.mjs');
  await build({
    entryPoints: [entry],
    bundle: true,
    format: browser ? 'iife' : 'esm',
    ...(browser ? { globalName: 'bench' } : {}),
    platform: browser ? 'browser' : 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['source'],
    outfile,
    logLevel: 'error',
    nodePaths: [path.join(root, 'node_modules')],
  });
  return browser ? outfile : import(outfile);
}

function peakHeap() {
  globalThis.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 20);
  return () => {
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    return (peak - base) / 1024 / 1024;
  };
}

async function bare({ SaxesParser, blobSource }) {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let elements = 0;
  parser.on('opentag', () => {
    elements += 1;
  });
  const decoder = new TextDecoder();
  const source = blobSource(await fs.openAsBlob(xmlPath));
  await source.each((chunk) => parser.write(decoder.decode(chunk, { stream: true })));
  parser.write(decoder.decode());
  parser.close();
  return elements;
}

/** The bare read of export.zip: fflate's Unzip inflating export.xml into saxes doing nothing per element. */
async function bareZip({ SaxesParser, blobSource, Unzip, UnzipInflate }) {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let elements = 0;
  parser.on('opentag', () => {
    elements += 1;
  });
  const decoder = new TextDecoder();
  const unzip = new Unzip((file) => {
    if (!file.name.endsWith('export.xml')) return;
    file.ondata = (err, chunk, final) => {
      if (err) throw err;
      parser.write(decoder.decode(chunk, { stream: !final }));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  await blobSource(await fs.openAsBlob(zipPath)).each((chunk, last) => unzip.push(chunk, last));
  parser.close();
  return elements;
}

async function parseZip({ parseFile, blobSource }) {
  const result = await parseFile(blobSource(await fs.openAsBlob(zipPath)), {
    timeZone: 'America/Toronto',
    now: Date.parse('2026-11-21T15:00:00Z'),
  });
  return result.values.length;
}

async function parse({ parseFile, blobSource }) {
  const result = await parseFile(blobSource(await fs.openAsBlob(xmlPath)), {
    timeZone: 'America/Toronto',
    now: Date.parse('2026-11-21T15:00:00Z'),
  });
  return result.values.length;
}

const t0 = performance.now();
const records = await generate();
const bytes = fs.statSync(xmlPath).size;
console.log(
  `export.xml: ${(bytes / 1024 / 1024).toFixed(0)} MB, ${records.toLocaleString('en')} records, made in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
// export.zip as the Health app writes it (BENCH_ZIP=0 skips it; needs Info-ZIP's zip).
const zipped =
  process.env.BENCH_ZIP !== '0' &&
  spawnSync('zip', ['-q', '-X', '-r', zipPath, 'apple_health_export'], { cwd: dir, stdio: 'inherit' }).status === 0;
if (zipped) console.log(`export.zip: ${(fs.statSync(zipPath).size / 1024 / 1024).toFixed(0)} MB`);
const lib = await bundle();
const rows = [];
for (let round = 1; round <= ROUNDS; round++) {
  for (const [name, run] of [
    ['bare saxes read', bare],
    ['import parser', parse],
    ...(zipped
      ? [
          ['bare unzip+saxes', bareZip],
          ['parser, zip', parseZip],
        ]
      : []),
  ]) {
    const heap = peakHeap();
    const start = performance.now();
    const n = await run(lib);
    const seconds = (performance.now() - start) / 1000;
    rows.push({ round, name, seconds, mbps: bytes / 1024 / 1024 / seconds, heap: heap(), n });
    console.log(
      `round ${round} ${name.padEnd(16)} ${seconds.toFixed(1)} s  ${(bytes / 1024 / 1024 / seconds).toFixed(1)} MB/s  peak heap +${rows.at(-1).heap.toFixed(0)} MB  (${n.toLocaleString('en')} ${name.startsWith('bare') ? 'elements' : 'values kept'})`,
    );
  }
}
const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** The parser's throughput over the bare read's, round by round (the same round: the same load), their median, and the parser's peak heap. */
function summary(label, bareName, parseName) {
  const ratios = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const b = rows.find((r) => r.round === round && r.name === bareName);
    const p = rows.find((r) => r.round === round && r.name === parseName);
    if (b && p) ratios.push(p.mbps / b.mbps);
  }
  if (ratios.length === 0) return;
  const heap = Math.max(...rows.filter((r) => r.name === parseName).map((r) => r.heap));
  console.log(
    `${label}: the parser at ${median(ratios).toFixed(2)} of the bare read's throughput, median of rounds (${ratios.map((r) => r.toFixed(2)).join(', ')}; goal 0.7); peak heap ${heap.toFixed(0)} MB (goal under 150 MB)`,
  );
}
console.log('');
summary(`Node ${process.version}, ${os.cpus().length} cores, export.xml`, 'bare saxes read', 'import parser');
summary(`Node ${process.version}, export.zip`, 'bare unzip+saxes', 'parser, zip');

// --- The same in headless Chromium ----------------------------------------------------------------
// Read on the page's thread (not a worker: the page's heap is what Chromium reports precisely, with
// --enable-precise-memory-info); the parser awaits each chunk, so the 20 ms heap samples run between.
const PAGE = `<!doctype html><meta charset="utf-8"><title>bench</title><input type="file" id="file">
<script src="/parsers.js"></script>
<script>
const { parseFile, blobSource, SaxesParser } = bench;
async function bare(file) {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let elements = 0;
  parser.on('opentag', () => { elements += 1; });
  const decoder = new TextDecoder();
  await blobSource(file).each((chunk) => parser.write(decoder.decode(chunk, { stream: true })));
  parser.write(decoder.decode());
  parser.close();
  return elements;
}
async function parse(file) {
  const result = await parseFile(blobSource(file), { timeZone: 'America/Toronto', now: Date.parse('2026-11-21T15:00:00Z') });
  return result.values.length;
}
window.run = async (name) => {
  const file = document.getElementById('file').files[0];
  const base = performance.memory.usedJSHeapSize;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, performance.memory.usedJSHeapSize)), 20);
  const start = performance.now();
  const n = await (name === 'bare saxes read' ? bare(file) : parse(file));
  const seconds = (performance.now() - start) / 1000;
  clearInterval(timer);
  return { seconds, n, heap: (Math.max(peak, performance.memory.usedJSHeapSize) - base) / 1024 / 1024 };
};
</script>`;

async function inChromium() {
  const executablePath =
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
  if (process.env.BENCH_CHROMIUM === '0' || !existsSync(executablePath)) return;
  const { chromium } = await import('playwright-core');
  const bundled = fs.readFileSync(await bundle(true));
  const server = http.createServer((req, res) => {
    const [type, body] = req.url === '/parsers.js' ? ['text/javascript', bundled] : ['text/html', PAGE];
    res.writeHead(200, { 'content-type': type }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
  const version = browser.version();
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.setInputFiles('#file', xmlPath);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of ['bare saxes read', 'import parser']) {
        await page.evaluate(() => globalThis.gc?.());
        const { seconds, n, heap } = await page.evaluate((which) => globalThis.run(which), name);
        const mbps = bytes / 1024 / 1024 / seconds;
        rows.push({ round, name: `chromium ${name}`, seconds, mbps, heap, n });
        console.log(
          `round ${round} chromium ${name.padEnd(16)} ${seconds.toFixed(1)} s  ${mbps.toFixed(1)} MB/s  peak heap +${heap.toFixed(0)} MB  (${n.toLocaleString('en')})`,
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  summary(`Chromium ${version}, export.xml`, 'chromium bare saxes read', 'chromium import parser');
}
await inChromium();
fs.rmSync(dir, { recursive: true, force: true });
