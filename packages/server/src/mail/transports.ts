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
}

export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Default transport: one RFC 822 `.eml` file per message in the outbox folder, so a newcomer can
 * finish sign-up without a mail server. The file's path is logged (never its links): open it to read it.
 */
export function createFileTransport(dir: string, log: FastifyBaseLogger): MailTransport {
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
      });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      // Write then rename so a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      // The file's path, never the link inside it: a verification or reset link is a live credential.
      log.info({ mailId: mail.id, file }, 'mail written to the outbox folder: open the .eml file to read it');
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
      });
    },
    close() {
      transport.close();
    },
  };
}
