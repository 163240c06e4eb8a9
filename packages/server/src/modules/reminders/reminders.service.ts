import { smsg } from '../../i18n/index.js';
import {
  DEFAULT_REMINDER_TIME,
  type ReminderKind,
  type ReminderPreferences,
  type ReminderPreferencesBody,
  type Unsubscribe,
} from '@wellpath/shared/reminders/wire';
import type { Db } from '../../db/connection.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
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

function present(row: repo.PreferenceRow | undefined): ReminderPreferences {
  return {
    time_zone: row?.time_zone ?? null,
    time: row?.time ?? DEFAULT_REMINDER_TIME,
    daily: row?.daily === 1,
    weekly: row?.weekly === 1,
    blood_pressure: row?.blood_pressure === 1,
  };
}

/** The member's reminder e-mails, and the unsubscribe links they carry (decision 0042). */
export class ReminderService {
  constructor(private readonly db: Db) {}

  async get(userId: string): Promise<ReminderPreferences> {
    return present(await repo.findPreferences(this.db, userId));
  }

  /** Saves the form; the next reminder is the next time of day chosen, never one already past today. */
  async update(userId: string, body: ReminderPreferencesBody, now = new Date()): Promise<ReminderPreferences> {
    const at = nowIso(now);
    const existing = await repo.findPreferences(this.db, userId);
    const flags = { daily: body.daily ? 1 : 0, weekly: body.weekly ? 1 : 0, blood_pressure: body.blood_pressure ? 1 : 0 };
    const row: repo.PreferenceRow = {
      user_id: userId,
      time_zone: body.time_zone,
      time: body.time,
      ...flags,
      next_run_at: nextRunAt({ ...flags, time: body.time, time_zone: body.time_zone }, now),
      created_at: existing?.created_at ?? at,
      updated_at: at,
    };
    await repo.savePreferences(this.db, row);
    return present(row);
  }

  private async sendOf(token: string) {
    const send = await repo.findSendByUnsubscribeHash(this.db, hashToken(token));
    if (!send) throw notFound(INVALID_LINK);
    return { userId: send.user_id, kind: send.kind as ReminderKind };
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
