import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { OutboxKey } from './mail/outbox.js';
import { loadSecretKey } from './lib/secret-box.js';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, killServers, startServer as start, waitForHealth } from './test/server-process.js';
import { until } from './test/helpers.js';

// The real server process: start-up, graceful shutdown and recovery after a crash.
const dirs: string[] = [];
afterEach(() => {
  killServers();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-proc-'));
  dirs.push(d);
  return d;
}

// Each test starts one or two server processes (Node, migrations, content): on a loaded two-core machine
// that alone has taken over a minute. The tests wait for the processes, not for a time; this is how
// long a test may take before it is a failure (decision 0081).
describe('the server process', { timeout: 240_000 }, () => {
  it('stops with a clear message on bad configuration', async () => {
    const s = start({ PORT: 'eighty', DATA_DIR: tempDir() });
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('PORT must be a port number');
  });

  it('refuses to start in production while urgent alerts would reach nobody, naming CARE_TEAM_INBOX; starts with it', async () => {
    const dataDir = tempDir();
    const refused = start({ NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('Urgent alerts would reach nobody');
    expect(refused.output()).toContain('Set CARE_TEAM_INBOX');

    const port = await freePort();
    const s = start({ NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, CARE_TEAM_INBOX: 'care-team@clinic.example' });
    await waitForHealth(`http://127.0.0.1:${port}`);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()).toEqual({ status: 'ok' });
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });

  it('finishes in-flight requests on SIGTERM, then exits cleanly', async () => {
    const port = await freePort();
    const s = start({ PORT: String(port), DATA_DIR: tempDir(), LOG_LEVEL: 'debug' });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    // A login costs an argon2 verification, long enough to still be running when the signal lands.
    const inFlight = fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.ca', password: 'Whatever-123' }),
    });
    // Signal only once the server has taken the request in (at debug it logs each incoming request).
    await until(() => /"path":"\/api\/user\/login","msg":"incoming request"/.test(s.output()), 'the login was taken in', 2);
    s.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(401);
    const code = await s.exited;
    expect(code, s.output()).toBe(0);
    expect(s.output()).toContain('shutdown complete');
  });

  it('answers every request it accepted when SIGTERM lands under load, then exits', async () => {
    const port = await freePort();
    // At debug the server logs each request it takes in: the signal lands once it has taken in the
    // first request of every connection (a connection still in the kernel's queue when the server stops
    // listening was never accepted, and on a loaded machine some were), with the second ones in flight.
    const s = start({ PORT: String(port), DATA_DIR: tempDir(), LOG_LEVEL: 'debug' });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    // 150 connections, each sending two requests back to back (the second waits behind the first).
    const answers = Array.from(
      { length: 150 },
      () =>
        new Promise<string>((resolve) => {
          let got = '';
          const socket = net.connect(port, '127.0.0.1', () => {
            const request = `GET /api/content/landing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
            socket.write(request + request);
          });
          socket.on('data', (d) => (got += d.toString('latin1')));
          socket.on('error', () => resolve(`${got}[error]`));
          socket.on('close', () => resolve(got));
        }),
    );
    const takenIn = () => s.output().split('"path":"/api/content/landing","msg":"incoming request"').length - 1;
    await until(() => takenIn() >= answers.length, 'the first request of every connection was taken in', 2);
    s.child.kill('SIGTERM');
    const replies = await Promise.all(answers);
    // Every connection got its first answer in full; a second one either came too or the server
    // said it would close the connection (`Connection: close`) before it.
    for (const reply of replies) {
      expect(reply, reply.slice(0, 200)).toMatch(/^HTTP\/1\.1 200 /);
      expect(reply).not.toContain('[error]');
      const statuses = reply.match(/HTTP\/1\.1 \d{3}/g) ?? [];
      if (statuses.length < 2) expect(reply.toLowerCase()).toContain('connection: close');
    }
    expect(await s.exited, s.output()).toBe(0);
  });

  it('keeps acknowledged writes after kill -9 and starts cleanly again', async () => {
    const register = (base: string) =>
      fetch(`${base}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'crash@example.ca',
          password: 'Maple-Leaf-2024',
          firstName: 'C',
          lastName: 'R',
          dateOfBirth: '1980-01-01',
          postalCode: 'K1A 0B1',
          acceptReleaseOfInformation: true,
          acceptTermsAndConditions: true,
          acceptPrivacyPolicy: true,
        }),
      });
    const port = await freePort();
    const dataDir = tempDir();
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    const res = await register(base);
    expect(res.status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(base);
    // Signing up again finds the account written before the crash: its owner is told instead.
    expect((await register(base)).status).toBe(201);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    // The verification mail queued with the account survived the crash: sent, or waiting to be retried.
    const db = new SQLite(path.join(dataDir, 'app.db'), { readonly: true });
    try {
      // A delivered message keeps only a hash of its address (the body and address are erased).
      const hash = new OutboxKey(loadSecretKey(undefined, dataDir)).recipientHash('crash@example.ca');
      const mail = db
        .prepare("select status from mail_outbox where kind = 'verification' and (to_address = ? or recipient_hash = ?)")
        .all('crash@example.ca', hash) as Array<{ status: string }>;
      expect(mail.map((m) => m.status)).toEqual([expect.stringMatching(/^(sent|pending)$/)]);
      expect(db.prepare("select count(*) from users where email = 'crash@example.ca'").pluck().get()).toBe(1);
      expect(db.prepare("select count(*) from mail_outbox where kind = 'signup-attempt'").pluck().get()).toBe(1);
    } finally {
      db.close();
    }
  });
});
