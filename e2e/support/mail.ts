import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { DATA_DIR } from '../playwright.config.js';

const OUTBOX = path.join(DATA_DIR, 'outbox');

/** Decodes the quoted-printable text part of an .eml file well enough to read its links. */
function decode(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits for the newest e-mail to `to` (written at or after `after`, a time in ms) for which `pick`
 * returns something, and returns that.
 */
async function waitForMail(to: string, pick: (text: string) => string | undefined, what: string, after: number): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(OUTBOX)) return undefined;
        const files = fs
          .readdirSync(OUTBOX)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => path.join(OUTBOX, f))
          .filter((f) => fs.statSync(f).mtimeMs >= after)
          .sort();
        for (const file of files.reverse()) {
          const text = decode(fs.readFileSync(file, 'utf8'));
          if (!new RegExp(`^To: ${escape(to)}$`, 'mi').test(text)) continue;
          found = pick(text);
          if (found !== undefined) return found;
        }
        return undefined;
      },
      { timeout: 15_000, message: `an e-mail to ${to} ${what}` },
    )
    .toBeTruthy();
  return found!;
}

/** Waits for the newest e-mail to `to` that carries a link to `route`, and returns that link's path. */
export async function linkFromOutbox(
  to: string,
  route: 'verify-email' | 'reset-password' | 'staff-invitation',
  after = 0,
): Promise<string> {
  return waitForMail(
    to,
    (text) => text.match(new RegExp(`https?://[^\\s"<]+(/${route}/[A-Za-z0-9_-]+)`))?.[1],
    `with a ${route} link`,
    after,
  );
}

/** Waits for the newest e-mail to `to` with this subject, and returns its decoded text (headers and both parts). */
export async function mailFromOutbox(to: string, subject: string, after = 0): Promise<string> {
  return waitForMail(
    to,
    (text) => (new RegExp(`^Subject: ${escape(subject)}$`, 'mi').test(text) ? text : undefined),
    `with the subject "${subject}"`,
    after,
  );
}

/** Waits for the newest e-mail to `to` and returns its decoded body (both parts, without the headers). */
export async function newestMailBody(to: string, after = 0): Promise<string> {
  const text = await waitForMail(to, (eml) => eml, 'at all', after);
  return text.slice(text.search(/\r?\n\r?\n/));
}
