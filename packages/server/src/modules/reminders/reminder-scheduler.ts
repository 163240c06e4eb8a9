import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { addDays, weekStart } from '@wellpath/shared/programs/progress';
import { localMoment, minutesOfDay, nextOccurrence, type LocalMoment } from '@wellpath/shared/reminders/time-zone';
import type { ReminderKind } from '@wellpath/shared/reminders/wire';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { DAY_MS, HOUR_MS, nowIso } from '../../lib/clock.js';
import { hashToken, newId, randomToken } from '../../lib/tokens.js';
import { enqueueMail, type MailMessage } from '../../mail/outbox.js';
import { inLanguage, type MailContext } from '../../mail/templates.js';
import { allExerciseNames } from '../programs/programs.service.js';
import { indexPrograms, untrackedToday, weeklyFigures, type ProgramIndex } from './reminder-content.js';
import { bloodPressureReminderMail, dailyReminderMail, weeklySummaryMail } from './reminder-mails.js';
import * as repo from './reminders.repository.js';

/** How long a send is remembered: its unsubscribe link works this long. */
export const SEND_KEPT_MS = 90 * DAY_MS;
/** The most members one pass handles; the next pass (a minute later) goes on. */
const PASS_LIMIT = 2000;

/** The next instant the scheduler must look at a member: their next reminder time, or never while everything is off. */
export function nextRunAt(
  prefs: Pick<repo.PreferenceRow, 'daily' | 'weekly' | 'blood_pressure' | 'time' | 'time_zone'>,
  after: Date,
): string | null {
  if (!prefs.daily && !prefs.weekly && !prefs.blood_pressure) return null;
  return nextOccurrence(after, minutesOfDay(prefs.time), prefs.time_zone).toISOString();
}

export type PassCounts = Record<ReminderKind, number>;

/** The web page of an unsubscribe link (GET shows it; POST is the one-click unsubscribe of RFC 8058). */
export const unsubscribeUrl = (ctx: MailContext, token: string) => `${ctx.publicUrl}/unsubscribe/${token}`;

/**
 * Sends the reminder e-mails at each member's local time (decision 0042). Every minute a pass claims
 * the members whose `next_run_at` has come, one transaction each: it writes the unique send row and
 * the outbox message together, then moves `next_run_at` to the member's next reminder time. After a
 * restart the overdue rows are simply due: the day's daily and blood pressure reminders still go that
 * day, the weekly summary on Monday or Tuesday; a send row that exists means it already went.
 */
export class ReminderScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<PassCounts> | undefined;
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly mailContext: () => MailContext,
    private readonly log: FastifyBaseLogger,
    private readonly kickMail: () => void,
    private readonly everyMs = 60_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.everyMs);
    this.timer.unref();
    void this.tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private async tick(): Promise<void> {
    try {
      await this.runPass();
    } catch (err) {
      this.log.error({ err }, 'reminder pass failed');
    }
  }

  /** One pass at `now` (or the one already running): every member whose reminder time has come. */
  runPass(now: Date = new Date()): Promise<PassCounts> {
    this.running ??= this.pass(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(now: Date): Promise<PassCounts> {
    const counts: PassCounts = { daily: 0, weekly: 0, 'blood-pressure': 0 };
    const programs = await this.programIndex();
    for (let i = 0; i < PASS_LIMIT; i += 1) {
      let claimed: string | undefined;
      try {
        const sent = await this.db.transaction().execute(async (trx) => {
          const pref = await repo.claimDue(trx, nowIso(now));
          if (!pref) return null;
          claimed = pref.user_id;
          const kinds = await this.handle(trx, pref, localMoment(now, pref.time_zone), programs, { catchUp: true });
          await repo.setNextRun(trx, pref.user_id, nextRunAt(pref, now));
          return kinds;
        });
        if (sent === null) break;
        for (const k of sent) counts[k] += 1;
      } catch (err) {
        if (!claimed) throw err;
        // Never the member's data, only who: retried in an hour rather than at every pass.
        this.log.error({ err, userId: claimed }, 'reminders of a member failed; retrying in an hour');
        await repo.setNextRun(this.db, claimed, new Date(now.getTime() + HOUR_MS).toISOString());
      }
    }
    await this.purge(now);
    if (counts.daily + counts.weekly + counts['blood-pressure'] > 0) this.kickMail();
    return counts;
  }

  /**
   * One pass over a given day of every member with an e-mail on, as if each one's reminder time had
   * passed that day (`npm run reminders -- run-once --date`): what is due is sent, what already went
   * is not sent again. `next_run_at` is left alone.
   */
  async runForDate(date: string): Promise<PassCounts> {
    const counts: PassCounts = { daily: 0, weekly: 0, 'blood-pressure': 0 };
    const programs = await this.programIndex();
    for (const userId of await repo.membersWithReminders(this.db)) {
      const sent = await this.db.transaction().execute(async (trx) => {
        const pref = await repo.lockWithReminders(trx, userId);
        return pref ? this.handle(trx, pref, { date, minutes: 24 * 60 - 1 }, programs, { catchUp: false }) : [];
      });
      for (const k of sent) counts[k] += 1;
    }
    if (counts.daily + counts.weekly + counts['blood-pressure'] > 0) this.kickMail();
    return counts;
  }

  private async programIndex(): Promise<ProgramIndex> {
    const [programs, exercises] = await Promise.all([repo.programsForReminders(this.db), allExerciseNames(this.db)]);
    return indexPrograms(programs, exercises);
  }

  /** What is due for one member at their local moment; each e-mail sent at most once per kind and day. */
  private async handle(
    trx: Transaction<Database>,
    pref: repo.PreferenceRow,
    at: LocalMoment,
    programs: ProgramIndex,
    opts: { catchUp: boolean },
  ): Promise<ReminderKind[]> {
    const user = await repo.recipient(trx, pref.user_id);
    if (!user) return [];
    const ctx = inLanguage(this.mailContext(), user.language);
    const reached = at.minutes >= minutesOfDay(pref.time);
    const sent: ReminderKind[] = [];
    const send = async (kind: ReminderKind, localDate: string, build: (unsubscribe: string) => Promise<MailMessage | null>) => {
      if (await repo.alreadySent(trx, pref.user_id, kind, localDate)) return;
      const token = randomToken();
      const mail = await build(unsubscribeUrl(ctx, token));
      if (!mail) return;
      const row = {
        id: newId(),
        user_id: pref.user_id,
        kind,
        local_date: localDate,
        unsubscribe_hash: hashToken(token),
        created_at: nowIso(),
      };
      if (!(await repo.recordSend(trx, row))) return;
      await enqueueMail(trx, mail);
      sent.push(kind);
    };
    const addressee = (unsubscribe: string) => ({ to: user.email, firstName: user.first_name, unsubscribeUrl: unsubscribe });

    if (reached && pref.daily) {
      await send('daily', at.date, async (u) => {
        const due = await untrackedToday(trx, pref.user_id, at.date, programs);
        return due.length ? dailyReminderMail(ctx, addressee(u), at.date, due) : null;
      });
    }
    if (reached && pref.blood_pressure) {
      await send('blood-pressure', at.date, async (u) => {
        const due = await untrackedToday(trx, pref.user_id, at.date, programs, 'blood-pressure');
        return due.length ? bloodPressureReminderMail(ctx, addressee(u), at.date, due) : null;
      });
    }
    const monday = weekStart(at.date);
    // Monday once the time has come; a pass catching up after downtime may still send it on Tuesday.
    const weeklyDue = (at.date === monday && reached) || (opts.catchUp ? at.date === addDays(monday, 1) : at.date !== monday);
    if (pref.weekly && weeklyDue) {
      await send('weekly', monday, async (u) => {
        const figures = await weeklyFigures(trx, pref.user_id, at.date, pref.time_zone, programs);
        return figures ? weeklySummaryMail(ctx, addressee(u), figures) : null;
      });
    }
    return sent;
  }

  /** Forgets old sends about once an hour. */
  private async purge(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurge < HOUR_MS) return;
    this.lastPurge = now.getTime();
    await repo.purgeSends(this.db, new Date(now.getTime() - SEND_KEPT_MS).toISOString());
  }
}
