// The reminder scheduler by hand, for operations and tests (decision 0042):
//   npm run reminders -- run-once                     one pass now, as the server runs every minute
//   npm run reminders -- run-once --date 2026-12-01   that day for every member with an e-mail on, as if
//                                                     each one's reminder time had passed that day
// What already went (the same member, kind and day) is never sent again. The e-mails then leave through
// the configured transport (.eml files in the outbox folder, or SMTP) before the command ends.
import pino from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { createTransport, prepareData } from '../bootstrap.js';
import { createServices } from '../services.js';
import { createMemoryRateLimiter } from '../lib/rate-limiter.js';
import type { PassCounts } from '../modules/reminders/reminder-scheduler.js';

const USAGE = `Usage:
  npm run reminders -- run-once [--date YYYY-MM-DD]`;

/** The arguments, or the problem with them. */
function parseArgs(args: string[]): { date: string | null } | string {
  const [command, ...rest] = args;
  if (command !== 'run-once') return USAGE;
  if (rest.length === 0) return { date: null };
  if (rest.length !== 2 || rest[0] !== '--date') return USAGE;
  const date = rest[1]!;
  const time = Date.parse(`${date}T00:00:00.000Z`);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(date);
  return valid ? { date } : `--date must be a calendar day as YYYY-MM-DD, not "${date}".`;
}

const line = (c: PassCounts) =>
  `${c.daily} daily tracking reminder(s), ${c.weekly} weekly summary(ies), ${c['blood-pressure']} blood pressure reminder(s)`;

async function main(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    console.error(parsed);
    return 2;
  }
  const config = loadConfig();
  const log = pino({ level: 'error' }, pino.destination(2));
  const { db, content } = await prepareData(config, log);
  const services = createServices({
    config,
    db,
    content,
    transport: createTransport(config, log),
    limiter: createMemoryRateLimiter(),
    log,
  });
  try {
    const counts = parsed.date ? await services.reminders.runForDate(parsed.date) : await services.reminders.runPass();
    await services.mail.kick();
    console.log(`${parsed.date ? `Reminders for ${parsed.date}` : 'Reminder pass'}: ${line(counts)} put in the mail outbox.`);
    const waiting = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (Number(waiting.n) > 0) console.log(`${waiting.n} message(s) still wait in the outbox; the server retries them.`);
    return 0;
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
