// npm run bench:load -- [--db sqlite|postgres] [--members 200] [--seconds 60] [--redis redis://127.0.0.1:6379]
//
// Members at once against the built server on a fresh database: each one signed in and doing what
// members do, back to back (home calls, tracking upserts, blood-pressure readings, activities).
// Prints req/s and p50/p99/max per call and errors, then counts every acknowledged write in the
// database: none may be missing. It measures; it asserts nothing about time. --redis runs the server
// as one of several copies would (with REDIS_URL; on PostgreSQL the member home is then kept in memory
// with versions shared in Redis, decision 0061).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Pool } from 'undici';
import { programDetailSchema } from '@wellpath/shared/programs/wire';
import { loadConfig, type Config } from '../config.js';
import { prepareData } from '../bootstrap.js';
import { createDb } from '../db/connection.js';
import { PasswordHasher } from '../modules/user/password-hasher.js';
import { benchMember } from './bench-member.js';
import { nowIso } from '../lib/clock.js';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    members: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    redis: { type: 'string' },
  },
});
const MEMBERS = Number(args.members);
const SECONDS = Number(args.seconds);
const ROOT = path.resolve(import.meta.dirname, '../../../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function freshDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `wellpath_bench_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-load-'));
const postgres = args.db === 'postgres' ? await freshDatabaseUrl() : undefined;
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  DATABASE_URL: postgres?.url ?? '',
  CONTENT_DIR: path.join(ROOT, 'content'),
  LOG_LEVEL: 'warn',
  REDIS_URL: '',
  RATE_LIMIT_AUTH_PER_IP: '1000000000',
  RATE_LIMIT_AUTH_PER_EMAIL: '1000000000',
};
const config: Config = loadConfig(env);

// Members and their sessions, written straight to the database (one password hash for all).
const { db, content } = await prepareData(config);
const passwordHash = await new PasswordHasher(config.passwordHashing).hash('Load-Test-2026');
const tokens: string[] = [];
const at = nowIso();
for (let i = 0; i < MEMBERS; i++) {
  tokens.push(await benchMember(db, { email: () => `load${i}@example.ca`, firstName: 'Load', lastName: `Member ${i}`, passwordHash }, at));
}
await db.destroy();
const program = content.programs.find((p) => p.type === 'standard');
if (!program) throw new Error('no standard programme in the content');

const port = await freePort();
// BENCH_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn(process.execPath, [...nodeArgs, path.join(ROOT, 'packages/server/dist/server.js')], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ...env, ...(args.redis ? { REDIS_URL: args.redis } : {}), PORT: String(port) },
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  if (i > 600) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

// The members' HTTP client: undici's pool, one connection per member, kept alive. It shares the two
// cores with the server, and `fetch` (WHATWG Request, Headers, Response and streams on every call)
// took about half a millisecond of CPU a request, as much as the server's own work on SQLite.
const pool = new Pool(base, { connections: MEMBERS, pipelining: 1 });

interface Answer {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}

async function call(token: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> {
  const res = await pool.request({
    path: url,
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // The whole answer is read, as a browser would.
  const bytes = await res.body.arrayBuffer();
  return {
    ok: res.statusCode >= 200 && res.statusCode < 300,
    status: res.statusCode,
    json: (): Promise<unknown> => Promise.resolve(JSON.parse(Buffer.from(bytes).toString('utf8'))),
  };
}

// Each member starts the programme, to track it.
const detail = programDetailSchema.parse(await (await call(tokens[0]!, 'GET', `/api/programs/${program.key}`)).json());
const pid = detail.program._id;
await Promise.all(tokens.map((t) => call(t, 'POST', `/api/programs/${pid}/start`, {})));

interface Stat {
  times: number[];
  errors: number;
}
const stats = new Map<string, Stat>();
const statOf = (name: string) => {
  let s = stats.get(name);
  if (!s) stats.set(name, (s = { times: [], errors: 0 }));
  return s;
};
const firstSecond: number[] = [];
const afterFirstSecond: number[] = [];
const acknowledged = { bp: 0, activities: 0, tracking: new Set<string>() };
const today = new Date().toISOString().slice(0, 10);
const HOME = [
  '/api/user/profile',
  '/api/user/onboarding/status',
  '/api/lifestyle/pillars',
  '/api/lifestyle/recommendations/user?exclude_pillars=true',
  '/api/programs/in-progress',
  '/api/surveys/suggested-programs',
  '/api/healthtracking/bloodpresults/latest',
];

async function member(index: number, until: number): Promise<void> {
  const token = tokens[index]!;
  let n = 0;
  while (Date.now() < until) {
    n += 1;
    const roll = (index * 7919 + n * 104729) % 100;
    let name: string;
    let send: () => Promise<Answer>;
    let onOk = () => {};
    if (roll < 70) {
      const url = HOME[n % HOME.length]!;
      name = `GET ${url.split('?')[0]}`;
      send = () => call(token, 'GET', url);
    } else if (roll < 80) {
      // Today's entry, written again and again: the upsert members do when they edit a day.
      name = 'POST /api/programs/:id/track';
      send = () => call(token, 'POST', `/api/programs/${pid}/track`, { date: today, completed_items: [n % 2], item_values: {} });
      onOk = () => void acknowledged.tracking.add(`${index}|${today}`);
    } else if (roll < 90) {
      name = 'POST /api/healthtracking/bloodpressure';
      send = () =>
        call(token, 'POST', '/api/healthtracking/bloodpressure', {
          systolic: 110 + (n % 30),
          diastolic: 70 + (n % 15),
          measured_at: new Date(Date.now() - 60_000).toISOString(),
        });
      onOk = () => void (acknowledged.bp += 1);
    } else {
      name = 'POST /api/healthtracking/activities';
      send = () =>
        call(token, 'POST', '/api/healthtracking/activities', { date: today, type: 'walking', minutes: 20, intensity: 'moderate' });
      onOk = () => void (acknowledged.activities += 1);
    }
    const started = performance.now();
    const s = statOf(name);
    try {
      const res = await send();
      const took = performance.now() - started;
      s.times.push(took);
      // Requests started in the first second meet a cold server (JIT, connections): counted apart too.
      (started - loadStart < 1000 ? firstSecond : afterFirstSecond).push(took);
      if (res.ok) onOk();
      else s.errors += 1;
    } catch {
      s.errors += 1;
    }
  }
}

/** CPU seconds (user + system) used so far by the processes `pick` chooses, from /proc (Linux); undefined elsewhere. */
function cpuSeconds(pick: (pid: number, comm: string) => boolean): number | undefined {
  try {
    let ticks = 0;
    for (const entry of fs.readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // the process ended meanwhile
      }
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!pick(pid, comm)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / 100;
  } catch {
    return undefined;
  }
}
// Where the machine's time went, per request: the server, PostgreSQL (every postgres process: the
// bench's database is the only busy one) and this client. Steadier than req/s on a shared machine.
const cpuOf = {
  server: () => cpuSeconds((pid) => pid === server.pid),
  postgres: () => (postgres ? cpuSeconds((_pid, comm) => comm.startsWith('postgres')) : undefined),
  client: () => cpuSeconds((pid) => pid === process.pid),
};
const cpuBefore = Object.fromEntries(Object.entries(cpuOf).map(([k, f]) => [k, f()]));

const startedAt = Date.now();
const loadStart = performance.now();
console.log(`load: ${MEMBERS} members for ${SECONDS} s`);
await Promise.all(tokens.map((_, i) => member(i, startedAt + SECONDS * 1000)));
const elapsed = (Date.now() - startedAt) / 1000;
const cpuAfter = Object.fromEntries(Object.entries(cpuOf).map(([k, f]) => [k, f()]));
await pool.close();
server.kill('SIGTERM');
await new Promise((resolve) => server.on('exit', resolve));

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const rows = [...stats.entries()].sort(([a], [b]) => a.localeCompare(b));
const all = rows.flatMap(([, s]) => s.times).sort((a, b) => a - b);
console.log(`\n${MEMBERS} members, ${SECONDS} s, ${args.db}${args.redis ? ' with REDIS_URL' : ''}, ${os.cpus().length} cores`);
console.log(
  'call'.padEnd(48),
  'count'.padStart(7),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'max ms'.padStart(8),
  'errors'.padStart(7),
);
for (const [name, s] of [...rows, ['all', { times: all, errors: rows.reduce((n, [, r]) => n + r.errors, 0) }] as const]) {
  const t = [...s.times].sort((a, b) => a - b);
  console.log(
    name.padEnd(48),
    String(t.length).padStart(7),
    (t.length / elapsed).toFixed(0).padStart(8),
    pct(t, 50).toFixed(1).padStart(8),
    pct(t, 99).toFixed(1).padStart(8),
    (t[t.length - 1] ?? 0).toFixed(0).padStart(8),
    String(s.errors).padStart(7),
  );
}

for (const [label, times] of [
  ['started in the first second', firstSecond],
  ['started after it', afterFirstSecond],
] as const) {
  const t = [...times].sort((a, b) => a - b);
  console.log(
    `${label}: ${t.length} requests, p50 ${pct(t, 50).toFixed(1)} ms, p99 ${pct(t, 99).toFixed(1)} ms, max ${(t[t.length - 1] ?? 0).toFixed(0)} ms`,
  );
}

const requests = all.length;
const perRequest = Object.keys(cpuOf)
  .map((k) => {
    const before = cpuBefore[k];
    const after = cpuAfter[k];
    return before === undefined || after === undefined ? null : `${k} ${Math.round(((after - before) * 1e6) / requests)}`;
  })
  .filter(Boolean);
if (perRequest.length > 0) console.log(`CPU µs per request: ${perRequest.join(', ')}`);

// Every acknowledged write must be in the database.
const check = createDb(config.database);
const count = async (table: 'bp_readings' | 'activities' | 'tracking_entries') =>
  Number(
    (
      await check
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const stored = { bp: await count('bp_readings'), activities: await count('activities'), tracking: await count('tracking_entries') };
await check.destroy();
const lost = {
  bp: acknowledged.bp - stored.bp,
  activities: acknowledged.activities - stored.activities,
  tracking: acknowledged.tracking.size - stored.tracking,
};
console.log(
  `\nacknowledged writes: ${acknowledged.bp} readings, ${acknowledged.activities} activities, ${acknowledged.tracking.size} tracked days;` +
    ` stored: ${stored.bp}, ${stored.activities}, ${stored.tracking}; missing: ${Math.max(0, lost.bp) + Math.max(0, lost.activities) + Math.max(0, lost.tracking)}`,
);
await postgres?.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
if (lost.bp > 0 || lost.activities > 0 || lost.tracking > 0) process.exitCode = 1;
