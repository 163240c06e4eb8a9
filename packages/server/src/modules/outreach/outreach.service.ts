import { can, type Role } from '@wellpath/shared/staff/roles';
import { DEFAULT_OUTCOME_TARGETS } from '@wellpath/shared/outcomes/wire';
import {
  CONTACTED_HOLD_DAYS,
  QUEUE_LIMIT,
  QUIET_DAYS,
  type OutreachAction,
  type OutreachKind,
  type QuietMember,
  type SnoozeBody,
} from '@wellpath/shared/outreach/wire';
import { isLocale } from '@wellpath/shared/i18n/locale';
import { dayIn, zonedInstant } from '@wellpath/shared/reminders/time-zone';
import { smsg } from '../../i18n/index.js';
import type { Db } from '../../db/connection.js';
import type { OutreachActionTable } from '../../db/schema.js';
import type { ContentBundle } from '../../content/loader.js';
import { DAY_MS, nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import { newId } from '../../lib/tokens.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import type { MessageService } from '../messages/messages.service.js';
import { findUserById } from '../user/user.service.js';
import * as repo from './outreach.repository.js';

/** An urgent alert this recent puts a quiet member first. */
const RECENT_ALERT_DAYS = 30;

export interface OutreachServiceDeps {
  db: Db;
  audit: AuditService;
  content: ContentBundle;
  messages: Pick<MessageService, 'staffStartThread' | 'kickMail'>;
}

function presentAction(row: OutreachActionTable): OutreachAction {
  return { _id: row.id, kind: row.kind as OutreachKind, held_until: row.held_until, by: row.staff_name, created_at: row.created_at };
}

/** Fills `{firstName}` and `{clinic}` in the clinic's own words (content/outreach.yaml). */
function fill(text: string, values: { firstName: string; clinic: string }): string {
  return text.replaceAll('{firstName}', values.firstName).replaceAll('{clinic}', values.clinic);
}

/**
 * Members going quiet (decision 0099): the queue, ranked by need, and the care team's check-in,
 * snooze and "reached by phone". An action keeps the member out of the queue until its hold ends; a
 * member who logs something leaves the queue by themselves (and an action before that no longer holds).
 */
export class OutreachService {
  constructor(private readonly deps: OutreachServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  private window(now: Date) {
    return { quietBefore: nowIso(new Date(now.getTime() - QUIET_DAYS * DAY_MS)), now: nowIso(now) };
  }

  /** How many members are in the queue (no member named: not logged). */
  async count(now: Date = new Date()): Promise<{ count: number }> {
    const w = this.window(now);
    return { count: await repo.countQuiet(this.db, w.quietBefore, w.now) };
  }

  /**
   * The queue, most in need first; the view is in the access log. Roles that do not read health data
   * (coaches) get the same order without the targets and alerts behind it.
   */
  async queue(actor: Actor, role: Role, now: Date = new Date()): Promise<{ members: QuietMember[]; total: number }> {
    const w = this.window(now);
    const t = DEFAULT_OUTCOME_TARGETS;
    const rows = await repo.quietMembers(this.db, {
      ...w,
      alertSince: nowIso(new Date(now.getTime() - RECENT_ALERT_DAYS * DAY_MS)),
      limit: QUEUE_LIMIT,
      defaults: { sys: t.blood_pressure.systolic, dia: t.blood_pressure.diastolic, ldl: t.ldl, hba1c: t.hba1c },
    });
    const total = rows.length < QUEUE_LIMIT ? rows.length : (await this.count(now)).count;
    const actions = await repo.lastActions(
      this.db,
      rows.map((r) => r.id),
    );
    const health = can(role, 'health:read');
    const alerts = can(role, 'alerts:manage');
    await this.deps.audit.record(actor, null, ACCESS_ACTIONS.viewedOutreach);
    // Each member the queue names, with how long they have been quiet (and, for clinicians, targets and
    // alerts): logged once per staff member, member and clinic day, as the alerts queue (issue 34).
    const timeZone = this.deps.content.landing.timeZone;
    await this.deps.audit.recordOnceSince(
      actor,
      rows.map((r) => r.id),
      ACCESS_ACTIONS.sawInOutreach,
      zonedInstant(dayIn(timeZone), 0, timeZone).toISOString(),
    );
    return {
      total,
      members: rows.map((r) => {
        const action = actions.get(r.id);
        return {
          _id: r.id,
          name: `${r.first_name} ${r.last_name}`,
          days_quiet: Math.max(0, Math.floor((now.getTime() - Date.parse(r.last_at)) / DAY_MS)),
          last_logged_at: r.last_at,
          targets_not_met: health ? r.targets_not_met : null,
          recent_alert: alerts ? r.recent_alert === 1 : null,
          last_action: action ? presentAction(action) : null,
        };
      }),
    };
  }

  private async member(id: string) {
    const user = await findUserById(this.db, id);
    if (!user || user.role !== 'member') throw notFound(smsg('api.memberNotFound'));
    return user;
  }

  private row(actor: Actor, memberId: string, kind: OutreachKind, holdDays: number, reason = ''): OutreachActionTable {
    const at = new Date();
    return {
      id: newId(),
      user_id: memberId,
      kind,
      reason,
      held_until: nowIso(new Date(at.getTime() + holdDays * DAY_MS)),
      staff_id: actor.userId,
      staff_name: actor.name,
      created_at: nowIso(at),
    };
  }

  /**
   * Sends the clinic's check-in message in the member's language: a thread in their messages (the
   * staff member's) and the same words by e-mail, the action and the access-log entry, together.
   */
  async checkIn(actor: Actor, memberId: string): Promise<OutreachAction> {
    const member = await this.member(memberId);
    const locale = isLocale(member.language) ? member.language : 'en';
    const content = this.deps.content.byLocale[locale];
    const values = { firstName: member.first_name, clinic: content.landing.clinicName };
    const subject = fill(content.outreach.check_in.subject, values);
    const body = fill(content.outreach.check_in.body, values);
    const row = this.row(actor, memberId, 'check_in', CONTACTED_HOLD_DAYS);
    await this.db.transaction().execute(async (trx) => {
      const threadId = await this.deps.messages.staffStartThread(trx, actor, member, subject, body);
      await repo.insertAction(trx, row);
      await this.deps.audit.record(actor, memberId, ACCESS_ACTIONS.sentCheckIn, threadId, trx);
    });
    this.deps.messages.kickMail();
    return presentAction(row);
  }

  /** Leaves the member out of the queue for 7, 14 or 30 days; the reason stays with the action, not in the log. */
  async snooze(actor: Actor, memberId: string, body: SnoozeBody): Promise<OutreachAction> {
    await this.member(memberId);
    const row = this.row(actor, memberId, 'snooze', body.days, body.reason);
    await this.db.transaction().execute(async (trx) => {
      await repo.insertAction(trx, row);
      await this.deps.audit.record(actor, memberId, ACCESS_ACTIONS.snoozedOutreach, `${body.days} days`, trx);
    });
    return presentAction(row);
  }

  /** Records that the member was reached by phone: out of the queue for CONTACTED_HOLD_DAYS. */
  async reached(actor: Actor, memberId: string): Promise<OutreachAction> {
    await this.member(memberId);
    const row = this.row(actor, memberId, 'phone', CONTACTED_HOLD_DAYS);
    await this.db.transaction().execute(async (trx) => {
      await repo.insertAction(trx, row);
      await this.deps.audit.record(actor, memberId, ACCESS_ACTIONS.reachedByPhone, null, trx);
    });
    return presentAction(row);
  }
}
