import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import type { MemberReads } from '../lib/member-reads.js';
import { t } from '../i18n/index.js';
import { loadConfig, type Config } from '../config.js';
import { createDb, type DatabaseTarget, type Db } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { readContent } from '../content/loader.js';
import { syncContent } from '../modules/content/content.service.js';
import { createMemoryRateLimiter, type RateLimiter } from '../lib/rate-limiter.js';
import type { MailTransport, OutgoingMail } from '../mail/transports.js';
import { addMs, DAY_MS, nowIso } from '../lib/clock.js';
import { hashToken, newId, randomToken } from '../lib/tokens.js';
import { insertUser } from '../modules/user/user.repository.js';
import { insertSession } from '../modules/user/session.repository.js';
import type { SurveyDefinition } from '@wellpath/shared/surveys/definition';
import type { StaffRole } from '@wellpath/shared/staff/roles';
import { visibleQuestions, type Answers } from '@wellpath/shared/surveys/engine';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const CONTENT_DIR = path.join(REPO_ROOT, 'content');

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DATABASES: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A fresh, empty database of the given kind, and how to throw it away. */
export async function freshDatabase(
  kind: 'sqlite' | 'postgres',
): Promise<{ target: DatabaseTarget; drop: () => Promise<void>; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-test-'));
  if (kind === 'sqlite') {
    return {
      target: { kind: 'sqlite', file: path.join(dir, 'app.db') },
      dir,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `wellpath_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    dir,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty database of the given kind, open; `close` closes it and throws it away. */
export async function openFreshDatabase(kind: 'sqlite' | 'postgres'): Promise<{ db: Db; close: () => Promise<void> }> {
  const fresh = await freshDatabase(kind);
  const db = createDb(fresh.target);
  return {
    db,
    close: async () => {
      await db.destroy();
      await fresh.drop();
    },
  };
}

/** Collects sent mail in memory; `failNext` makes the next sends throw, to exercise retries. */
export class MemoryTransport implements MailTransport {
  readonly name = 'memory';
  readonly sent: OutgoingMail[] = [];
  failNext = 0;
  async send(mail: OutgoingMail): Promise<void> {
    // A message of a catalogue must be in words by the time it is mailed (decision 0050).
    const untranslated = /@@[a-z][\w.-]+/.exec(`${mail.subject}\n${mail.text}\n${mail.html}`);
    if (untranslated) throw new Error(`mail "${mail.subject}" holds the untranslated message ${untranslated[0]}`);
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('simulated SMTP outage');
    }
    this.sent.push(mail);
  }
  close(): void {}
  /** The one-time token in the last link sent to this address for this path. */
  lastToken(to: string, route: 'verify-email' | 'reset-password'): string {
    const mail = [...this.sent].reverse().find((m) => m.to === to && m.text.includes(`/${route}/`));
    const token = mail?.text.match(new RegExp(`/${route}/([A-Za-z0-9_-]+)`))?.[1];
    if (!token) throw new Error(`no ${route} mail for ${to}`);
    return token;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  mail: MemoryTransport;
  /** Waits for background work and delivers queued mail. */
  settle: () => Promise<void>;
  close: () => Promise<void>;
}

export async function createTestApp(
  kind: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
  parts: { limiter?: RateLimiter; memberReads?: MemberReads } = {},
): Promise<TestApp> {
  const fresh = await freshDatabase(kind);
  const config: Config = {
    ...loadConfig({ DATA_DIR: fresh.dir, CONTENT_DIR, RATE_LIMIT_AUTH_PER_IP: '100000', RATE_LIMIT_AUTH_PER_EMAIL: '100000', ...env }),
    database: fresh.target,
    // Tests hash passwords at a low argon2 cost; production always uses OWASP's minimum (config.ts).
    passwordHashing: { memoryKib: 1024, passes: 1 },
  };
  const db = createDb(config.database);
  await migrateToLatest(db);
  const content = readContent(config.contentDir);
  await syncContent(db, content);
  const mail = new MemoryTransport();
  const app = await buildApp({
    config,
    db,
    content,
    transport: mail,
    limiter: parts.limiter ?? createMemoryRateLimiter(),
    memberReads: parts.memberReads,
    startMail: false,
    refuseUntranslated: true,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    mail,
    settle: async () => {
      await app.services.background.drain();
      await app.services.mail.kick();
    },
    close: async () => {
      await app.close();
      await db.destroy();
      await fresh.drop();
    },
  };
}

/** A second app on the database and content of `t`, built with other options (close it, then `t`). */
export function appBeside(t: TestApp, options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  return buildApp({
    config: t.config,
    db: t.db,
    content: t.app.services.content,
    transport: new MemoryTransport(),
    limiter: createMemoryRateLimiter(),
    startMail: false,
    ...options,
  });
}

/**
 * One suite per database (SQLite always, PostgreSQL when TEST_DATABASE_URL is set), each with its own
 * app and fresh database for the whole suite: `describeWithApp('pillars', (t) => { it(...) })`.
 * `t` is filled in before the first test runs.
 */
export function describeWithApp(
  name: string,
  body: (t: TestApp, kind: 'sqlite' | 'postgres') => void,
  env: Record<string, string> = {},
): void {
  describe.each(DATABASES)(`${name} on %s`, (kind) => {
    const t = {} as TestApp;
    beforeAll(async () => {
      Object.assign(t, await createTestApp(kind, env));
    });
    afterAll(async () => {
      await t.close();
    });
    body(t, kind);
  });
}

/** A member's `users` row as the early migrations (0005 to 0008) left it, for tests that migrate old data. */
export function earlyMemberRow(id: string, at: string): Record<string, unknown> {
  return {
    id,
    email: `${id}@example.ca`,
    password_hash: 'x',
    first_name: 'Avery',
    last_name: 'Tremblay',
    date_of_birth: '1975-06-15',
    street: '',
    city: '',
    province: 'ON',
    postal_code: 'K1A 0B1',
    email_verified_at: at,
    agreements_accepted_at: at,
    created_at: at,
    updated_at: at,
    sex: null,
  };
}

let counter = 0;
/** A unique, valid registration body; override any field. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `member${counter}.${Math.random().toString(36).slice(2, 8)}@example.ca`,
    password: 'Maple-Leaf-2024',
    firstName: 'Avery',
    lastName: 'Tremblay',
    dateOfBirth: '1975-06-15',
    address: { street: '12 Elm Street', city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1' },
    acceptReleaseOfInformation: true,
    acceptTermsAndConditions: true,
    acceptPrivacyPolicy: true,
    ...overrides,
  };
}

/** Registers, verifies and logs in a member; returns their token and e-mail. */
export async function signUp(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; email: string; password: string }> {
  const body = registration(overrides);
  const reg = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: body });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  await t.settle();
  const verify = await t.app.inject({ method: 'GET', url: `/api/user/verify-email/${t.mail.lastToken(body.email, 'verify-email')}` });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: body.email, password: body.password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { token: login.json().token, email: body.email, password: body.password };
}

export interface TestMember {
  token: string;
  userId: string;
  email: string;
  password: string;
}

const memberPasswordHashes = new WeakMap<TestApp, Promise<string>>();

/**
 * A verified member with a live session, written straight to the database: for tests that are not
 * about sign-up. Every factory member has the password 'Maple-Leaf-2024'.
 */
export async function createMember(
  t: TestApp,
  overrides: { email?: string; firstName?: string; lastName?: string; dateOfBirth?: string; sex?: 'male' | 'female' | null } = {},
): Promise<TestMember> {
  counter += 1;
  const password = 'Maple-Leaf-2024';
  let hash = memberPasswordHashes.get(t);
  if (!hash) {
    hash = t.app.services.hasher.hash(password);
    memberPasswordHashes.set(t, hash);
  }
  const now = nowIso();
  const userId = newId();
  const email = overrides.email ?? `member${counter}.${Math.random().toString(36).slice(2, 8)}@example.ca`;
  await insertUser(t.db, {
    id: userId,
    email,
    password_hash: await hash,
    first_name: overrides.firstName ?? 'Avery',
    last_name: overrides.lastName ?? 'Tremblay',
    date_of_birth: overrides.dateOfBirth ?? '1975-06-15',
    street: '12 Elm Street',
    city: 'Ottawa',
    province: 'ON',
    postal_code: 'K1A 0B1',
    email_verified_at: now,
    agreements_accepted_at: now,
    created_at: now,
    updated_at: now,
    sex: overrides.sex ?? null,
  });
  const token = randomToken(32);
  await insertSession(t.db, {
    id: newId(),
    userId,
    tokenHash: hashToken(token),
    expiresAt: addMs(now, DAY_MS),
    idleMs: DAY_MS,
    persistent: false,
    stage: 'full',
  });
  return { token, userId, email, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Calls to `t`'s app as someone signed in (their token, or a member or staff member with one), to
 * `prefix` + the URL: a body object goes as JSON, a string as it is, labelled application/json (the
 * malformed bodies' tests); `headers` add to or override the session's.
 */
export function callerOf(t: TestApp, prefix = '') {
  return (
    who: string | { token: string },
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `${prefix}${url}`,
      headers: {
        ...bearer(typeof who === 'string' ? who : who.token),
        ...headers,
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export interface TestStaff {
  token: string;
  userId: string;
  email: string;
  name: string;
}

/**
 * A care-team member (coach, clinician or admin) with a verified address, an enrolled second factor
 * and a full-stage session, written straight to the database: for tests that are not about
 * invitations or TOTP.
 */
export async function createStaff(
  t: TestApp,
  role: StaffRole,
  overrides: { firstName?: string; lastName?: string; email?: string; coachId?: string | null } = {},
): Promise<TestStaff> {
  counter += 1;
  const now = nowIso();
  const userId = newId();
  const firstName = overrides.firstName ?? (role === 'coach' ? 'Maya' : 'Noor');
  const lastName = overrides.lastName ?? (role === 'coach' ? 'Thompson' : 'Haddad');
  const email = overrides.email ?? `${role}${counter}.${Math.random().toString(36).slice(2, 8)}@clinic.example`;
  await insertUser(t.db, {
    id: userId,
    email,
    password_hash: '',
    first_name: firstName,
    last_name: lastName,
    date_of_birth: '',
    street: '',
    city: '',
    province: '',
    postal_code: '',
    email_verified_at: now,
    agreements_accepted_at: now,
    created_at: now,
    updated_at: now,
    role,
    totp_enabled_at: now,
    coach_id: overrides.coachId ?? null,
  });
  const token = randomToken(32);
  const { idleMs, absoluteMs } = t.config.session.staff;
  await insertSession(t.db, {
    id: newId(),
    userId,
    tokenHash: hashToken(token),
    expiresAt: addMs(now, absoluteMs),
    idleMs,
    persistent: false,
    stage: 'full',
  });
  return { token, userId, email, name: `${firstName} ${lastName}` };
}

/**
 * A complete, valid answer set for any survey: the first option, the minimum number or scale value,
 * or a short text for each visible required question, with `overrides` applied first.
 */
export function completeAnswers(def: SurveyDefinition, overrides: Answers = {}): Answers {
  const answers: Answers = { ...overrides };
  for (let pass = 0; pass < def.questions.length; pass++) {
    for (const q of visibleQuestions(def, answers)) {
      if (!q.required || q.key in answers) continue;
      if (q.type === 'single_choice') answers[q.key] = q.options[0]!.key;
      else if (q.type === 'multi_choice') answers[q.key] = [q.options[0]!.key];
      else if (q.type === 'number' || q.type === 'scale') answers[q.key] = q.min;
      else answers[q.key] = 'Nothing to add';
    }
  }
  return answers;
}

export function surveyFromContent(t: TestApp, key: string): SurveyDefinition {
  const def = t.app.services.content.surveys.find((s) => s.key === key);
  if (!def) throw new Error(`no survey ${key}`);
  return def;
}

/** A catalogue message (shared `msg`, the server's `smsg`) in the English the API answers by default. */
export function english(text: string): string {
  return t('en', text);
}

// --- Waiting for things, not for time (decision 0081) ---

/**
 * Waits until `condition` holds, asking again every `intervalMs`; fails with `what` once the poll
 * timeout (15 s, vitest.config.ts) has passed. For a thing that happens on its own, in the background.
 */
export async function until(condition: () => boolean | Promise<boolean>, what: string, intervalMs = 10): Promise<void> {
  await expect.poll(condition, { message: what, interval: intervalMs }).toBe(true);
}

/**
 * Waits until the clock shows a later millisecond than when it was called, so that what is written
 * next carries a later time than what was written before (stored times have millisecond precision).
 */
export async function nextMillisecond(): Promise<void> {
  const start = Date.now();
  while (Date.now() <= start) await new Promise((resolve) => setImmediate(resolve));
}
