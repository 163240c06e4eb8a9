// npm run bench:scale -- [--db postgres|sqlite] [--members 100000] [--tracking-rows 10000000]
//                         [--connections 10,50] [--seconds 5] [--keep] [--redis redis://127.0.0.1:6379]
// (BENCH_OUTCOMES=0 leaves out the programme's results' nightly pass.)
//
// A fresh database filled in bulk SQL (INSERT ... SELECT over a number series) with --members members
// (default 100,000 on PostgreSQL, 10,000 on SQLite), --tracking-rows programme tracking rows (default
// 100 per member) and, in proportion, lab reports and results, blood-pressure readings, activities,
// recommendations, survey responses, onboarding, suggestions, enrolments, sessions, security events,
// threads and alerts. One heavy member has two years of history (730 tracked days in each of two
// programmes, 630 lab results (42 reports of 15), 500 readings, 500 activities). Then:
// - p50/p95/p99 of every call the member home makes (routes/member-home.tsx and what it renders,
//   plus the sidebar), for the heavy member, and of the care team's member search, the programme's
//   results (after a clinic day's pass, timed per period) and the outreach queue, for a clinician,
//   over HTTP against the built server at each --connections, beside a bare Node `http` server;
// - the plan of every SELECT those calls run (EXPLAIN ANALYZE on PostgreSQL, EXPLAIN QUERY PLAN on
//   SQLite), flagging full-table reads of member-owned tables;
// - deleting one member and one lab report, and purging dead sessions.
// The database is dropped at the end unless --keep. It measures; it asserts nothing about time.
// --redis runs the server as one of several copies would (PostgreSQL with REDIS_URL): the member home
// is then kept in memory between writes, with versions shared in Redis (decision 0061), so the home
// calls measure a member opening the home again; without it (the default) every call reads the database.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import { Pool } from 'undici';
import { loadConfig, type Config } from '../config.js';
import { prepareData } from '../bootstrap.js';
import { buildApp } from '../app.js';
import { withStatementCache, type Db } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import { createMemoryRateLimiter } from '../lib/rate-limiter.js';
import { createFileTransport } from '../mail/transports.js';
import { purgeDeadSessions } from '../modules/user/user.service.js';
import { memberEvents } from '../db/member-events.js';
import { OUTCOME_PERIODS } from '@wellpath/shared/outcomes/wire';
import { hashToken, randomToken } from '../lib/tokens.js';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    members: { type: 'string' },
    'tracking-rows': { type: 'string' },
    connections: { type: 'string', default: '10,50' },
    seconds: { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
    redis: { type: 'string' },
  },
});
const KIND: 'sqlite' | 'postgres' = args.db === 'sqlite' ? 'sqlite' : 'postgres';
const MEMBERS = Number(args.members ?? (KIND === 'sqlite' ? 10_000 : 100_000));
const TRACKING = Number(args['tracking-rows'] ?? MEMBERS * 100);
const CONNECTIONS = args.connections.split(',').map(Number);
const SECONDS = Number(args.seconds);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const PG = KIND === 'postgres';
if (!(MEMBERS >= 2) || !(TRACKING >= 2920)) throw new Error('--members must be at least 2 and --tracking-rows at least 2920');

/** Tables of the content catalogue: loaded from content/, a few hundred rows; reading them whole is fine. */
const CONTENT_TABLES = new Set([
  'pillars',
  'education_categories',
  'recommendation_templates',
  'exercises',
  'programs',
  'surveys',
  'blood_markers',
  'conditions',
  'coaches',
  'education_posts',
  'kysely_migration',
]);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

// ---------------------------------------------------------------------------------------------------
// The database

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-scale-'));
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `wellpath_scale_${Date.now().toString(36)}`;
async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(query);
  await c.end();
}
let databaseUrl = '';
if (PG) {
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  CONTENT_DIR: path.join(ROOT, 'content'),
  LOG_LEVEL: 'warn',
  REDIS_URL: '',
  RATE_LIMIT_AUTH_PER_IP: '1000000000',
  RATE_LIMIT_AUTH_PER_EMAIL: '1000000000',
};
const config: Config = loadConfig(env);
console.log(
  `bench:scale on ${KIND}: ${MEMBERS.toLocaleString('en')} members, ${TRACKING.toLocaleString('en')} tracking rows, ` +
    `${os.cpus().length} cores; ${PG ? `database ${dbName}` : `file ${path.join(dataDir, 'app.db')}`}` +
    (args.redis ? `; the server with REDIS_URL=${args.redis}` : ''),
);

const prepared = await prepareData(config);
const { content } = prepared;
// The fill runs on one connection with foreign-key triggers off (the rows are consistent by
// construction): PostgreSQL's replica mode, SQLite's foreign_keys pragma.
let db: Db = prepared.db;
if (PG) {
  await prepared.db.destroy();
  db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }) });
  await sql.raw('SET session_replication_role = replica').execute(db);
  await sql.raw('SET synchronous_commit = off').execute(db);
}

/** Runs one bulk statement, printing how long it took and how many rows it wrote. */
async function run(label: string, text: string): Promise<void> {
  const started = performance.now();
  const result = await db.executeQuery(CompiledQuery.raw(text));
  const rows = Number(result.numAffectedRows ?? 0n);
  console.log(`  ${label.padEnd(28)} ${rows.toLocaleString('en').padStart(12)} rows  ${seconds(started).padStart(6)} s`);
}

const today = new Date().toISOString().slice(0, 10);
/** The ISO day `offset` days before today (offset: an SQL integer expression). */
const dayAgo = (offset: string) =>
  PG ? `to_char(DATE '${today}' - (${offset})::int, 'YYYY-MM-DD')` : `date('${today}', '-' || (${offset}) || ' days')`;
const tsAgo = (offset: string) => `${dayAgo(offset)} || 'T08:00:00.000Z'`;
const NOW = new Date().toISOString();

/**
 * The FROM of a fill: `u.n` is the member (1..MEMBERS; member 1 is the heavy one) and `k.n` runs
 * 1..count for each member (count: an SQL expression of u.n). A WHERE follows, to extend with AND.
 */
const perMember = (count: string | number) =>
  PG
    ? `FROM generate_series(1, ${MEMBERS}) AS u(n) CROSS JOIN LATERAL generate_series(1, ${count}) AS k(n) WHERE true`
    : `FROM bench_nums u JOIN bench_nums k ON k.n <= (${count}) WHERE u.n <= ${MEMBERS}`;
const heavyOr = (heavy: number, others: number) => `CASE WHEN u.n = 1 THEN ${heavy} ELSE ${others} END`;
const uid = `'m-' || u.n`;

/** A catalogue as a numbered table (i = 1..count), to pick rows by modulo. */
async function numbered(name: string, from: string): Promise<number> {
  await sql.raw(`CREATE TABLE ${name} AS SELECT row_number() OVER (ORDER BY id) AS i, id FROM ${from}`).execute(db);
  const { n } = (await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(db)).rows[0]!;
  return Number(n);
}

const fillStarted = performance.now();
console.log('\nfilling');
if (!PG) {
  await sql.raw(`PRAGMA synchronous = OFF`).execute(db);
  await sql.raw(`PRAGMA foreign_keys = OFF`).execute(db);
  await sql.raw(`CREATE TABLE bench_nums (n INTEGER PRIMARY KEY)`).execute(db);
  await sql
    .raw(
      `INSERT INTO bench_nums WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${Math.max(MEMBERS, 1000)}) SELECT n FROM s`,
    )
    .execute(db);
}
const programs = await numbered('bench_programs', `programs WHERE type = 'standard' AND archived = 0`);
const templates = await numbered('bench_templates', 'recommendation_templates WHERE archived = 0');
const surveys = await numbered('bench_surveys', 'surveys WHERE archived = 0');
const markers = await numbered('bench_markers', 'blood_markers WHERE archived = 0');
const pillars = await numbered('bench_pillars', 'pillars WHERE archived = 0');
const conditions = await numbered('bench_conditions', 'conditions WHERE archived = 0');
if (programs < 3 || templates < 30 || surveys < 5 || markers < 15 || pillars < 3)
  throw new Error('the content has too few programmes, templates, surveys, markers or pillars for this fill');
const pick = (table: string, count: number, expr: string) => `(SELECT id FROM ${table} WHERE i = 1 + ((${expr}) % ${count}))`;

const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Smith', 'Brown'];
const FIRST = ['Avery', 'Jordan', 'Noah', 'Olivia', 'Liam', 'Emma', 'Léa', 'William', 'Chloé', 'Thomas', 'Maya', 'Ethan', 'Zoé'];
const listOf = (names: string[], index: string) =>
  `CASE (${index}) % ${names.length} ${names.map((n, i) => `WHEN ${i} THEN '${n}'`).join(' ')} END`;

// The heavy member keeps two active programmes of 730 tracked days; the rest share the remainder.
const HEAVY_DAYS = 730;
const days = Math.max(1, Math.round((TRACKING - 2 * HEAVY_DAYS) / (2 * (MEMBERS - 1))));

await run(
  'users',
  `INSERT INTO users (id, email, password_hash, first_name, last_name, date_of_birth, street, city, province, postal_code,
     email_verified_at, agreements_accepted_at, created_at, updated_at, sex, role, last_active_at)
   SELECT ${uid}, CASE WHEN u.n = 1 THEN 'heavy@bench.example' ELSE 'member' || u.n || '@bench.example' END, 'x',
     ${listOf(FIRST, 'u.n')}, ${listOf(LAST, 'u.n / 13')} || CASE WHEN u.n % 3 = 0 THEN '' ELSE '-' || (u.n % 997) END,
     ${dayAgo('9000 + u.n % 12000')}, '1 Main St', 'Ottawa', 'ON', 'K1A 0B1', '${NOW}', '${NOW}', '${NOW}', '${NOW}',
     CASE u.n % 3 WHEN 0 THEN 'female' WHEN 1 THEN 'male' END, 'member', ${tsAgo('u.n % 120')}
   ${perMember(1)}`,
);
await run(
  'sessions (half dead)',
  `INSERT INTO sessions (id, user_id, token_hash, created_at, last_used_at, expires_at, revoked_at, idle_seconds, idle_expires_at, persistent, stage)
   SELECT 's-' || u.n || '-' || k.n, ${uid}, 'bench-' || u.n || '-' || k.n, ${tsAgo('10')}, ${tsAgo('1')},
     CASE WHEN k.n = 1 THEN '2999-01-01T00:00:00.000Z' ELSE ${tsAgo('1')} END, NULL, 1800,
     CASE WHEN k.n = 1 THEN '2999-01-01T00:00:00.000Z' ELSE ${tsAgo('1')} END, 0, 'full'
   ${perMember(2)}`,
);
await run(
  'security_events',
  `INSERT INTO security_events (id, user_id, type, ip, created_at)
   SELECT 'se-' || u.n || '-' || k.n, ${uid}, 'login', '127.0.0.1', ${tsAgo('k.n * 7')} ${perMember(5)}`,
);
await run(
  'user_pillars',
  `INSERT INTO user_pillars (user_id, pillar_id, is_active, updated_at)
   SELECT ${uid}, ${pick('bench_pillars', pillars, 'u.n + k.n')}, 1, '${NOW}' ${perMember(3)}`,
);
await run(
  'user_conditions',
  `INSERT INTO user_conditions (user_id, condition_id, created_at)
   SELECT ${uid}, ${pick('bench_conditions', conditions, 'u.n')}, '${NOW}' ${perMember(1)} AND u.n % 3 = 0`,
);
await run(
  'survey_responses',
  `INSERT INTO survey_responses (id, user_id, survey_id, answers, score, range_text, alerts, outcomes, completed_at)
   SELECT 'sr-' || u.n || '-' || k.n, ${uid}, ${pick('bench_surveys', surveys, 'k.n')}, '{}', NULL, NULL, '[]', '[]', ${tsAgo('k.n * 20')}
   ${perMember(heavyOr(40, 5))}`,
);
await run(
  'onboarding',
  `INSERT INTO onboarding (user_id, status, started_at, completed_at, completion_seen_at)
   SELECT ${uid}, 'completed', ${tsAgo('400')}, ${tsAgo('399')}, ${tsAgo('399')} ${perMember(1)}`,
);
await run(
  'onboarding_surveys',
  `INSERT INTO onboarding_surveys (user_id, survey_id, position, status, added_by_response_id, source, added_at)
   SELECT ${uid}, ${pick('bench_surveys', surveys, 'k.n')}, k.n, 'completed',
     CASE WHEN k.n = 3 THEN 'sr-' || u.n || '-1' END, NULL, ${tsAgo('400')} ${perMember(3)}`,
);
await run(
  'recommendations',
  `INSERT INTO recommendations (id, user_id, template_id, status, source, created_at, updated_at, completed_at)
   SELECT 'rc-' || u.n || '-' || k.n, ${uid}, ${pick('bench_templates', templates, 'u.n + k.n')},
     CASE k.n % 3 WHEN 0 THEN 'not_started' WHEN 1 THEN 'in_progress' ELSE 'completed' END, NULL, ${tsAgo('k.n')}, ${tsAgo('k.n')},
     CASE WHEN k.n % 3 = 2 THEN ${tsAgo('k.n')} END
   ${perMember(heavyOr(30, 5))}`,
);
await run(
  'program_suggestions',
  `INSERT INTO program_suggestions (id, user_id, program_id, status, source, created_at, updated_at)
   SELECT 'ps-' || u.n || '-' || k.n, ${uid}, ${pick('bench_programs', programs, 'u.n + k.n')},
     CASE WHEN k.n = 3 THEN 'active' ELSE 'started' END, NULL, ${tsAgo('800')}, ${tsAgo('800')} ${perMember(3)}`,
);
// Programme k.n of each member is the suggestion of the same number: 1 is active (and for the heavy
// member 2 as well), 2 is completed.
await run(
  'program_enrollments',
  `INSERT INTO program_enrollments (id, user_id, program_id, status, started_at, start_day, ended_at, suggestion_id)
   SELECT 'en-' || u.n || '-' || k.n, ${uid}, ${pick('bench_programs', programs, 'u.n + k.n')},
     CASE WHEN k.n = 1 OR u.n = 1 THEN 'active' ELSE 'completed' END,
     ${tsAgo(`CASE WHEN k.n = 1 OR u.n = 1 THEN ${heavyOr(HEAVY_DAYS, days)} - 1 ELSE 400 + ${days} END`)},
     ${dayAgo(`CASE WHEN k.n = 1 OR u.n = 1 THEN ${heavyOr(HEAVY_DAYS, days)} - 1 ELSE 400 + ${days} END`)},
     CASE WHEN k.n = 2 AND u.n > 1 THEN ${tsAgo('400')} END, 'ps-' || u.n || '-' || k.n
   ${perMember(2)}`,
);
await run(
  'program_slots',
  `INSERT INTO program_slots (user_id, slot, enrollment_id)
   SELECT ${uid}, k.n, 'en-' || u.n || '-' || k.n ${perMember(heavyOr(2, 1))}`,
);
const trackingStarted = performance.now();
for (const e of [1, 2]) {
  await run(
    `tracking_entries (programme ${e})`,
    `INSERT INTO tracking_entries (id, enrollment_id, user_id, date, completed_items, item_values, exercise_tracking, created_at, updated_at)
     SELECT 'te-' || u.n || '-${e}-' || k.n, 'en-' || u.n || '-${e}', ${uid},
       ${dayAgo(e === 1 ? 'k.n - 1' : `CASE WHEN u.n = 1 THEN k.n - 1 ELSE 400 + k.n END`)},
       CASE k.n % 3 WHEN 0 THEN '[0]' WHEN 1 THEN '[0,1]' ELSE '[]' END, '{}', '[]', '${NOW}', '${NOW}'
     ${perMember(heavyOr(HEAVY_DAYS, days))}`,
  );
}
const trackingSeconds = seconds(trackingStarted);
await run(
  'lab_reports',
  `INSERT INTO lab_reports (id, user_id, test_date, lab_name, source, created_at)
   SELECT 'lr-' || u.n || '-' || k.n, ${uid}, ${dayAgo('k.n * 60')}, 'Bench Lab', 'manual', '${NOW}' ${perMember(heavyOr(42, 3))}`,
);
await run(
  'blood_results',
  `INSERT INTO blood_results (id, user_id, report_id, marker_id, value, original_value, original_unit, test_date, external_id, created_at)
   SELECT 'br-' || r.id || '-' || j.n, r.user_id, r.id, b.id, 1 + (j.n % 7) * 0.5, 1 + (j.n % 7) * 0.5, b.unit, r.test_date, NULL, '${NOW}'
   FROM lab_reports r
   ${PG ? `CROSS JOIN LATERAL generate_series(1, CASE WHEN r.user_id = 'm-1' THEN 15 ELSE 10 END) AS j(n)` : `JOIN bench_nums j ON j.n <= CASE WHEN r.user_id = 'm-1' THEN 15 ELSE 10 END`}
   JOIN bench_markers bm ON bm.i = j.n JOIN blood_markers b ON b.id = bm.id`,
);
await run(
  'bp_readings',
  `INSERT INTO bp_readings (id, user_id, systolic, diastolic, pulse, measured_at, arm, notes, created_at, updated_at)
   SELECT 'bp-' || u.n || '-' || k.n, ${uid}, 110 + (u.n + k.n) % 40, 70 + (u.n + k.n) % 20, 60 + k.n % 30, ${tsAgo('k.n')},
     'left', '', '${NOW}', '${NOW}' ${perMember(heavyOr(500, 20))}`,
);
await run(
  'activities',
  `INSERT INTO activities (id, user_id, date, type, minutes, intensity, strength, notes, created_at, updated_at)
   SELECT 'ac-' || u.n || '-' || k.n, ${uid}, ${dayAgo('k.n')}, 'walking', 20 + k.n % 40, 'moderate', 0, '', '${NOW}', '${NOW}'
   ${perMember(heavyOr(500, 20))}`,
);
// Issue 35: a height on every member, weights and waists, a statin for one in five and an
// antihypertensive for one in seven, and an open weight review for one in fifty.
await run('users.height_cm', `UPDATE users SET height_cm = 150 + (CAST(substr(id, 3) AS INTEGER) % 45) WHERE id LIKE 'm-%'`);
await run(
  'body_measurements',
  `INSERT INTO body_measurements (id, user_id, kind, value, measured_at, created_at, updated_at)
   SELECT 'bm-' || u.n || '-' || k.n, ${uid}, CASE WHEN k.n % 4 = 0 THEN 'waist' ELSE 'weight' END,
     CASE WHEN k.n % 4 = 0 THEN 80 + u.n % 40 ELSE 60 + u.n % 60 + k.n * 0.05 END, ${tsAgo('k.n * 7')}, '${NOW}', '${NOW}'
   ${perMember(heavyOr(400, 12))}`,
);
await run(
  'medications',
  `INSERT INTO medications (id, user_id, catalogue_key, drug_class, atc, name, dose_amount, dose_unit, frequency, reason, started_on, stopped_on, created_at, updated_at)
   SELECT 'md-' || u.n || '-' || k.n, ${uid}, CASE WHEN k.n = 1 THEN 'atorvastatin' ELSE 'ramipril' END,
     CASE WHEN k.n = 1 THEN 'statin' ELSE 'ace_inhibitor' END, CASE WHEN k.n = 1 THEN 'C10AA05' ELSE 'C09AA05' END,
     CASE WHEN k.n = 1 THEN 'Atorvastatin' ELSE 'Ramipril' END, 10, 'mg', 'once_daily', '', ${dayAgo('400')}, NULL, '${NOW}', '${NOW}'
   ${perMember(2)} AND ((k.n = 1 AND u.n % 5 = 0) OR (k.n = 2 AND u.n % 7 = 0))`,
);
await run(
  'weight_reviews',
  `INSERT INTO weight_reviews (id, user_id, reason, evidence, raised_at, reviewed_at, reviewed_by, reviewed_by_name)
   SELECT 'wr-' || u.n, ${uid}, 'fast_loss', '{"weights":[],"weekly_losses":[],"bmi":null}', '${NOW}', NULL, NULL, NULL
   ${perMember(1)} AND u.n % 50 = 0`,
);
await run(
  'program_requests',
  `INSERT INTO program_requests (id, user_id, topic, pillar_id, message, status, reply, created_at, updated_at, replied_at, replied_by)
   SELECT 'pr-' || u.n, ${uid}, 'Sleep', NULL, 'A programme for sleep, please.', 'pending', NULL, '${NOW}', '${NOW}', NULL, NULL
   ${perMember(1)} AND u.n % 10 = 0`,
);

// The care team: a clinician (who handles alerts) and the threads and alerts of some members.
const clinicianToken = randomToken(32);
await run(
  'staff',
  `INSERT INTO users (id, email, password_hash, first_name, last_name, date_of_birth, street, city, province, postal_code,
     email_verified_at, agreements_accepted_at, created_at, updated_at, sex, role, totp_enabled_at)
   VALUES ('staff-1', 'clinician@bench.example', 'x', 'Casey', 'Clinician', '1980-01-01', '', '', 'ON', 'K1A 0B1',
     '${NOW}', '${NOW}', '${NOW}', '${NOW}', NULL, 'clinician', '${NOW}')`,
);
await run(
  'message_threads',
  `INSERT INTO message_threads (id, user_id, coach_id, assigned_to, subject, created_at, updated_at, last_author_role, member_read_at, staff_read_at)
   SELECT 'mt-' || u.n, ${uid}, NULL, 'staff-1', 'A question', ${tsAgo('u.n % 90')}, ${tsAgo('u.n % 90')}, 'staff', ${tsAgo('u.n % 90')}, ${tsAgo('u.n % 90')}
   ${perMember(1)} AND (u.n = 1 OR u.n % 5 = 0)`,
);
await run(
  'thread_messages',
  `INSERT INTO thread_messages (id, thread_id, author_id, author_role, body, created_at)
   SELECT 'tm-' || t.id || '-' || j.n, t.id, CASE WHEN j.n % 2 = 1 THEN t.user_id ELSE 'staff-1' END,
     CASE WHEN j.n % 2 = 1 THEN 'member' ELSE 'staff' END, 'Thank you.', t.created_at
   FROM message_threads t ${PG ? 'CROSS JOIN generate_series(1, 3) AS j(n)' : 'JOIN bench_nums j ON j.n <= 3'}`,
);
await run(
  'alerts',
  `INSERT INTO alerts (id, user_id, kind, source_key, summary, created_at, acknowledged_by, acknowledged_at, resolved_by, resolved_at, resolution_note)
   SELECT 'al-' || u.n, ${uid}, 'bp_crisis', 'bench:' || u.n, 'Blood pressure above 180/120', ${tsAgo('u.n % 60')},
     CASE WHEN u.n % 40 = 0 THEN 'staff-1' END, CASE WHEN u.n % 40 = 0 THEN '${NOW}' END,
     CASE WHEN u.n % 40 = 0 THEN 'staff-1' END, CASE WHEN u.n % 40 = 0 THEN '${NOW}' END, NULL
   ${perMember(1)} AND u.n % 20 = 0`,
);
const heavyToken = randomToken(32);
for (const [id, user, token] of [
  ['s-heavy', 'm-1', heavyToken],
  ['s-staff', 'staff-1', clinicianToken],
] as const) {
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: user,
      token_hash: hashToken(token),
      created_at: NOW,
      last_used_at: NOW,
      expires_at: '2999-01-01T00:00:00.000Z',
      revoked_at: null,
      idle_seconds: 86_400,
      idle_expires_at: '2999-01-01T00:00:00.000Z',
      persistent: 0,
      stage: 'full',
    })
    .execute();
}
for (const t of ['bench_programs', 'bench_templates', 'bench_surveys', 'bench_markers', 'bench_pillars', 'bench_conditions', 'bench_nums'])
  await sql.raw(`DROP TABLE IF EXISTS ${t}`).execute(db);
const analyzeStarted = performance.now();
// When each member last logged something (decision 0122): kept by triggers, which the fill's
// replica mode (PostgreSQL) skips; filled here from the events, as migration 0045 fills it.
await run(
  'member_last_logged',
  `INSERT INTO member_last_logged (user_id, at) SELECT user_id, MAX(at) FROM (${memberEvents().compile(db).sql}) e
   WHERE at IS NOT NULL GROUP BY user_id
   ON CONFLICT (user_id) DO UPDATE SET at = excluded.at WHERE member_last_logged.at < excluded.at`,
);
await sql.raw('ANALYZE').execute(db);
if (!PG) await sql.raw('PRAGMA synchronous = FULL').execute(db);
else await sql.raw('SET session_replication_role = DEFAULT').execute(db);
const fillSeconds = seconds(fillStarted);
console.log(`  ANALYZE ${seconds(analyzeStarted)} s`);
const totalRows = await countRows(db);
console.log(
  `filled in ${fillSeconds} s (tracking ${trackingSeconds} s): ${totalRows.toLocaleString('en')} rows; ` +
    `${days} tracked days per programme per member, the heavy member ${HEAVY_DAYS} in each of two`,
);
// Half the sessions are dead: what the server's first purge (at start, then hourly) deletes.
const sessionsBefore = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM sessions`.execute(db)).rows[0]!.n);
const purge = await timed(() => purgeDeadSessions(db));
const sessionsAfter = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM sessions`.execute(db)).rows[0]!.n);
const purgeRow = `| purge dead sessions (${(sessionsBefore - sessionsAfter).toLocaleString('en')} of ${sessionsBefore.toLocaleString('en')}) | ${purge.toFixed(0)} |`;

// The programme's results (issue 37, decision 0098): a clinic day's pass, each period computed and
// stored here on the fill's one connection (its wall time is the database's time plus the service's
// own), before the server starts, so the server's own pass finds the day done and the calls below
// read stored figures, as on any day after the nightly pass.
const outcomeRows: string[] = [];
if (process.env.BENCH_OUTCOMES !== '0') {
  const results = await buildApp({
    config,
    db,
    content,
    transport: createFileTransport(path.join(dataDir, 'mail'), pino({ level: 'silent' })),
    limiter: createMemoryRateLimiter(),
    startMail: false,
  });
  // The nightly pass works the periods out together (decision 0129); a day asked for before the pass
  // has stored it is worked out for its one period, timed here for the widest.
  const outcomes = results.services.outcomeService;
  const steps: Array<[string, () => Promise<unknown>]> = [
    [`the nightly pass: the ${OUTCOME_PERIODS.length} periods worked out together and stored, every cohort`, () => outcomes.pass()],
    ["one period worked out on demand ('all', every cohort, not stored)", () => outcomes.compute('all', new Date())],
  ];
  for (const [what, step] of steps) {
    const ms = await timed(step);
    outcomeRows.push(`| the programme's results: ${what} | ${ms.toFixed(0)} |`);
    console.log(`  ${outcomeRows[outcomeRows.length - 1]}`);
  }
}
await db.destroy();

async function countRows(d: Db): Promise<number> {
  const tables = PG
    ? (await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(d)).rows
    : (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(d)).rows;
  let total = 0;
  for (const { name } of tables)
    total += Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(d)).rows[0]!.n);
  return total;
}

// ---------------------------------------------------------------------------------------------------
// Over HTTP

const HOME = [
  '/api/user/profile',
  '/api/user/onboarding/status',
  '/api/lifestyle/pillars',
  `/api/programs/in-progress?today=${today}`,
  '/api/surveys/suggested-programs',
  '/api/healthtracking/bloodpresults/latest',
  '/api/healthtracking/bloodpresults/markers',
  '/api/healthtracking/heart-risk',
  '/api/lifestyle/recommendations/user?exclude_pillars=true',
  '/api/content/landing',
  '/api/messages/unread',
  // Issue 35: the Body screen and the metabolic-syndrome criteria.
  '/api/healthtracking/body',
  '/api/healthtracking/metabolic-syndrome',
];
const SEARCH = [
  '/api/staff/members',
  '/api/staff/members?q=tremb',
  '/api/staff/members?q=avery%20gag',
  '/api/staff/members?q=member4242',
  '/api/staff/members?alerts=open',
  '/api/staff/members?program=active&active_within=7',
  // Issue 35: the health filters (an EXISTS per member along the name order) and the record's new reads.
  '/api/staff/members?health=bmi_30',
  '/api/staff/members?health=statin',
  '/api/staff/members?health=weight_review',
  // Read member by member within a bound (decision 0111): at most 200 candidates a page.
  '/api/staff/members?health=metabolic_syndrome',
  '/api/staff/members?health=target_not_met_90',
  '/api/staff/members/m-1/body',
  '/api/staff/members/m-1/medications',
  '/api/staff/members/m-1/metabolic-syndrome',
  '/api/staff/members/m-1/weight-reviews',
  // Issue 37: the programme's results (stored figures of the day) and the outreach queue (computed on each read).
  '/api/staff/outcomes/clinical?period=365d',
  '/api/staff/outcomes/engagement?period=365d',
  '/api/staff/outreach',
  '/api/staff/outreach/count',
];

function spawnServer(port: number, script: string[]): ChildProcess {
  return spawn(process.execPath, script, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, ...(args.redis ? { REDIS_URL: args.redis } : {}), PORT: String(port) },
  });
}
async function waitFor(port: number, url: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${url}`)).status < 500) return;
    } catch {
      /* not up yet */
    }
    if (i > 1200) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}
const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface Result {
  times: number[];
  errors: number;
  bytes: number;
}
/**
 * `conns` keep-alive connections sending GET `url` back to back for `secs` seconds, each answer read
 * whole. The client is undici's pool, as in bench:load: it shares the two cores with the server, and
 * Node's `http` client spent more on a 17 KiB answer than the server (against a bare Node server
 * sending those bytes at 50 connections: 11-16k req/s, p95 7.4-12.5 ms, against undici's 19-21k and
 * 4.5-6.6 ms).
 */
async function load(port: number, url: string, token: string | undefined, conns: number, secs: number): Promise<Result> {
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: conns, pipelining: 1 });
  const result: Result = { times: [], errors: 0, bytes: 0 };
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const until = performance.now() + secs * 1000;
  await Promise.all(
    Array.from({ length: conns }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          const res = await pool.request({ path: url, method: 'GET', headers });
          const bytes = (await res.body.arrayBuffer()).byteLength;
          if (res.statusCode === 200) {
            result.times.push(performance.now() - started);
            result.bytes = bytes;
          } else result.errors += 1;
        } catch {
          result.errors += 1;
        }
      }
    }),
  );
  await pool.close();
  return result;
}
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const rows: string[] = [];
function record(what: string, conns: number, r: Result, secs: number): void {
  const t = [...r.times].sort((a, b) => a - b);
  rows.push(
    `| ${what} | ${conns} | ${(t.length / secs).toFixed(0)} | ${pct(t, 50).toFixed(1)} | ${pct(t, 95).toFixed(1)} | ${pct(t, 99).toFixed(1)} | ${r.errors} | ${(r.bytes / 1024).toFixed(1)} |`,
  );
}

const port = await freePort();
const barePort = await freePort();
// The bare server also sends, at /largest, the bytes of the largest home answer (written below): what
// the client and the kernel allow for that size, next to the call itself.
const largestFile = path.join(dataDir, 'largest-answer.json');
const bare = spawnServer(barePort, [
  '-e',
  `let big; require('http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); ` +
    `if (q.url === '/largest') { big ??= require('fs').readFileSync(${JSON.stringify(largestFile)}); s.end(big); } else s.end('{"ok":true}'); }).listen(${barePort}, '127.0.0.1')`,
]);
// BENCH_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = spawnServer(port, [...nodeArgs, path.join(ROOT, 'packages/server/dist/server.js')]);
await waitFor(barePort, '/');
await waitFor(port, '/api/health');

console.log(`\nover HTTP, ${SECONDS} s per call and connection count (1 s warm-up first)`);
// BENCH_ONLY: a comma-separated list of words; only the calls whose URL holds one of them are measured.
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const calls: Array<[string, string | undefined, number]> = [
  ...HOME.map((u) => [u, heavyToken, port] as [string, string, number]),
  ...SEARCH.map((u) => [u, clinicianToken, port] as [string, string, number]),
].filter(([url]) => only.length === 0 || only.some((word) => url.includes(word)));
let largest = { url: '', body: Buffer.alloc(0) };
for (const [url, token] of calls) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) console.log(`  ${url}: ${res.status} ${body.toString('utf8', 0, 200)}`);
  else if (token === heavyToken && body.length > largest.body.length) largest = { url, body };
}
fs.writeFileSync(largestFile, largest.body);
for (const conns of CONNECTIONS) {
  await load(barePort, '/', undefined, conns, 1);
  record('bare Node `http` (reference)', conns, await load(barePort, '/', undefined, conns, SECONDS), SECONDS);
  if (largest.body.length) {
    const what = `bare Node \`http\`, the bytes of \`${largest.url.replace(/\?.*/, '')}\` (reference)`;
    record(what, conns, await load(barePort, '/largest', undefined, conns, SECONDS), SECONDS);
  }
  for (const [url, token, p] of calls) {
    await load(p, url, token, conns, 1);
    const r = await load(p, url, token, conns, SECONDS);
    record(`\`GET ${url.replace(/today=[0-9-]+/, 'today=…')}\`${token === clinicianToken ? ' (clinician)' : ''}`, conns, r, SECONDS);
    console.log(rows[rows.length - 1]);
  }
}
await stop(server);
await stop(bare);

// ---------------------------------------------------------------------------------------------------
// Plans of every SELECT the calls run, from the same app in this process with a query log.

const captured = new Map<string, readonly unknown[]>();
const logged: Db = PG
  ? new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }),
      log: (e) => void (e.level === 'query' && captured.set(e.query.sql, e.query.parameters)),
    })
  : new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(new SQLite(path.join(dataDir, 'app.db'))) }),
      log: (e) => void (e.level === 'query' && captured.set(e.query.sql, e.query.parameters)),
    });
const inProcess = await buildApp({
  config,
  db: logged,
  content,
  transport: createFileTransport(path.join(dataDir, 'mail'), pino({ level: 'silent' })),
  limiter: createMemoryRateLimiter(),
  startMail: false,
});
await inProcess.ready();
const planned: Array<{ call: string; sql: string; plan: string[]; full: string[] }> = [];
for (const [url, token] of calls) {
  captured.clear();
  await inProcess.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  for (const [text, params] of captured) {
    if (!/^\s*(with|select)/i.test(text)) continue;
    const explain = PG ? `EXPLAIN (ANALYZE, COSTS OFF, TIMING ON, SUMMARY ON) ${text}` : `EXPLAIN QUERY PLAN ${text}`;
    const result = await logged.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain, [...params]));
    const plan = result.rows.map((r) => String(PG ? r['QUERY PLAN'] : r.detail));
    // SQLite names a subquery it reads back (`SCAN u`) as it names a table: those are not tables.
    const subqueries = new Set(plan.map((line) => /^(?:CO-ROUTINE|MATERIALIZE) (\w+)/.exec(line.trim())?.[1]));
    // SQLite's plan names a table by its alias (`SCAN m`): the query's `"blood_markers" as "m"` says which.
    const aliases = new Map([...text.matchAll(/"(\w+)" as "(\w+)"/g)].map((m) => [m[2]!, m[1]!]));
    const full = plan
      .map((line) => (PG ? /Seq Scan on (\w+)/.exec(line) : /^SCAN (\w+)(?! USING)/.exec(line.trim()))?.[1])
      .map((t) => (t === undefined ? t : (aliases.get(t) ?? t)))
      .filter((t): t is string => t !== undefined && !CONTENT_TABLES.has(t) && !subqueries.has(t));
    planned.push({ call: url, sql: text, plan, full });
  }
}
await inProcess.close();

// ---------------------------------------------------------------------------------------------------
// Deleting one member, one lab report; purging dead sessions.

const deletions: string[] = [purgeRow, ...outcomeRows];
const mid = Math.floor(MEMBERS / 2);
deletions.push(
  `| delete one lab report (10 results) | ${(await timed(() => logged.deleteFrom('lab_reports').where('id', '=', `lr-${mid}-1`).execute())).toFixed(1)} |`,
);
deletions.push(
  `| delete one member (${(days * 2).toLocaleString('en')} tracking rows, 30 results, ...) | ${(await timed(() => logged.deleteFrom('users').where('id', '=', `m-${mid}`).execute())).toFixed(1)} |`,
);
// With --keep the heavy member stays, for whoever looks at the kept database next.
deletions.push(
  args.keep
    ? '| delete the heavy member | not done (--keep) |'
    : `| delete the heavy member (1,460 tracking rows, 630 results, ...) | ${(await timed(() => logged.deleteFrom('users').where('id', '=', 'm-1').execute())).toFixed(1)} |`,
);
let deletePlan: string[] = [];
if (PG) {
  // The foreign-key triggers of deleting one member, with the indexes, then without those of
  // migration 0012 (dropped inside a transaction that is rolled back).
  const triggers = async (c: Db, member: string) =>
    (await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, COSTS OFF) DELETE FROM users WHERE id = ${member}`.execute(c)).rows
      .map((r) => r['QUERY PLAN'])
      .filter((l) => /Trigger for constraint|Execution Time/.test(l))
      .map((l) => l.trim());
  await logged.connection().execute(async (c) => {
    await sql`BEGIN`.execute(c);
    deletePlan = [`with the indexes (member m-${mid + 1}, rolled back):`, ...(await triggers(c, `m-${mid + 1}`))];
    await sql`ROLLBACK`.execute(c);
  });
  await logged.connection().execute(async (c) => {
    await sql`BEGIN`.execute(c);
    for (const index of [
      'blood_results_report_idx',
      'tracking_entries_user_idx',
      'onboarding_surveys_added_by_idx',
      'program_enrollments_suggestion_idx',
      'security_events_user_idx',
      'thread_messages_author_idx',
      'alerts_acknowledged_by_idx',
      'alerts_resolved_by_idx',
    ])
      await sql.raw(`DROP INDEX ${index}`).execute(c);
    deletePlan.push(`without the indexes of migration 0012 (same member, rolled back):`, ...(await triggers(c, `m-${mid + 1}`)));
    await sql`ROLLBACK`.execute(c);
  });
}
await logged.destroy();

// ---------------------------------------------------------------------------------------------------
// Report

console.log(
  `\n## ${KIND}: ${MEMBERS.toLocaleString('en')} members, ${TRACKING.toLocaleString('en')} tracking rows (${totalRows.toLocaleString('en')} rows in all), filled in ${fillSeconds} s, ${os.cpus().length} cores\n`,
);
console.log('| call | connections | req/s | p50 ms | p95 ms | p99 ms | errors | KiB |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) console.log(r);
console.log('\n| operation | ms |\n|---|---:|');
for (const d of deletions) console.log(d);
if (deletePlan.length) console.log(`\n${deletePlan.join('\n')}`);
const flagged = planned.filter((p) => p.full.length > 0);
console.log(
  `\n${planned.length} SELECTs planned for these calls; ${flagged.length} read a member-owned table whole` + (flagged.length ? ':' : '.'),
);
for (const p of flagged) console.log(`\n${p.call}: ${p.full.join(', ')}\n  ${p.sql}\n    ${p.plan.join('\n    ')}`);
if (process.env.BENCH_PLANS) for (const p of planned) console.log(`\n${p.call}\n  ${p.sql}\n    ${p.plan.join('\n    ')}`);

if (args.keep) console.log(`\nkept: ${PG ? databaseUrl : path.join(dataDir, 'app.db')}`);
else {
  if (PG) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
