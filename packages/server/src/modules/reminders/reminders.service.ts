import { smsg } from '../../i18n/index.js';
import {
  DEFAULT_REMINDER_TIME,
  type ReminderKind,
  type ReminderPreferences,
  type ReminderPreferencesBody,
  type Unsubscribe,
  unsubscribeSchema,
} from '@wellpath/shared/reminders/wire';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import { parseColumn } from '../../lib/stored-row.js';
import { hashToken } from '../../lib/tokens.js';
import { nextRunAt } from './reminder-scheduler.js';
import * as repo from './reminders.repository.js';

const INVALID_LINK = smsg('reminders.invalidLink');
/** What each e-mail is, as its unsubscribe link and the e-mail itself say it (REMINDER_KIND_LABELS in words). */
const KIND_LABELS: Record<ReminderKind, string> = {
  daily: smsg('reminders.mail.daily.what'),
  weekly: smsg('reminders.mail.weekly.what'),
  'blood-pressure': smsg('reminders.mail.bp.what'),
};

/**
 * Reminders go by the member's clock (decision 0073): when their time zone changes, their reminder
 * row follows it, and the next reminder is the chosen time in the new zone. In the caller's transaction.
 */
export async function followTimeZone(trx: Transaction<Database>, userId: string, zone: string, now: Date): Promise<void> {
  const prefs = await repo.findPreferences(trx, userId);
  if (!prefs || prefs.time_zone === zone) return;
  await repo.savePreferences(trx, {
    ...prefs,
    time_zone: zone,
    next_run_at: nextRunAt({ ...prefs, time_zone: zone }, now),
    updated_at: nowIso(now),
  });
}

function present(row: repo.PreferenceRow | undefined, memberZone: string | null): ReminderPreferences {
  return {
    time_zone: memberZone ?? row?.time_zone ?? null,
    time: row?.time ?? DEFAULT_REMINDER_TIME,
    daily: row?.daily === 1,
    weekly: row?.weekly === 1,
    blood_pressure: row?.blood_pressure === 1,
  };
}

/** The member's reminder e-mails, and the unsubscribe links they carry (decision 0042). */
export class ReminderService {
  constructor(private readonly db: Db) {}

  /** The member's reminders; their time zone is the member's own (decision 0073). */
  async get(member: { userId: string; timeZone: string | null }): Promise<ReminderPreferences> {
    return present(await repo.findPreferences(this.db, member.userId), member.timeZone);
  }

  /**
   * Saves the form; the next reminder is the next time of day chosen, never one already past today.
   * Reminders go by the member's time zone; a form that still sends one (`time_zone`) sets the
   * member's (setTimeZone, by the route), else the member's is used, or UTC while they have none.
   */
  async update(
    member: { userId: string; timeZone: string | null },
    body: ReminderPreferencesBody,
    now = new Date(),
  ): Promise<ReminderPreferences> {
    const at = nowIso(now);
    const zone = body.time_zone ?? member.timeZone ?? 'UTC';
    const existing = await repo.findPreferences(this.db, member.userId);
    const flags = { daily: body.daily ? 1 : 0, weekly: body.weekly ? 1 : 0, blood_pressure: body.blood_pressure ? 1 : 0 };
    const row: repo.PreferenceRow = {
      user_id: member.userId,
      time_zone: zone,
      time: body.time,
      ...flags,
      next_run_at: nextRunAt({ ...flags, time: body.time, time_zone: zone }, now),
      created_at: existing?.created_at ?? at,
      updated_at: at,
    };
    await repo.savePreferences(this.db, row);
    return present(row, zone);
  }

  private async sendOf(token: string) {
    const send = await repo.findSendByUnsubscribeHash(this.db, hashToken(token));
    if (!send) throw notFound(INVALID_LINK);
    return { userId: send.user_id, kind: parseColumn(unsubscribeSchema.shape.kind, send.kind, 'reminder_sends.kind') };
  }

  /** What a link is for: the kind of e-mail, and whether it is already off. Nothing about the member. */
  async unsubscribeInfo(token: string): Promise<Unsubscribe> {
    const { userId, kind } = await this.sendOf(token);
    const prefs = await repo.findPreferences(this.db, userId);
    return { kind, label: KIND_LABELS[kind], unsubscribed: !prefs || prefs[repo.KIND_COLUMN[kind]] === 0 };
  }

  /** Turns that e-mail off (no login: the link is the credential); using the link again changes nothing. */
  async unsubscribe(token: string, now = new Date()): Promise<Unsubscribe> {
    const { userId, kind } = await this.sendOf(token);
    await this.db.transaction().execute(async (trx) => {
      const prefs = await repo.turnOff(trx, userId, kind, nowIso(now));
      if (prefs) await repo.setNextRun(trx, userId, nextRunAt(prefs, now));
    });
    return { kind, label: KIND_LABELS[kind], unsubscribed: true };
  }
}
