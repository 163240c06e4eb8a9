import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './db/connection.js';
import { enqueueMail, OutboxKey } from './mail/outbox.js';
import { redisSessionVersion } from './modules/user/session-cache.js';
import { insertUser } from './modules/user/user.repository.js';
import { newId } from './lib/tokens.js';
import { readContent } from './content/loader.js';
import { CONTENT_DIR, freshDatabase, registration } from './test/helpers.js';
import { freePort, killServers, startServer, waitForHealth, type ServerProcess } from './test/server-process.js';

// Two real server processes on one PostgreSQL database and one Redis, as behind a load balancer
// (decision 0044): they start at the same moment on an empty database, then share sessions, rate
// limits and the mail outbox.
const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.skipIf(!enabled)('two copies behind a load balancer', () => {
  let drop: () => Promise<void>;
  let db: Db;
  let outbox: string;
  // The copies' shared key: messages queued here are sealed with it, as the copies' own are.
  const serverKey = randomBytes(32);
  const sealWith = new OutboxKey(serverKey);
  const copies: Array<{ name: string; base: string; proc: ServerProcess }> = [];
  // Failed logins of one address from one IP (both copies see 127.0.0.1) allowed per window.
  const PER_EMAIL = 4;

  beforeAll(async () => {
    const fresh = await freshDatabase('postgres');
    drop = fresh.drop;
    outbox = path.join(fresh.dir, 'outbox');
    const shared = {
      DATABASE_URL: fresh.target.kind === 'postgres' ? fresh.target.url : '',
      REDIS_URL: process.env.TEST_REDIS_URL!,
      MAIL_OUTBOX_DIR: outbox,
      APP_SECRET_KEY: serverKey.toString('base64'),
      RATE_LIMIT_AUTH_PER_EMAIL: String(PER_EMAIL),
      RATE_LIMIT_AUTH_PER_IP: '1000',
    };
    const ports = [await freePort(), await freePort()];
    // Both at once, on an empty database: each one migrates and loads content at start.
    for (const [i, name] of ['A', 'B'].entries()) {
      const dataDir = path.join(fresh.dir, `copy-${name}`);
      const proc = startServer({ ...shared, PORT: String(ports[i]), DATA_DIR: dataDir });
      copies.push({ name, base: `http://127.0.0.1:${ports[i]}`, proc });
    }
    await Promise.all(copies.map((c) => waitForHealth(c.base)));
    db = createDb(fresh.target);
  }, 120_000);

  afterAll(async () => {
    killServers();
    await db?.destroy();
    await drop?.();
  });

  const [a, b] = [0, 1].map((i) => ({
    call: (method: string, url: string, body?: unknown, token?: string) =>
      fetch(`${copies[i]!.base}/api${url}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }),
  })) as [{ call: Call }, { call: Call }];
  type Call = (method: string, url: string, body?: unknown, token?: string) => Promise<Response>;

  /** The .eml files in the shared outbox folder. */
  const emails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []);

  async function allSent(): Promise<void> {
    await expect
      .poll(async () => (await db.selectFrom('mail_outbox').select('id').where('status', '!=', 'sent').execute()).length, {
        timeout: 30_000,
      })
      .toBe(0);
  }

  it('both come up on an empty database: one migrates and loads content, the other waits its turn', async () => {
    const outputs = copies.map((c) => c.proc.output());
    for (const out of outputs) expect(out).toContain('WellPath is ready');
    expect(outputs.filter((o) => o.includes('"msg":"database migrated"'))).toHaveLength(1);
    const migrations = await db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(migrations.length).toBeGreaterThan(10);
    const content = readContent(CONTENT_DIR);
    expect(await db.selectFrom('pillars').select('key').execute()).toHaveLength(content.pillars.length);
    expect(await db.selectFrom('surveys').select('key').execute()).toHaveLength(content.surveys.length);
  });

  let email: string;
  let password: string;
  let token: string;

  it('a member signs up on one copy and verifies and logs in on the other', async () => {
    const body = registration();
    email = body.email;
    password = body.password;
    expect((await a.call('POST', '/user/register', body)).status).toBe(201);
    await allSent();
    const mail = emails()
      // Quoted-printable: soft line breaks and =XX escapes, undone well enough to read the link.
      .map((f) =>
        fs
          .readFileSync(path.join(outbox, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .find((m) => m.includes(`To: ${email}`));
    const verify = mail?.match(/\/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
    expect(verify).toBeTruthy();
    expect((await b.call('GET', `/user/verify-email/${verify}`)).status).toBe(200);
    const login = await b.call('POST', '/user/login', { email, password: body.password });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  });

  it('a session works on both copies, and a logout on one moves the version the other reads, which then refuses it', async () => {
    // Both copies now hold the session in their caches.
    expect((await a.call('GET', '/user/profile', undefined, token)).status).toBe(200);
    expect((await b.call('GET', '/user/profile', undefined, token)).status).toBe(200);
    expect((await b.call('GET', '/user/profile', undefined, token)).status).toBe(200);
    // The version the copies share in Redis (each reads it every second and drops its entries when it moved).
    const shared = redisSessionVersion(new Redis(process.env.TEST_REDIS_URL!));
    try {
      const before = await shared.read();
      expect((await a.call('POST', '/user/logout', undefined, token)).status).toBe(200);
      expect(await shared.read()).not.toBe(before);
      expect((await a.call('GET', '/user/profile', undefined, token)).status).toBe(401);
      // That a copy drops its entries when the version moves is the session cache's own test; here,
      // that B then refuses the session (waiting for that, not for a time: a loaded machine is slower).
      await expect.poll(async () => (await b.call('GET', '/user/profile', undefined, token)).status, { interval: 50 }).toBe(401);
    } finally {
      await shared.close();
    }
  });

  it('a home answer one copy keeps is never served once the other copy has acknowledged a change', async () => {
    const login = await a.call('POST', '/user/login', { email, password });
    expect(login.status).toBe(200);
    const member = ((await login.json()) as { token: string }).token;
    type Pillar = { _id: string; is_active: boolean };
    const pillars = async (copy: { call: Call }) => {
      const res = await copy.call('GET', '/lifestyle/pillars', undefined, member);
      expect(res.status).toBe(200);
      return (await res.json()) as Pillar[];
    };
    const first = (await pillars(b))[0]!;
    // Both copies keep the list now (PostgreSQL with REDIS_URL keeps the home in memory by default).
    expect((await pillars(b))[0]!.is_active).toBe(first.is_active);
    expect((await pillars(a))[0]!.is_active).toBe(first.is_active);
    for (const [writer, reader] of [
      [a, b],
      [b, a],
      [a, b],
    ] as const) {
      const before = (await pillars(reader)).find((p) => p._id === first._id)!.is_active;
      const toggled = await writer.call('POST', `/lifestyle/pillars/${first._id}/toggle`, undefined, member);
      expect(toggled.status).toBe(200);
      expect(((await toggled.json()) as Pillar).is_active).toBe(!before);
      // At once, on the copy that did not write: no second to wait as with sessions.
      expect((await pillars(reader)).find((p) => p._id === first._id)!.is_active).toBe(!before);
      expect((await pillars(writer)).find((p) => p._id === first._id)!.is_active).toBe(!before);
    }
  });

  it('keeps a reading sent once to each copy at the same moment as one reading and one alert, with or without a key', async () => {
    const login = await b.call('POST', '/user/login', { email, password });
    const member = ((await login.json()) as { token: string }).token;
    const send = (copy: { call: Call }, measured_at: string, key?: string) =>
      fetch(`${copies[copy === a ? 0 : 1]!.base}/api/healthtracking/bloodpressure`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${member}`,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify({ systolic: 188, diastolic: 124, pulse: 92, measured_at }),
      });
    for (const [measuredAt, key] of [
      ['2025-07-01T09:00:00.000Z', undefined],
      ['2025-07-02T09:00:00.000Z', 'one-tap'],
    ] as const) {
      const answers = await Promise.all([
        send(a, measuredAt, key),
        send(b, measuredAt, key),
        send(a, measuredAt, key),
        send(b, measuredAt, key),
      ]);
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { _id: string })._id));
      expect(new Set(ids).size).toBe(1);
    }
    const userId = (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    expect(await db.selectFrom('bp_readings').select('id').where('user_id', '=', userId).execute()).toHaveLength(2);
    expect(await db.selectFrom('alerts').select('id').where('user_id', '=', userId).execute()).toHaveLength(2);
  }, 30_000);

  it('counts failed logins of one address across both copies', async () => {
    const target = `limited.${Math.random().toString(36).slice(2, 8)}@example.ca`;
    const attempt = (copy: { call: Call }) => copy.call('POST', '/user/login', { email: target, password: 'Wrong-Password-1' });
    for (let i = 0; i < PER_EMAIL; i++) expect((await attempt(i % 2 ? b : a)).status).toBe(401);
    // Each copy counted only half of them itself: the limit holds because they share the counter.
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  }, 30_000);

  it('sends every e-mail exactly once while both copies deliver the outbox', async () => {
    const before = new Set(emails());
    const ids: string[] = [];
    for (let i = 0; i < 40; i++)
      ids.push(
        await enqueueMail(db, {
          kind: 'password-changed',
          to: `bulk${i}@example.ca`,
          subject: `Bulk ${i}`,
          text: 'T',
          html: 'H',
          sealWith,
        }),
      );
    // A reset request on each copy at the same moment: each queues one more message and wakes its worker.
    const answers = await Promise.all([a, b].map((c) => c.call('POST', '/user/forgot-password', { email })));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    await expect
      .poll(async () => (await db.selectFrom('mail_outbox').select('id').execute()).length)
      .toBeGreaterThanOrEqual(ids.length + 3);
    await allSent();
    const files = emails().filter((f) => !before.has(f));
    expect(files).toHaveLength(ids.length + 2);
    // Each file is named after its message: every one of the 40 exactly once.
    const sentIds = files.map((f) => f.match(/-([0-9a-f-]{36})\.eml$/)?.[1]);
    for (const id of ids) expect(sentIds.filter((s) => s === id)).toHaveLength(1);
    const rows = await db.selectFrom('mail_outbox').select(['status', 'attempts', 'claim_token']).execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.claim_token === null)).toBe(true);
    // Each delivery is logged by the copy that made it, and no message by both.
    const logged = copies.flatMap((c) =>
      [...c.proc.output().matchAll(/"mailId":"([^"]+)"[^\n]*mail written to the outbox folder/g)].map((m) => m[1]),
    );
    expect(new Set(logged).size).toBe(logged.length);
  }, 60_000);

  it('escalates an overdue alert exactly once while both copies run their escalation passes (decision 0086)', async () => {
    // A clinician to tell, and an alert of a member overdue for both steps, written straight in the
    // database: each copy's pass (every minute, at the same moments) finds it.
    const now = new Date().toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    const clinicianEmail = `escalation.${newId()}@clinic.example`;
    await insertUser(db, {
      id: newId(),
      email: clinicianEmail,
      password_hash: '',
      first_name: 'Noor',
      last_name: 'Haddad',
      date_of_birth: '',
      street: '',
      city: '',
      province: '',
      postal_code: '',
      email_verified_at: now,
      agreements_accepted_at: now,
      created_at: now,
      updated_at: now,
      role: 'clinician',
      totp_enabled_at: now,
      coach_id: null,
    });
    const alertId = newId();
    await db
      .insertInto('alerts')
      .values({
        id: alertId,
        user_id: newId(),
        kind: 'bp_crisis',
        source_key: `bp_reading:${newId()}`,
        summary: 'Blood pressure 199/121',
        created_at: past,
        acknowledged_by: null,
        acknowledged_at: null,
        resolved_by: null,
        resolved_at: null,
        resolution_note: null,
        due_at: past,
        admins_due_at: past,
      })
      .execute();
    const escalated = () =>
      db.selectFrom('alerts').select(['escalated_at', 'escalated_admins_at']).where('id', '=', alertId).executeTakeFirstOrThrow();
    await expect.poll(async () => (await escalated()).escalated_admins_at, { timeout: 150_000, interval: 500 }).not.toBeNull();
    expect((await escalated()).escalated_at).not.toBeNull();
    // Let the other copy's pass of the same minute finish, then count: one e-mail, to the one clinician.
    await allSent();
    const rows = await db.selectFrom('mail_outbox').select(['id', 'recipient_hash']).where('kind', '=', 'care-escalation').execute();
    expect(rows).toHaveLength(1);
    const files = emails()
      .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
      .filter((m) => m.includes(`To: ${clinicianEmail}`));
    expect(files).toHaveLength(1);
    expect(files[0]!.toLowerCase()).not.toContain('blood pressure');
  }, 180_000);
});
