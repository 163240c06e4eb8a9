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
}

export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Default transport: one RFC 822 `.eml` file per message in the outbox folder, so a newcomer can
 * finish sign-up without a mail server. The link inside is logged so it can be opened from the console.
 */
export function createFileTransport(dir: string, publicUrl: string, log: FastifyBaseLogger): MailTransport {
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
      });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      // Write then rename so a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      const link = mail.text.match(new RegExp(`${escapeRegExp(publicUrl)}/\\S+`))?.[0];
      log.info({ mailId: mail.id, file: path.basename(file), link }, 'mail written to the outbox folder');
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
      });
    },
    close() {
      transport.close();
    },
  };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
