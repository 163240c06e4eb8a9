// Measures the built server with autocannon over loopback, in one run: a bare Node http server, a bare
// Fastify server (both answering the profile's JSON), a Fastify server doing only what the health check
// must (the API's headers and a `select 1`), and the app's hot routes for the demo member (seeded with
// `seed-demo`: onboarding, programmes tracked for two weeks, labs, vitals, activity).
// Each round measures bare Node first and every case right after it; the ratio of a case is its
// req/s over bare Node's in the same round, and the table shows the median of the rounds.
// It measures only; nothing here asserts on time.
//
//   npm run bench                          3 rounds of 5 s per case, 10 connections, LOG_LEVEL=warn
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_ROUNDS=3 BENCH_LOG_LEVEL=info BENCH_ONLY=profile,health npm run bench
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((s) => s.trim()) : null;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, res) => (err ? reject(err) : resolve(res))),
  );

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); undefined elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** A run, with the server's CPU time per request (microseconds): steadier than req/s on a shared machine. */
async function measure(opts, pid) {
  const before = cpuSeconds(pid);
  const res = await run(opts);
  const after = cpuSeconds(pid);
  const requests = res.requests.total;
  res.cpuUs = before === undefined || after === undefined || requests === 0 ? undefined : ((after - before) * 1e6) / requests;
  return res;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-bench-'));
const appPort = await freePort();
const barePort = await freePort();
const fastifyPort = await freePort();
const fastifyHealthPort = await freePort();
const children = [];
const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', stopAll);

const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  RATE_LIMIT_AUTH_PER_IP: '1000000000',
  RATE_LIMIT_AUTH_PER_EMAIL: '1000000000',
  RATE_LIMIT_AUTH_PER_EMAIL_ALL_IPS: '1000000000',
};

try {
  // The demo member, with the same history as `npm run seed:demo`.
  const seeded = spawnSync(process.execPath, ['packages/server/dist/cli/seed-demo.js'], { cwd: root, env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed-demo failed: ${seeded.stderr}`);
  const email = seeded.stdout.match(/Demo member ready: (\S+) \/ (\S+)/);
  if (!email) throw new Error(`seed-demo printed no member: ${seeded.stdout}`);
  const [, memberEmail, memberPassword] = email;

  const appChild = spawn(process.execPath, ['packages/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', LOG_LEVEL === 'warn' ? 'inherit' : 'ignore', 'inherit'],
    env: { ...env, PORT: String(appPort), LOG_LEVEL },
  });
  children.push(appChild);
  const base = `http://127.0.0.1:${appPort}`;
  await waitFor(`${base}/api/health`);

  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: memberEmail, password: memberPassword }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`login failed: ${login.status}`);
  const auth = { authorization: `Bearer ${token}` };
  const profileJson = await (await fetch(`${base}/api/user/profile`, { headers: auth })).text();

  // One hashed asset: the entry script the page loads.
  const page = await (await fetch(`${base}/`)).text();
  const asset = page.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];

  // The bare servers answer the profile's body with nothing else: the floor of what Node (and Fastify) can do here.
  const bareSource = `require('http').createServer((req,res)=>{res.writeHead(200,{'content-type':'application/json'});res.end(${JSON.stringify(profileJson)});}).listen(${barePort},'127.0.0.1');`;
  const bareChild = spawn(process.execPath, ['-e', bareSource], { cwd: root, stdio: 'inherit' });
  children.push(bareChild);
  const fastifySource = `const f=require('fastify')();const body=${JSON.stringify(profileJson)};f.get('/*',(req,reply)=>{reply.type('application/json').send(body)});f.listen({port:${fastifyPort},host:'127.0.0.1'});`;
  const fastifyChild = spawn(process.execPath, ['-e', fastifySource], { cwd: path.join(root, 'packages/server'), stdio: 'inherit' });
  children.push(fastifyChild);
  // Fastify doing what /api/health must do and nothing else: the API's security headers (from the
  // built server), a `select 1` on SQLite, a compiled answer. The floor the app's health check can reach.
  const fastifyHealthSource = `import Fastify from 'fastify';import SQLite from 'better-sqlite3';import {apiSecurityHeaders} from './dist/lib/security-headers.js';
const headers=apiSecurityHeaders(false);const ping=new SQLite(':memory:').prepare('select 1').pluck();const f=Fastify();
f.addHook('onRequest',(req,reply,done)=>{reply.headers(headers);done();});
f.get('/api/health',{schema:{response:{200:{type:'object',properties:{status:{type:'string'}},required:['status']}}}},()=>{ping.get();return {status:'ok'};});
f.listen({port:${fastifyHealthPort},host:'127.0.0.1'});`;
  const fastifyHealthChild = spawn(process.execPath, ['--input-type=module', '-e', fastifyHealthSource], {
    cwd: path.join(root, 'packages/server'),
    stdio: 'inherit',
  });
  children.push(fastifyHealthChild);
  await waitFor(`http://127.0.0.1:${barePort}/`);
  await waitFor(`http://127.0.0.1:${fastifyPort}/`);
  await waitFor(`http://127.0.0.1:${fastifyHealthPort}/api/health`);

  const app = (name, p, headers = auth) => ({ key: p, name: `GET ${p}`, url: `${base}${p}`, headers });
  const cases = [
    { key: 'fastify', name: 'bare Fastify (same JSON)', url: `http://127.0.0.1:${fastifyPort}/`, headers: {}, pid: fastifyChild.pid },
    {
      key: 'fastify-health',
      name: 'Fastify: headers + select 1 (health floor)',
      url: `http://127.0.0.1:${fastifyHealthPort}/api/health`,
      headers: {},
      pid: fastifyHealthChild.pid,
    },
    app('health', '/api/health', {}),
    app('profile', '/api/user/profile'),
    app('onboarding', '/api/user/onboarding/status'),
    app('pillars', '/api/lifestyle/pillars'),
    app('recommendations', '/api/lifestyle/recommendations/user'),
    app('in-progress', '/api/programs/in-progress'),
    app('blood-latest', '/api/healthtracking/bloodpresults/latest'),
    app('landing', '/api/content/landing', {}),
    app('page', '/', {}),
    ...(asset ? [app('asset', asset, {})] : []),
  ].filter((c) => !ONLY || ONLY.some((o) => c.key.includes(o) || c.name.includes(o)));

  for (const c of cases) {
    const r = await fetch(c.url, { headers: c.headers });
    if (!r.ok) throw new Error(`${c.name}: ${r.status} ${await r.text()}`);
    c.bytes = (await r.arrayBuffer()).byteLength;
    c.samples = [];
  }
  const bareSamples = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bare = await measure({ url: `http://127.0.0.1:${barePort}/` }, bareChild.pid);
    bareSamples.push(bare);
    for (const c of cases) {
      const res = await measure({ url: c.url, headers: c.headers }, c.pid ?? appChild.pid);
      c.samples.push({
        cpuUs: res.cpuUs,
        rps: res.requests.average,
        p99: res.latency.p99,
        ratio: res.requests.average / bare.requests.average,
        bad: res.non2xx + res.errors,
      });
      process.stderr.write('.');
    }
  }
  process.stderr.write('\n');
  const cpu = (xs) => (xs.every((x) => x !== undefined) ? Math.round(median(xs)) : '');

  const lines = [
    `WellPath bench: ${ROUNDS} rounds x ${DURATION} s per case, ${CONNECTIONS} connections, SQLite, LOG_LEVEL=${LOG_LEVEL}, loopback, ` +
      `${os.cpus().length} cores, Node ${process.version}; medians of the rounds, ratio = req/s over bare Node in the same round`,
    '',
    '| call | bytes | req/s | p99 ms | ratio to bare Node | server CPU µs/request | non-2xx/errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    `| bare Node http (same JSON) | ${profileJson.length} | ${Math.round(median(bareSamples.map((b) => b.requests.average)))} | ${median(bareSamples.map((b) => b.latency.p99))} | 1.00 | ${cpu(bareSamples.map((b) => b.cpuUs))} | 0 |`,
    ...cases.map(
      (c) =>
        `| ${c.name} | ${c.bytes} | ${Math.round(median(c.samples.map((s) => s.rps)))} | ${median(c.samples.map((s) => s.p99))} | ` +
        `${median(c.samples.map((s) => s.ratio)).toFixed(2)} | ${cpu(c.samples.map((s) => s.cpuUs))} | ${c.samples.reduce((n, s) => n + s.bad, 0)} |`,
    ),
  ];
  console.log(`\n${lines.join('\n')}`);
} finally {
  stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
