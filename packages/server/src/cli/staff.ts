// The care team's accounts from the command line (the first administrator has nobody to invite them):
//   npm run staff -- invite <email> <coach|clinician|admin> "<First>" "<Last>"
//   npm run staff -- list
//   npm run staff -- reset-second-factor <email>   (a lost phone, when no other administrator can do it)
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { issuesToSentences } from '@wellpath/shared/errors';
import { ROLE_LABELS, STAFF_ROLES } from '@wellpath/shared/staff/roles';
import { staffInvitationBodySchema } from '@wellpath/shared/staff/wire';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { createTransport, prepareData } from '../bootstrap.js';
import { createServices } from '../services.js';
import { createMemoryRateLimiter } from '../lib/rate-limiter.js';
import { HttpError } from '../lib/http-errors.js';
import type { Db } from '../db/connection.js';
import type { MailTransport, OutgoingMail } from '../mail/transports.js';
import { t } from '../i18n/index.js';

const USAGE = `Usage:
  npm run staff -- invite <email> <${STAFF_ROLES.join('|')}> "<First name>" "<Last name>"
  npm run staff -- list
  npm run staff -- reset-second-factor <email>`;

/** Remembers what left, so the script can say where each message went (never what it says). */
function recording(inner: MailTransport): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    name: inner.name,
    sent,
    async send(mail) {
      await inner.send(mail);
      sent.push(mail);
    },
    close: () => inner.close(),
  };
}

/** Where the mail went: the .eml file the outbox-folder transport wrote, or the SMTP server. */
function whereItWent(config: Config, mail: OutgoingMail): string {
  if (config.mail.smtpUrl) return `sent by SMTP to ${mail.to}`;
  const file = fs.existsSync(config.mail.outboxDir)
    ? fs.readdirSync(config.mail.outboxDir).find((f) => f.endsWith(`-${mail.id}.eml`))
    : undefined;
  return file
    ? `written to ${path.join(config.mail.outboxDir, file)} (open it and follow the link inside)`
    : `written to ${config.mail.outboxDir}`;
}

/**
 * Whether another process (the running server's mail worker) sent the newest invitation to this
 * address, waiting a few seconds for one it has claimed but not yet sent.
 */
async function deliveredByServer(db: Db, email: string, hash: string): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    const row = await db
      .selectFrom('mail_outbox')
      .select(['status'])
      .where('kind', '=', 'staff-invitation')
      .where((eb) => eb.or([eb('to_address', '=', email), eb('recipient_hash', '=', hash)]))
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (row?.status === 'sent') return true;
    if (!row || row.status === 'failed') return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'invite' && command !== 'list' && command !== 'reset-second-factor') {
    console.error(USAGE);
    return 2;
  }
  let input;
  if (command === 'invite') {
    const [email, role, firstName, lastName, ...extra] = rest;
    const parsed = staffInvitationBodySchema.safeParse({ email, role, firstName, lastName });
    if (!parsed.success || extra.length > 0) {
      for (const problem of parsed.success ? ['Too many arguments: quote names with spaces.'] : issuesToSentences(parsed.error.issues)) {
        console.error(problem);
      }
      console.error(USAGE);
      return 2;
    }
    input = parsed.data;
  }

  const config = loadConfig();
  // Errors only: the outcome (and a failed delivery's reason) is printed below; links never are.
  const log = pino({ level: 'error' }, pino.destination(2));
  const { db, content } = await prepareData(config, log);
  const transport = recording(createTransport(config, log));
  const services = createServices({ config, db, content, transport, limiter: createMemoryRateLimiter(), log });
  try {
    if (command === 'reset-second-factor') {
      // The last administrator's lost phone: nobody in the app may reset it (never one's own, decision 0094).
      const email = (rest[0] ?? '').trim().toLowerCase();
      const staff = (await services.staffService.list()).find((s) => s.email.toLowerCase() === email);
      if (!staff || rest.length !== 1) {
        console.error(staff ? USAGE : `No staff account has the address ${rest[0] ?? '(none given)'}.`);
        return 2;
      }
      await services.staffService.resetSecondFactor(staff._id, null);
      await services.mail.kick();
      console.log(`Reset the second factor of ${staff.firstName} ${staff.lastName} <${staff.email}>: their devices are signed out.`);
      console.log('At their next login, after their password, they set up their second factor again. They have been told by e-mail.');
      return 0;
    }
    if (!input) {
      const staff = await services.staffService.list();
      if (staff.length === 0) console.log('No staff accounts yet. Invite the first administrator with "npm run staff -- invite".');
      for (const s of staff) {
        const factor = s.second_factor_enabled ? 'second factor on' : 'no second factor yet';
        const active = s.last_active_at ? `last active ${s.last_active_at.slice(0, 16).replace('T', ' ')} UTC` : 'never active';
        console.log(`${s.email}  ${ROLE_LABELS[s.role]}  ${s.firstName} ${s.lastName}  [${s.status}, ${factor}, ${active}]`);
      }
      return 0;
    }
    const user = await services.staffService.invite(input, null);
    await services.mail.kick();
    const mail = transport.sent.find((m) => m.to === user.email);
    if (!mail) {
      // A running server's mail worker may have claimed the message first: then it delivers it (or
      // has already: a sent message keeps only the address's hash).
      const delivered = await deliveredByServer(db, user.email, services.mail.recipientHash(user.email));
      if (delivered) {
        console.log(`Invited ${user.firstName} ${user.lastName} <${user.email}> as ${ROLE_LABELS[user.role].toLowerCase()}.`);
        console.log(
          `The running server's mail worker delivered the e-mail with the set-password link (valid 48 hours, single use)${config.mail.smtpUrl ? ' by SMTP' : ` to ${config.mail.outboxDir}`}.`,
        );
        return 0;
      }
      const row = await db
        .selectFrom('mail_outbox')
        .select(['last_error'])
        .where('kind', '=', 'staff-invitation')
        .where('to_address', '=', user.email)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      console.error(`The invitation for ${user.email} is saved but could not be delivered yet: ${row?.last_error ?? 'unknown reason'}.`);
      console.error('The server retries it from its mail outbox; check SMTP_URL, or run the invitation again to send a new link.');
      return 1;
    }
    console.log(`Invited ${user.firstName} ${user.lastName} <${user.email}> as ${ROLE_LABELS[user.role].toLowerCase()}.`);
    console.log(`The e-mail with the set-password link (valid 48 hours, single use) was ${whereItWent(config, mail)}.`);
    return 0;
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    console.error([err.message, ...(err.extra.errors ?? [])].map((text) => t('en', text)).join(': '));
    return 1;
  } finally {
    await services.mail.stop();
    await db.destroy();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
}
