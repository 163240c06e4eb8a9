import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/connection.js';
import { runDueBackfills } from '../db/backfills.js';
import { migrateTo, migrateToLatest } from '../db/migrate.js';
import { DATABASES, freshDatabase, MemoryTransport, until } from '../test/helpers.js';
import { backoffMs, enqueueMail, MailDelivery, MAX_ATTEMPTS, OutboxKey, sealStoredMail } from './outbox.js';
import { createFileTransport } from './transports.js';
import { verificationMail } from './templates.js';

const log = pino({ level: 'silent' });
const key = new OutboxKey(randomBytes(32));
const ctx = { clinicName: 'Cedar Grove Lifestyle Medicine', publicUrl: 'http://localhost:3000', outboxKey: key };
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(): Promise<{ db: Db; dir: string }> {
  const fresh = await freshDatabase('sqlite');
  const db = createDb(fresh.target);
  await migrateToLatest(db);
  cleanups.push(async () => {
    await db.destroy();
    await fresh.drop();
  });
  return { db, dir: fresh.dir };
}

describe('mail outbox', () => {
  it('writes one .eml file per message with text and HTML parts', async () => {
    const { db, dir } = await setup();
    const outbox = path.join(dir, 'outbox');
    const delivery = new MailDelivery(db, createFileTransport(outbox, log), key, 'Clinic <no-reply@clinic.ca>', log);
    await enqueueMail(db, verificationMail(ctx, 'member@example.ca', 'Avery', 'tok123'));
    await delivery.kick();
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toContain('To: member@example.ca');
    expect(eml).toContain('Subject: Confirm your email for Cedar Grove Lifestyle Medicine');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('http://localhost:3000/verify-email/tok123');
    const row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    await delivery.stop();
  });

  it('keeps a message through failures and delivers it on a later attempt', async () => {
    const { db } = await setup();
    const transport = new MemoryTransport();
    transport.failNext = 1;
    const delivery = new MailDelivery(db, transport, key, 'x@y.ca', log);
    await enqueueMail(db, { kind: 'password-changed', to: 'a@example.ca', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', sealWith: key });
    await delivery.kick();
    let row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'simulated SMTP outage' });
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is sent.
    await delivery.kick();
    expect(transport.sent).toHaveLength(0);
    // Due again (as after the backoff, or after a restart): delivered once.
    await db.updateTable('mail_outbox').set({ next_attempt_at: '2000-01-01T00:00:00.000Z' }).execute();
    const afterRestart = new MailDelivery(db, transport, key, 'x@y.ca', log);
    await afterRestart.kick();
    row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(transport.sent).toHaveLength(1);
  });

  it('does not send a message whose stored headers are not headers, and names the column in its error', async () => {
    const { db } = await setup();
    const transport = new MemoryTransport();
    const delivery = new MailDelivery(db, transport, key, 'x@y.ca', log);
    await enqueueMail(db, { kind: 'reminder-daily', to: 'a@example.ca', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', sealWith: key });
    await db
      .updateTable('mail_outbox')
      .set({ headers: key.seal(JSON.stringify({ 'List-Unsubscribe': 42 })) })
      .execute();
    await delivery.kick();
    const row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.last_error).toMatch(/^mail_outbox\.headers \(message .+\) holds a value of the wrong shape/);
    expect(transport.sent).toHaveLength(0);
  });

  it('gives up after the last attempt but keeps the row', async () => {
    const { db } = await setup();
    const transport = new MemoryTransport();
    transport.failNext = 1;
    await enqueueMail(db, { kind: 'password-changed', to: 'a@example.ca', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', sealWith: key });
    await db
      .updateTable('mail_outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .execute();
    await new MailDelivery(db, transport, key, 'x@y.ca', log).kick();
    const row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', kind: 'password-changed', to_address: '', text_body: '', html_body: '' });
  });

  it('keeps only metadata once a message is delivered: no address, no body, no token', async () => {
    const { db } = await setup();
    const transport = new MemoryTransport();
    await enqueueMail(db, verificationMail(ctx, 'Member@Example.ca', 'Avery', 'secret-token-123'));
    await new MailDelivery(db, transport, key, 'x@y.ca', log).kick();
    expect(transport.sent[0]?.text).toContain('/verify-email/secret-token-123');
    const row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'sent',
      kind: 'verification',
      to_address: '',
      subject: '',
      text_body: '',
      html_body: '',
      recipient_hash: key.recipientHash('member@example.ca'),
    });
    expect(row.sent_at).toBeTruthy();
    expect(JSON.stringify(row)).not.toMatch(/secret-token-123|member@example/i);
  });

  it('keys the hash it keeps of the address: no list of addresses hashed with SHA-256 finds it', async () => {
    const { db } = await setup();
    await enqueueMail(db, verificationMail(ctx, 'member@example.ca', 'Avery', 't'));
    await new MailDelivery(db, new MemoryTransport(), key, 'x@y.ca', log).kick();
    const row = await db.selectFrom('mail_outbox').select('recipient_hash').executeTakeFirstOrThrow();
    expect(row.recipient_hash).toBe(key.recipientHash('Member@Example.ca'));
    expect(row.recipient_hash).not.toContain(createHash('sha256').update('member@example.ca').digest('hex'));
    expect(new OutboxKey(randomBytes(32)).recipientHash('member@example.ca')).not.toBe(row.recipient_hash);
  });

  it('seals the bodies and headers of a message while it waits: the row holds no link, only the key opens it', async () => {
    const { db } = await setup();
    const token = 'waiting-invitation-token-789';
    const transport = new MemoryTransport();
    await enqueueMail(db, {
      ...verificationMail(ctx, 'member@example.ca', 'Avery', token),
      headers: { 'List-Unsubscribe': `<http://localhost:3000/unsubscribe/${token}>` },
    });
    const row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain('verify-email');
    expect(key.open(row.text_body)).toContain(`/verify-email/${token}`);
    expect(() => new OutboxKey(randomBytes(32)).open(row.text_body)).toThrow();
    await new MailDelivery(db, transport, key, 'x@y.ca', log).kick();
    expect(transport.sent[0]?.text).toContain(`/verify-email/${token}`);
    expect(transport.sent[0]?.html).toContain(`/verify-email/${token}`);
    expect(transport.sent[0]?.headers).toEqual({ 'List-Unsubscribe': `<http://localhost:3000/unsubscribe/${token}>` });
  });

  it('leaves no link in the bytes of the SQLite database or its write-ahead log once the message is sent', async () => {
    const fresh = await freshDatabase('sqlite');
    const db = createDb(fresh.target);
    cleanups.push(async () => {
      await db.destroy();
      await fresh.drop();
    });
    await migrateToLatest(db);
    const token = `live-link-${randomBytes(12).toString('hex')}`;
    await enqueueMail(db, verificationMail(ctx, 'member@example.ca', 'Avery', token));
    await new MailDelivery(db, new MemoryTransport(), key, 'x@y.ca', log).kick();
    const file = fresh.target.kind === 'sqlite' ? fresh.target.file : '';
    for (const bytes of [file, `${file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f))) {
      expect(bytes.includes(token)).toBe(false);
      expect(bytes.includes('verify-email')).toBe(false);
    }
  });

  it('keeps the .eml files for the retention only, and deletes the files of messages it is told to forget', async () => {
    const { dir } = await setup();
    const outbox = path.join(dir, 'outbox');
    const transport = createFileTransport(outbox, log, 7 * 24 * 60 * 60 * 1000);
    const mail = (id: string) => ({ id, from: 'x@y.ca', to: 'a@example.ca', subject: 'S', text: 'T', html: 'H' });
    const [old, recent, forgotten] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of [old, recent, forgotten]) await transport.send(mail(id));
    const fileOf = (id: string) =>
      path.join(
        outbox,
        fs.readdirSync(outbox).find((f) => f.endsWith(`-${id}.eml`))!,
      );
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    fs.utimesSync(fileOf(old), eightDaysAgo, eightDaysAgo);
    fs.writeFileSync(path.join(outbox, 'notes.txt'), 'not a message');
    fs.utimesSync(path.join(outbox, 'notes.txt'), eightDaysAgo, eightDaysAgo);
    expect(await transport.sweep!()).toBe(1);
    await transport.forget!([forgotten, randomUUID()]);
    expect(fs.readdirSync(outbox).sort()).toEqual([path.basename(fileOf(recent)), 'notes.txt'].sort());
    // The server sweeps as it starts, and every hour after.
    fs.utimesSync(fileOf(recent), eightDaysAgo, eightDaysAgo);
    const { db } = await setup();
    const delivery = new MailDelivery(db, transport, key, 'x@y.ca', log);
    delivery.start();
    await expect.poll(() => fs.readdirSync(outbox)).toEqual(['notes.txt']);
    await delivery.stop();
  });

  it('seals the messages waiting and keys the address hashes kept from before migration 0026, once', async () => {
    const fresh = await freshDatabase('sqlite');
    const db = createDb(fresh.target);
    cleanups.push(async () => {
      await db.destroy();
      await fresh.drop();
    });
    await migrateTo(db, '0020-user-language');
    const at = new Date().toISOString();
    const plain = {
      kind: 'staff-invitation',
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
      claim_token: null,
      last_error: null,
      sent_at: null,
    };
    await db
      .insertInto('mail_outbox')
      .values([
        {
          ...plain,
          id: randomUUID(),
          to_address: 'new.clinician@example.ca',
          recipient_hash: null,
          subject: 'You are invited',
          text_body: 'Set your password: http://localhost:3000/staff-invitation/old-live-token',
          html_body: '<a href="http://localhost:3000/staff-invitation/old-live-token">Set it</a>',
          headers: null,
        },
        {
          ...plain,
          id: randomUUID(),
          status: 'sent' as const,
          to_address: '',
          recipient_hash: createHash('sha256').update('gone@example.ca').digest('hex'),
          subject: '',
          text_body: '',
          html_body: '',
          headers: null,
        },
      ])
      .execute();
    await migrateToLatest(db);
    const serverKey = randomBytes(32);
    const mine = new OutboxKey(serverKey);
    expect(await runDueBackfills(db, { serverKey })).toMatchObject({ 'outbox-sealed': 2 });
    const rows = await db.selectFrom('mail_outbox').selectAll().orderBy('status').execute();
    expect(JSON.stringify(rows)).not.toContain('old-live-token');
    expect(rows.map((r) => r.recipient_hash)).toEqual([null, mine.recipientHash('gone@example.ca')]);
    // Once: the start-up finds nothing due, and the step run again changes nothing.
    expect(await runDueBackfills(db, { serverKey })).toEqual({});
    expect(await db.transaction().execute((trx) => sealStoredMail(trx, mine))).toBe(0);
    const transport = new MemoryTransport();
    await new MailDelivery(db, transport, mine, 'x@y.ca', log).kick();
    expect(transport.sent.map((m) => [m.to, m.text])).toEqual([
      ['new.clinician@example.ca', 'Set your password: http://localhost:3000/staff-invitation/old-live-token'],
    ]);
  });

  it('logs the path of the .eml file, never the link inside it', async () => {
    const { db, dir } = await setup();
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const outbox = path.join(dir, 'outbox');
    const delivery = new MailDelivery(db, createFileTransport(outbox, logger), key, 'x@y.ca', logger);
    await enqueueMail(db, verificationMail(ctx, 'member@example.ca', 'Avery', 'secret-token-456'));
    await delivery.kick();
    await delivery.stop();
    const logged = lines.join('\n');
    expect(logged).toContain(path.join(outbox, fs.readdirSync(outbox)[0]!));
    expect(logged).not.toContain('secret-token-456');
    expect(logged).not.toContain('verify-email');
  });

  it('backs off exponentially up to six hours', () => {
    expect(backoffMs(1)).toBe(15_000);
    expect(backoffMs(2)).toBe(30_000);
    expect(backoffMs(30)).toBe(6 * 60 * 60 * 1000);
  });

  it('escapes names in the HTML part', () => {
    const mail = verificationMail(ctx, 'a@b.ca', '<img src=x onerror=alert(1)>', 't');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img');
  });
});

/** A transport that takes a while per message, so two workers' passes overlap. */
class SlowTransport extends MemoryTransport {
  constructor(private readonly ms: number) {
    super();
  }
  override async send(mail: Parameters<MemoryTransport['send']>[0]): Promise<void> {
    await new Promise((r) => setTimeout(r, this.ms));
    await super.send(mail);
  }
}

describe.each(DATABASES)('outbox claims (%s)', (kind) => {
  /** Two handles on one database, with their own connections, as two server copies have. */
  async function twoCopies(): Promise<[Db, Db]> {
    const fresh = await freshDatabase(kind);
    const a = createDb(fresh.target);
    const b = createDb(fresh.target);
    cleanups.push(async () => {
      await a.destroy();
      await b.destroy();
      await fresh.drop();
    });
    await migrateToLatest(a);
    return [a, b];
  }
  const message = (i: number) => ({
    kind: 'password-changed' as const,
    to: `m${i}@example.ca`,
    subject: 'S',
    text: 'T',
    html: 'H',
    sealWith: key,
  });

  it('sends each message once when two copies deliver at the same time', async () => {
    const [a, b] = await twoCopies();
    for (let i = 0; i < 23; i++) await enqueueMail(a, message(i));
    const transport = new SlowTransport(5);
    const copies = [new MailDelivery(a, transport, key, 'x@y.ca', log), new MailDelivery(b, transport, key, 'x@y.ca', log)];
    await Promise.all(copies.map((c) => c.kick()));
    const sent = transport.sent.map((m) => m.to);
    expect(sent).toHaveLength(23);
    expect(new Set(sent).size).toBe(23);
    const rows = await a.selectFrom('mail_outbox').select(['status', 'attempts', 'claim_token']).execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.claim_token === null)).toBe(true);
  });

  it.runIf(kind === 'postgres')('skips a message another copy is claiming instead of waiting for it or taking it too', async () => {
    const [a, b] = await twoCopies();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await enqueueMail(a, message(i)));
    // Another copy is in the middle of claiming the oldest message: its row is locked, not yet committed.
    const other = await a.startTransaction().execute();
    await other
      .updateTable('mail_outbox')
      .set({ claim_token: 'other-copy', next_attempt_at: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', ids[0]!)
      .execute();
    const transport = new MemoryTransport();
    let finished = false;
    const pass = new MailDelivery(b, transport, key, 'x@y.ca', log).kick().then(() => (finished = true));
    // Either the pass ends, or a connection of this database waits for a row lock (the pass, on the oldest message).
    const waitsForLock = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(a)
      ).rows[0]!.n > 0;
    await until(async () => finished || (await waitsForLock()), 'the pass ended or waits for the locked message');
    const finishedWhileLocked = finished;
    await other.commit().execute();
    await pass;
    expect(finishedWhileLocked).toBe(true);
    // The three others, each once (messages queued in the same millisecond have no order between them).
    expect(transport.sent.map((m) => m.to).sort()).toEqual(['m1@example.ca', 'm2@example.ca', 'm3@example.ca']);
  });

  it('takes over the messages of a copy that crashed once its lease has ended', async () => {
    const [a, b] = await twoCopies();
    const id = await enqueueMail(a, message(1));
    // A copy claimed the message (its attempt counted) and died before sending it.
    const lease = (at: string) =>
      a.updateTable('mail_outbox').set({ claim_token: 'dead-copy', attempts: 1, next_attempt_at: at }).where('id', '=', id).execute();
    await lease(new Date(Date.now() + 60_000).toISOString());
    const transport = new MemoryTransport();
    await new MailDelivery(b, transport, key, 'x@y.ca', log).kick();
    expect(transport.sent).toHaveLength(0);
    await lease(new Date(Date.now() - 1).toISOString());
    await new MailDelivery(b, transport, key, 'x@y.ca', log).kick();
    expect(transport.sent.map((m) => m.to)).toEqual(['m1@example.ca']);
    const row = await a.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, claim_token: null });
  });

  it('lets only the claim that holds the message record how it went', async () => {
    const [a, b] = await twoCopies();
    const id = await enqueueMail(a, message(2));
    // Copy A's send hangs past its lease; copy B takes the message over and delivers it.
    let finishSend!: () => void;
    const hanging = new (class extends MemoryTransport {
      override async send(mail: Parameters<MemoryTransport['send']>[0]): Promise<void> {
        await new Promise<void>((r) => (finishSend = r));
        throw new Error(`connection reset while sending to ${mail.to}`);
      }
    })();
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const stuck = new MailDelivery(a, hanging, key, 'x@y.ca', logger).kick();
    await expect
      .poll(async () => (await a.selectFrom('mail_outbox').select('claim_token').executeTakeFirstOrThrow()).claim_token)
      .not.toBeNull();
    await a
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    const transport = new MemoryTransport();
    await new MailDelivery(b, transport, key, 'x@y.ca', log).kick();
    expect(transport.sent).toHaveLength(1);
    // A's failure comes after B's success: it must not turn the sent message back to pending.
    finishSend();
    await stuck;
    const row = await a.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', to_address: '', claim_token: null });
    expect(lines.join('\n')).toContain('another worker took the message over');
  });
});
