import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { freshDatabase, MemoryTransport } from '../test/helpers.js';
import { backoffMs, enqueueMail, MailDelivery, MAX_ATTEMPTS } from './outbox.js';
import { createFileTransport } from './transports.js';
import { verificationMail } from './templates.js';

const log = pino({ level: 'silent' });
const ctx = { clinicName: 'Cedar Grove Lifestyle Medicine', publicUrl: 'http://localhost:3000' };
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
    const delivery = new MailDelivery(db, createFileTransport(outbox, log), 'Clinic <no-reply@clinic.ca>', log);
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
    const delivery = new MailDelivery(db, transport, 'x@y.ca', log);
    await enqueueMail(db, { kind: 'password-changed', to: 'a@example.ca', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    await delivery.kick();
    let row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'simulated SMTP outage' });
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is sent.
    await delivery.kick();
    expect(transport.sent).toHaveLength(0);
    // Due again (as after the backoff, or after a restart): delivered once.
    await db.updateTable('mail_outbox').set({ next_attempt_at: '2000-01-01T00:00:00.000Z' }).execute();
    const afterRestart = new MailDelivery(db, transport, 'x@y.ca', log);
    await afterRestart.kick();
    row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(transport.sent).toHaveLength(1);
  });

  it('gives up after the last attempt but keeps the row', async () => {
    const { db } = await setup();
    const transport = new MemoryTransport();
    transport.failNext = 1;
    await enqueueMail(db, { kind: 'password-changed', to: 'a@example.ca', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    await db
      .updateTable('mail_outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .execute();
    await new MailDelivery(db, transport, 'x@y.ca', log).kick();
    const row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', kind: 'password-changed', to_address: '', text_body: '', html_body: '' });
  });

  it('keeps only metadata once a message is delivered: no address, no body, no token', async () => {
    const { db } = await setup();
    const transport = new MemoryTransport();
    await enqueueMail(db, verificationMail(ctx, 'Member@Example.ca', 'Avery', 'secret-token-123'));
    const pending = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(pending.text_body).toContain('secret-token-123');
    await new MailDelivery(db, transport, 'x@y.ca', log).kick();
    expect(transport.sent[0]?.text).toContain('/verify-email/secret-token-123');
    const row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'sent',
      kind: 'verification',
      to_address: '',
      subject: '',
      text_body: '',
      html_body: '',
      recipient_hash: createHash('sha256').update('member@example.ca').digest('hex'),
    });
    expect(row.sent_at).toBeTruthy();
    expect(JSON.stringify(row)).not.toMatch(/secret-token-123|member@example/i);
  });

  it('logs the path of the .eml file, never the link inside it', async () => {
    const { db, dir } = await setup();
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const outbox = path.join(dir, 'outbox');
    const delivery = new MailDelivery(db, createFileTransport(outbox, logger), 'x@y.ca', logger);
    await enqueueMail(db, verificationMail(ctx, 'member@example.ca', 'Avery', 'secret-token-456'));
    await delivery.kick();
    await delivery.stop();
    const logged = lines.join('\n');
    expect(logged).toContain(path.join(outbox, fs.readdirSync(outbox)[0]!));
    expect(logged).not.toContain('secret-token-456');
    expect(logged).not.toContain('verify-email');
  });

  it('never sends one message twice when two workers run at once', async () => {
    const { db } = await setup();
    const transport = new MemoryTransport();
    for (let i = 0; i < 5; i++)
      await enqueueMail(db, { kind: 'password-changed', to: `m${i}@example.ca`, subject: 'S', text: 'T', html: 'H' });
    await Promise.all([new MailDelivery(db, transport, 'x@y.ca', log).kick(), new MailDelivery(db, transport, 'x@y.ca', log).kick()]);
    expect(transport.sent.map((m) => m.to).sort()).toEqual([
      'm0@example.ca',
      'm1@example.ca',
      'm2@example.ca',
      'm3@example.ca',
      'm4@example.ca',
    ]);
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
