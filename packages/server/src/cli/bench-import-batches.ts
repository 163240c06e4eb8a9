// npm run bench:import:server -- [--db sqlite|postgres] [--rounds 5]
//
// The server's side of an import (issue 36, decision 0104): the batches the import screen sends for
// two years of a member's data (a weight and the steps of every day, blood pressure twice a week,
// workouts three times a week, body fat weekly, waist monthly: about 2,100 values, 5 batches of 500),
// sent in-process (Fastify's inject) to the app on a fresh database, the newest batch first as the
// screen sends them, then the import completed and the background work it leaves drained. Measures
// the process's CPU time (user + system) over that, each round with a new member; as a reference in
// the same run, the CPU time of as many calls that store nothing (`POST /imports/check` of an empty
// list). Prints the median; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { IMPORT_BATCH_SIZE } from '@wellpath/shared/health/imports';
import { buildApp } from '../app.js';
import { prepareData } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { createMemoryRateLimiter } from '../lib/rate-limiter.js';
import { DAY_MS, nowIso } from '../lib/clock.js';
import { PasswordHasher } from '../modules/user/password-hasher.js';
import { benchMember } from './bench-member.js';

const { values: args } = parseArgs({
  options: { db: { type: 'string', default: 'sqlite' }, rounds: { type: 'string', default: '5' } },
});
const ROUNDS = Number(args.rounds);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-batches-'));

let postgres: { url: string; drop: () => Promise<void> } | null = null;
if (args.db === 'postgres') {
  const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_import_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  postgres = {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: postgres?.url ?? '',
  CONTENT_DIR: path.join(ROOT, 'content'),
  LOG_LEVEL: 'warn',
  REDIS_URL: '',
});
const { db, content } = await prepareData(config);
const app = await buildApp({
  config,
  db,
  content,
  transport: { name: 'none', send: async () => {}, close: () => {} },
  limiter: createMemoryRateLimiter(),
  startMail: false,
});
await app.ready();
const passwordHash = await new PasswordHasher(config.passwordHashing).hash('Bench-Import-2026');

function member(): Promise<string> {
  return benchMember(db, { email: (id) => `import${id}@example.ca`, firstName: 'Import', lastName: 'Member', passwordHash }, nowIso());
}

/** Two years of values, as the screen sends them: newest first. */
function twoYears(): unknown[] {
  const values: unknown[] = [];
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  for (let d = 1; d <= 730; d++) {
    const day = new Date(today - d * DAY_MS);
    const date = day.toISOString().slice(0, 10);
    const at = (hour: number) => new Date(day.getTime() + hour * 3_600_000).toISOString();
    values.push({ kind: 'steps', date, steps: 4000 + ((d * 7919) % 9000) });
    values.push({ kind: 'weight', value: 80 + ((d * 13) % 60) / 10, measured_at: at(12) });
    if (d % 7 === 0) values.push({ kind: 'body_fat', value: 28 + (d % 5) / 2, measured_at: at(12) });
    if (d % 30 === 0) values.push({ kind: 'waist', value: 92 + (d % 4), measured_at: at(21) });
    if (d % 7 === 1 || d % 7 === 4)
      values.push({ kind: 'blood_pressure', systolic: 118 + (d % 15), diastolic: 74 + (d % 9), pulse: 64, measured_at: at(11) });
    if (d % 7 === 2 || d % 7 === 4 || d % 7 === 6)
      values.push({ kind: 'activity', date, type: d % 2 ? 'walking' : 'running', minutes: 25 + (d % 30), intensity: 'moderate' });
  }
  return values;
}

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function importRound(values: unknown[]): Promise<number> {
  const headers = { authorization: `Bearer ${await member()}` };
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `/api/healthtracking${url}`, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ _id?: string; stored?: number; duplicates?: number; refused?: unknown[] }>();
  };
  const start = cpu();
  const { _id } = await post('/imports', { source: 'apple_health' });
  let stored = 0;
  for (let i = 0, n = 0; i < values.length; i += IMPORT_BATCH_SIZE, n++) {
    stored += (await post(`/imports/${_id}/batches`, { batch: n, values: values.slice(i, i + IMPORT_BATCH_SIZE) })).stored ?? 0;
  }
  await post(`/imports/${_id}/complete`, {});
  await app.services.background.drain();
  const spent = cpu() - start;
  if (stored !== values.length) throw new Error(`${stored} of ${values.length} values stored`);
  return spent;
}

async function referenceRound(calls: number): Promise<number> {
  const headers = { authorization: `Bearer ${await member()}` };
  const start = cpu();
  for (let i = 0; i < calls; i++) {
    await app.inject({
      method: 'POST',
      url: '/api/healthtracking/imports/check',
      headers,
      payload: { source: 'apple_health', values: [] },
    });
  }
  return cpu() - start;
}

const values = twoYears();
const calls = Math.ceil(values.length / IMPORT_BATCH_SIZE) + 2;
console.log(`${values.length} values, ${calls - 2} batches, ${config.database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}`);
await importRound(values); // warm-up: compiled queries, JIT
const rounds: Array<{ imported: number; reference: number }> = [];
for (let r = 1; r <= ROUNDS; r++) {
  const imported = await importRound(values);
  const reference = await referenceRound(calls);
  rounds.push({ imported, reference });
  console.log(`round ${r}: import ${imported.toFixed(0)} ms CPU; ${calls} calls storing nothing ${reference.toFixed(0)} ms CPU`);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const imported = median(rounds.map((r) => r.imported));
const reference = median(rounds.map((r) => r.reference));
console.log(
  `\nNode ${process.version}, ${os.cpus().length} cores: two years' batches cost a median ${imported.toFixed(0)} ms of server CPU (goal under 1000 ms); ${(imported / reference).toFixed(1)} times as many calls storing nothing`,
);
await app.close();
await db.destroy();
await postgres?.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
