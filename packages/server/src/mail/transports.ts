import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** An iCalendar object (decision 0097): sent as a text/calendar part calendar apps read, and as an .ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string };
}

/** nodemailer's iCalendar part: `method` also names the part's METHOD parameter (RFC 6047). */
const icalEvent = (mail: OutgoingMail) =>
  mail.calendar ? { icalEvent: { method: mail.calendar.method, filename: 'appointment.ics', content: mail.calendar.content } } : {};

export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
  /** A transport that keeps what it delivered (the outbox folder): deletes what is past its retention; how many. */
  sweep?(): Promise<number>;
  /** A transport that keeps what it delivered: deletes what it kept of these messages (a deleted account's). */
  forget?(ids: readonly string[]): Promise<void>;
}

/** The message id in an .eml file's name (`<ISO time>-<id>.eml`), or undefined for any other file. */
function messageIdOf(file: string): string | undefined {
  return /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml(\.tmp)?$/.exec(file)?.[1];
}

async function removeFile(file: string): Promise<boolean> {
  try {
    await fs.unlink(file);
    return true;
  } catch (err) {
    // Another copy sharing the folder may have removed it first.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

async function filesIn(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/**
 * Default transport: one RFC 822 `.eml` file per message in the outbox folder, so a newcomer can
 * finish sign-up without a mail server. The file's path is logged (never its links): open it to read it.
 *
 * The file is the delivery, and it holds the message's links: it is kept for `retentionMs` (long
 * enough to open it), then `sweep` deletes it; `forget` deletes a deleted account's files at once.
 */
export function createFileTransport(dir: string, log: FastifyBaseLogger, retentionMs = 7 * 24 * 60 * 60 * 1000): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'outbox-folder',
    async send(mail) {
      const info = await builder.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@wellpath>`,
        headers: mail.headers,
        ...icalEvent(mail),
      });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      // Write then rename so a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      // The file's path, never the link inside it: a verification or reset link is a live credential.
      log.info({ mailId: mail.id, file }, 'mail written to the outbox folder: open the .eml file to read it');
    },
    async sweep() {
      const before = Date.now() - retentionMs;
      let removed = 0;
      for (const name of await filesIn(dir)) {
        if (!messageIdOf(name)) continue;
        const file = path.join(dir, name);
        const stat = await fs.stat(file).catch(() => undefined);
        if (stat && stat.mtimeMs < before && (await removeFile(file))) removed += 1;
      }
      return removed;
    },
    async forget(ids) {
      const gone = new Set(ids);
      for (const name of await filesIn(dir)) {
        const id = messageIdOf(name);
        if (id && gone.has(id)) await removeFile(path.join(dir, name));
      }
    },
    close() {
      builder.close();
    },
  };
}

export function createSmtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@wellpath>`,
        headers: mail.headers,
        ...icalEvent(mail),
      });
    },
    close() {
      transport.close();
    },
  };
}
