import type { Locale } from '@wellpath/shared/i18n/locale';
import type { Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { smsg } from '../../i18n/index.js';
import type { z } from 'zod';
import { needsUrgentCare } from '@wellpath/shared/health/blood-pressure';
import type { SurveyDefinition } from '@wellpath/shared/surveys/definition';
import type { Answers } from '@wellpath/shared/surveys/engine';
import { alertDueTimes, clinicOpenAt, type CareWorkflow } from '@wellpath/shared/staff/care-workflow';
import { dayIn, zonedInstant } from '@wellpath/shared/reminders/time-zone';
import { type Alert, type ALERT_KINDS, type AlertList, type memberAlertListSchema } from '@wellpath/shared/staff/wire';
import type { Db } from '../../db/connection.js';
import type { BpReadingTable, Database } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { StoredRowError } from '../../lib/stored-row.js';
import { PeriodicPass } from '../../lib/periodic-pass.js';
import { newId } from '../../lib/tokens.js';
import { enqueueMail } from '../../mail/outbox.js';
import { careAlertMail, careEscalationMail, inLanguage, type MailContext } from '../../mail/templates.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import { identicalResponseIds } from '../surveys/surveys.service.js';
import * as repo from './alerts.repository.js';
import { noteHandover } from '../care-work/care-work.service.js';
import { presentAlert, presentMemberAlert } from './alerts.presenter.js';

/** For other modules (decision 0077): this module's data they read, through its service. */
export { keepForDeletedMember, lockEvent, type AlertContact } from './alerts.repository.js';

export type AlertKind = (typeof ALERT_KINDS)[number];

export interface RaiseAlert {
  userId: string;
  kind: AlertKind;
  /** The row that raised it (`survey_response:<id>`, `bp_reading:<id>`, `blood_result:<id>`): one alert per event. */
  sourceKey: string;
  /** What happened, for the clinician in the workspace (may hold values; never e-mailed). */
  summary: string;
}

export interface AlertServiceDeps {
  db: Db;
  audit: AuditService;
  mailContext: () => MailContext;
  /** CARE_TEAM_INBOX: told of every new alert besides the active clinicians. */
  careTeamInbox?: string;
  kickMail: () => void;
  /** Where an alert told to nobody is said (the server's log; scripts may leave it out). */
  log?: FastifyBaseLogger;
  /** content/care-workflow.yaml (in English) and the clinic's clock (landing.yaml `timeZone`): due times (decision 0085). */
  workflow: () => { rules: CareWorkflow; timeZone: string };
  /** What the queue says while the clinic is closed, in a language (content/care-workflow.yaml, decision 0106). */
  outOfHours: (locale: Locale) => string;
}

/** Who an urgent alert raised now would reach (the admins' banner, the health check). */
export interface AlertReach {
  reaches_nobody: boolean;
  inbox: boolean;
  active_clinicians: number;
}

/** How often each copy counts the active clinicians again for the health check. */
const REACH_EVERY_MS = 30_000;
/** How often each copy looks for alerts whose due time has passed unacknowledged (decision 0086). */
const ESCALATE_EVERY_MS = 60_000;
/** The most alerts of one step a pass escalates; the next pass goes on. */
const ESCALATION_PASS_LIMIT = 200;

/** What an escalation pass did: alerts released to the pool (decision 0120), then escalated to each step. */
export type EscalationCounts = Record<repo.EscalationStep | 'released', number>;

/** PHQ-9 item 9 (thoughts of self-harm) answered "Several days" or more: the keys of content/surveys/phq-9.yaml. */
export const PHQ9_ITEM9 = { survey: 'phq-9', question: 'q9_self_harm', minPoints: 1 } as const;

/**
 * The same answers to the same survey sent again this soon are one submission retried (a lost
 * response, a second tap), not a new event: the member's history keeps both, the care team gets one alert.
 */
export const RESUBMISSION_WINDOW_MS = 10 * 60_000;

/** The option the member chose for PHQ-9 item 9 when it scores 1 or more; null otherwise or for another survey. */
export function phq9Item9Answer(surveyKey: string, def: SurveyDefinition, answers: Answers): { text: string; points: number } | null {
  if (surveyKey !== PHQ9_ITEM9.survey) return null;
  const q = def.questions.find((x) => x.key === PHQ9_ITEM9.question);
  if (!q || q.type !== 'single_choice') return null;
  const option = q.options.find((o) => o.key === answers[q.key]);
  return option && option.points >= PHQ9_ITEM9.minPoints ? { text: option.text, points: option.points } : null;
}

/** The warning for an alert nobody is told about; the health check and the admins' banner say it too. */
export const UNREACHED = 'an urgent alert was raised and nobody was told: no clinician account is active and CARE_TEAM_INBOX is not set';

/** "2026-11-25 14:30 UTC": the clinic has no time zone setting, so the summary says which one it uses. */
const utcMinute = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A crisis reading's alert summary: its values and the minute it was measured. */
const bpSummary = (r: Pick<BpReadingTable, 'systolic' | 'diastolic'>, measuredAt: string) =>
  `Blood pressure ${r.systolic}/${r.diastolic} on ${utcMinute(measuredAt)}`;

/** Two readings of the same values this close are the same reading sent again (as vitals.service's SAME_READING_MS). */
const SAME_READING_MS = 60_000;

/**
 * Urgent alerts: raised in the transaction of the data that calls for them (never twice for one
 * event, whatever retries happen), announced by e-mail to every active clinician and the clinic's
 * alert address, acknowledged and resolved by clinicians and administrators in the workspace.
 */
export class AlertService {
  constructor(private readonly deps: AlertServiceDeps) {}

  /** Active clinicians at the last count; null until counted (then nobody is said to be unreached). */
  private clinicians: number | null = null;
  private reachTimer: NodeJS.Timeout | undefined;
  private readonly escalation = new PeriodicPass(
    (now) => this.escalationPass(now),
    (err) => this.deps.log?.error({ err }, 'alert escalation pass failed'),
  );

  private get db() {
    return this.deps.db;
  }

  /**
   * Creates the alert unless its event already has one, and only then queues the e-mails, in the
   * caller's transaction. True when this call created it: call notify() after the commit.
   */
  async raise(trx: Transaction<Database>, input: RaiseAlert): Promise<boolean> {
    const id = newId();
    const createdAt = nowIso();
    const due = this.dueTimes(input.kind, new Date(createdAt));
    const created = await repo.insertIfAbsent(trx, {
      id,
      user_id: input.userId,
      kind: input.kind,
      source_key: input.sourceKey,
      summary: input.summary,
      created_at: createdAt,
      due_at: due.dueAt,
      admins_due_at: due.adminsDueAt,
      acknowledged_by: null,
      acknowledged_at: null,
      resolved_by: null,
      resolved_at: null,
      resolution_note: null,
    });
    if (!created) return false;
    await this.tellClinicians(trx, id);
    return true;
  }

  /** Queues the alert e-mail to every active clinician and the clinic's alert inbox, in the caller's transaction. */
  private async tellClinicians(trx: Transaction<Database>, alertId: string): Promise<void> {
    const ctx = this.deps.mailContext();
    // Each clinician in their own language; the clinic's alert inbox has none on record: English.
    const recipients = new Map(
      (await repo.activeClinicians(trx)).map((c) => [c.email.toLowerCase(), { name: c.first_name, language: c.language }]),
    );
    this.clinicians = recipients.size;
    const inbox = this.deps.careTeamInbox;
    if (inbox && !recipients.has(inbox.toLowerCase())) recipients.set(inbox.toLowerCase(), { name: 'care team', language: null });
    // Told to nobody: said in the log, with the alert's id only (no kind, value or name), for whoever reads it to act.
    if (recipients.size === 0) this.deps.log?.warn({ alertId }, UNREACHED);
    for (const [to, { name, language }] of recipients) await enqueueMail(trx, careAlertMail(inLanguage(ctx, language), to, name));
  }

  /** When an alert of this kind raised at `at` is due, and when it goes to the administrators (content/care-workflow.yaml). */
  dueTimes(kind: AlertKind, at: Date): { dueAt: string; adminsDueAt: string } {
    const { dueAt, adminsDueAt } = alertDueTimes(this.deps.workflow(), kind, at);
    return { dueAt: dueAt.toISOString(), adminsDueAt: adminsDueAt.toISOString() };
  }

  /** An alert as staff see it; one raised before due times existed shows the one it would have had (decision 0109). */
  private present(row: repo.AlertRow): Alert {
    return presentAlert(row, (kind, at) => this.dueTimes(kind, at).dueAt);
  }

  // ---- Who alerts reach ----------------------------------------------------------------------

  /** Counts the active clinicians now: who an alert raised now would reach. */
  async reach(): Promise<AlertReach> {
    const clinicians = await repo.countActiveClinicians(this.db);
    this.clinicians = clinicians;
    const inbox = Boolean(this.deps.careTeamInbox);
    return { reaches_nobody: !inbox && clinicians === 0, inbox, active_clinicians: clinicians };
  }

  /**
   * For the health check (no query on its path): 'degraded' while no inbox is set and the last count
   * (at most REACH_EVERY_MS old, or the last alert's) found no active clinician.
   */
  reachStatus(): 'ok' | 'degraded' {
    return !this.deps.careTeamInbox && this.clinicians === 0 ? 'degraded' : 'ok';
  }

  /** Counts now and then every REACH_EVERY_MS; a failed count is logged and the last one kept. */
  async startReachWatch(everyMs = REACH_EVERY_MS): Promise<void> {
    const count = () =>
      this.reach().then(
        () => undefined,
        (err: unknown) => this.deps.log?.error({ err }, 'counting the clinicians urgent alerts reach failed'),
      );
    this.reachTimer = setInterval(() => void count(), everyMs);
    this.reachTimer.unref();
    await count();
  }

  stopReachWatch(): void {
    if (this.reachTimer) clearInterval(this.reachTimer);
    this.reachTimer = undefined;
  }

  // ---- Escalation (decision 0086) ------------------------------------------------------------

  /** Runs an escalation pass now and then every `everyMs`; a failed pass is logged and the next one tries again. */
  startEscalation(everyMs = ESCALATE_EVERY_MS): void {
    this.escalation.start(everyMs);
  }

  stopEscalation(): Promise<void> {
    return this.escalation.stop();
  }

  /** One pass at `now` (or the one this copy is already running): every alert whose time for a step has come. */
  escalateDue(now: Date = new Date()): Promise<EscalationCounts> {
    return this.escalation.due(now);
  }

  /**
   * Each due alert in its own transaction: the claim (a conditional update of its escalation time)
   * and the e-mails go together, so whatever runs twice (two copies, a pass after a restart) finds
   * the time set and sends nothing. The pool step first: an alert that missed both during downtime
   * gets both, in order. Before both, alerts held by someone who can no longer act go back to the pool.
   */
  private async escalationPass(now: Date): Promise<EscalationCounts> {
    const at = now.toISOString();
    const counts: EscalationCounts = { released: await this.releaseHeldByNoOne(at), pool: 0, admins: 0 };
    for (const step of ['pool', 'admins'] as const) {
      for (const id of await repo.dueForEscalation(this.db, step, at, ESCALATION_PASS_LIMIT)) {
        try {
          if (await this.db.transaction().execute((trx) => this.escalate(trx, id, step, at))) counts[step] += 1;
        } catch (err) {
          // The alert's id only; it is tried again at the next pass.
          this.deps.log?.error({ err, alertId: id, step }, 'escalating an alert failed');
        }
      }
    }
    if (counts.pool + counts.admins > 0) this.deps.kickMail();
    return counts;
  }

  /**
   * An alert held by an account that has been closed, or whose role no longer acts on alerts (decision
   * 0120), goes back to the pool, each in its own transaction with its claim. One that was acknowledged
   * had nobody working on it any more: it is due again from now, escalates as a new one would, and the
   * clinicians are e-mailed as for a new alert. One not yet acknowledged keeps its due times and
   * escalation (they were running, and the clinicians were told when it was raised): it only shows in
   * the pool again. Run by each escalation pass, and by the staff service at once after a deactivation
   * or a change of role; the claim makes two runs release it once.
   */
  async releaseHeldByNoOne(at: string = nowIso()): Promise<number> {
    let released = 0;
    let told = false;
    for (const row of await repo.heldByNoOne(this.db, ESCALATION_PASS_LIMIT)) {
      try {
        const acknowledged = row.acknowledged_at !== null;
        const done = await this.db.transaction().execute(async (trx) => {
          const due = acknowledged ? this.dueTimes(row.kind, new Date(at)) : null;
          if (!(await repo.releaseFrom(trx, row.id, row.holder, at, due))) return false;
          if (acknowledged) await this.tellClinicians(trx, row.id);
          return true;
        });
        if (!done) continue;
        released += 1;
        told ||= acknowledged;
        // The alert's id only: which member, and what raised it, stay out of the log.
        this.deps.log?.warn({ alertId: row.id }, 'an alert held by an account that can no longer act on it went back to the pool');
      } catch (err) {
        this.deps.log?.error({ err, alertId: row.id }, 'releasing an alert to the pool failed');
      }
    }
    if (told) this.deps.kickMail();
    return released;
  }

  private async escalate(trx: Transaction<Database>, id: string, step: repo.EscalationStep, at: string): Promise<boolean> {
    if (!(await repo.claimEscalation(trx, id, step, at))) return false;
    const people = step === 'pool' ? await repo.activeClinicians(trx) : await repo.activeAdmins(trx);
    const recipients = new Map(people.map((p) => [p.email.toLowerCase(), { name: p.first_name, language: p.language }]));
    const inbox = this.deps.careTeamInbox;
    if (step === 'pool' && inbox && !recipients.has(inbox.toLowerCase()))
      recipients.set(inbox.toLowerCase(), { name: 'care team', language: null });
    if (recipients.size === 0) this.deps.log?.warn({ alertId: id, step }, 'an unacknowledged alert was escalated and nobody was told');
    const ctx = this.deps.mailContext();
    for (const [to, { name, language }] of recipients)
      await enqueueMail(trx, careEscalationMail(inLanguage(ctx, language), to, name, step));
    return true;
  }

  /** Delivers the queued alert e-mails now rather than at the next pass of the worker. */
  notify(): void {
    this.deps.kickMail();
  }

  /**
   * PHQ-9 item 9 answered 1 or more, in the transaction that stores the response (already inserted).
   * The same answers sent again within RESUBMISSION_WINDOW_MS add nothing once one of those
   * submissions has its alert; the lock makes concurrent twins wait, so the later one sees it.
   */
  async raiseForSurvey(
    trx: Transaction<Database>,
    r: {
      userId: string;
      surveyId: string;
      surveyKey: string;
      def: SurveyDefinition;
      answers: Answers;
      answersJson: string;
      score: number | null;
      responseId: string;
      completedAt: string;
    },
  ): Promise<boolean> {
    const item9 = phq9Item9Answer(r.surveyKey, r.def, r.answers);
    if (!item9) return false;
    await repo.lockEvent(trx, `alert:${PHQ9_ITEM9.survey}:${r.userId}`);
    const since = new Date(new Date(r.completedAt).getTime() - RESUBMISSION_WINDOW_MS).toISOString();
    const twins = await identicalResponseIds(trx, {
      userId: r.userId,
      surveyId: r.surveyId,
      answers: r.answersJson,
      since,
      exceptId: r.responseId,
    });
    if (
      await repo.anyRaised(
        trx,
        'phq9_item9',
        twins.map((id) => `survey_response:${id}`),
      )
    )
      return false;
    const score = r.score === null ? '' : ` (total score ${r.score})`;
    return this.raise(trx, {
      userId: r.userId,
      kind: 'phq9_item9',
      sourceKey: `survey_response:${r.responseId}`,
      summary: `PHQ-9 item 9 answered '${item9.text}'${score}`,
    });
  }

  /** Whether `raiseForBpReading` would raise an alert for this reading (no transaction is needed otherwise). */
  bpReadingAlerts(reading: Pick<BpReadingTable, 'systolic' | 'diastolic'>): boolean {
    return needsUrgentCare(reading.systolic, reading.diastolic);
  }

  /**
   * A reading above 180 systolic or 120 diastolic, on create and on edit: one alert per reading,
   * whatever its edits. The same reading stored again (typed, then imported from the cuff's app;
   * entered by a clinician, then imported; imported from two apps; imported, undone and imported
   * again) is one event: its twins are the member's readings of the same systolic and diastolic
   * within SAME_READING_MS, from any source and whatever their pulse (an app may not record it), and
   * an alert already raised for one of them, or for the same values at the same minute whose reading
   * has since been removed (the import undone), raises nothing new. The lock
   * makes concurrent twins wait, so the later one sees the first's alert.
   */
  async raiseForBpReading(
    trx: Transaction<Database>,
    reading: Pick<BpReadingTable, 'id' | 'user_id' | 'systolic' | 'diastolic' | 'measured_at'>,
  ): Promise<boolean> {
    if (!this.bpReadingAlerts(reading)) return false;
    await repo.lockEvent(trx, `alert:bp_crisis:${reading.user_id}`);
    const twins = await repo.twinReadingIds(trx, reading, SAME_READING_MS);
    const summary = bpSummary(reading, reading.measured_at);
    if (
      await repo.bpCrisisRaised(
        trx,
        reading.user_id,
        twins.map((id) => `bp_reading:${id}`),
        summary,
      )
    )
      return false;
    return this.raise(trx, {
      userId: reading.user_id,
      kind: 'bp_crisis',
      sourceKey: `bp_reading:${reading.id}`,
      summary,
    });
  }

  /**
   * A critical lab value, from the transaction storing the result (manual entry and every import),
   * with the value in `summary`. The same value of the same marker and test date already alerted (a
   * second report of that day, an import of what was typed in) is one event: nothing new is raised.
   * The lock makes concurrent twins wait, so the later one sees the first's alert.
   */
  async raiseForCriticalLab(trx: Transaction<Database>, r: { userId: string; bloodResultId: string; summary: string }): Promise<boolean> {
    await repo.lockEvent(trx, `alert:critical_lab:${r.userId}`);
    const twins = await repo.identicalResultIds(trx, r.bloodResultId);
    if (
      await repo.anyRaised(
        trx,
        'critical_lab',
        twins.map((id) => `blood_result:${id}`),
      )
    )
      return false;
    return this.raise(trx, { userId: r.userId, kind: 'critical_lab', sourceKey: `blood_result:${r.bloodResultId}`, summary: r.summary });
  }

  // ---- The care team's side ------------------------------------------------------------------

  /**
   * The queue, worst first (repo.list: open ones by severity, then oldest first). A list of one
   * member's alerts (`memberId`, as on their page) is a read of that member's record, logged each
   * time. The queue across every member names each member whose alert it shows, with what kind of
   * alert: it is logged too (issue 34), once per staff member, member and clinic day, since it is the
   * clinicians' worklist, opened many times a day, and an entry per view would bury every member's log.
   */
  async list(actor: Actor, filter: { status: 'open' | 'all'; memberId?: string }, locale: Locale): Promise<AlertList> {
    const rows = await repo.list(this.db, { open: filter.status === 'open', memberId: filter.memberId, limit: 500 });
    if (filter.memberId && (await repo.memberExists(this.db, filter.memberId))) {
      await this.deps.audit.record(actor, filter.memberId, ACCESS_ACTIONS.viewedAlerts);
    }
    const alerts: Alert[] = [];
    let unreadable = 0;
    for (const row of rows) {
      try {
        alerts.push(this.present(row));
      } catch (err) {
        if (!(err instanceof StoredRowError)) throw err;
        // One bad row must not hide every other alert: it is left out, counted on the screen, and
        // logged by id and column (the error names no value: decision 0082) for whoever runs the server.
        unreadable += 1;
        this.deps.log?.error(
          { alertId: row.id, column: err.column, problems: err.problems },
          'an alert could not be read and was left out of the list',
        );
      }
    }
    const { rules, timeZone } = this.deps.workflow();
    if (!filter.memberId) {
      const listed = new Set(alerts.map((a) => a._id));
      const shown = rows.filter((row) => row.member_deleted_at === null && listed.has(row.id)).map((row) => row.user_id);
      const dayStart = zonedInstant(dayIn(timeZone), 0, timeZone).toISOString();
      await this.deps.audit.recordOnceSince(actor, shown, ACCESS_ACTIONS.sawAlertInList, dayStart);
    }
    const assignees = (await repo.assignees(this.db)).map((s) => ({
      _id: s.id,
      name: [s.first_name, s.last_name].filter(Boolean).join(' '),
      role: s.role === 'admin' ? ('admin' as const) : ('clinician' as const),
    }));
    return {
      alerts,
      unreadable,
      assignees,
      clinic: { open_now: clinicOpenAt(new Date(), rules.clinic_hours, timeZone), out_of_hours: this.deps.outOfHours(locale) },
    };
  }

  private async alert(id: string): Promise<repo.AlertRow> {
    const row = await repo.find(this.db, id);
    if (!row) throw notFound(smsg('api.alertNotFound'));
    return row;
  }

  /** The first acknowledgement counts (who and when the member sees it was seen); acknowledging again changes nothing. */
  async acknowledge(actor: Actor, id: string): Promise<Alert> {
    const row = await this.alert(id);
    await this.db.transaction().execute(async (trx) => {
      if (await repo.acknowledge(trx, id, actor.userId, nowIso())) {
        // The alert's id, not its kind: what raised it is a health fact, kept out of the access log.
        await this.deps.audit.record(actor, row.user_id, ACCESS_ACTIONS.acknowledgedAlert, id, trx);
      }
    });
    return this.present((await repo.find(this.db, id))!);
  }

  /**
   * Gives an open alert its owner: the caller, the clinicians' pool, or a named active clinician or
   * administrator (others get 400). A resolved alert keeps who resolved it: 409. Logged as a change to the member's record.
   */
  async assign(actor: Actor, id: string, to: string): Promise<Alert> {
    const row = await this.alert(id);
    const owner = to === 'me' ? actor.userId : to === 'pool' ? null : to;
    if (owner !== null && owner !== actor.userId && !(await repo.isAssignee(this.db, owner))) {
      throw badRequest(smsg('api.alertAssigneeInvalid'));
    }
    let told = false;
    await this.db.transaction().execute(async (trx) => {
      const at = nowIso();
      await noteHandover(trx, { kind: 'alert', id, memberId: row.user_id }, owner, actor, at);
      if (owner === actor.userId) {
        // Taken in hand: mine, and acknowledged by me if nobody had.
        if (!(await repo.assign(trx, id, owner, at))) throw conflict(smsg('api.alertResolved'), 'ALERT_RESOLVED');
        if (await repo.acknowledge(trx, id, actor.userId, at)) {
          await this.deps.audit.record(actor, row.user_id, ACCESS_ACTIONS.acknowledgedAlert, id, trx);
        }
      } else {
        // Handed on (review of issue 34): until its new owner, or someone in the pool, acknowledges it,
        // nobody has it in hand: it is due again and escalates as a new alert would, so an alert handed
        // back to the pool or to a colleague who is away still reaches someone.
        const due = this.dueTimes(row.kind, new Date(at));
        if (!(await repo.handOn(trx, id, owner, at, due))) throw conflict(smsg('api.alertResolved'), 'ALERT_RESOLVED');
        const to = owner === null ? undefined : await repo.assigneeContact(trx, owner);
        if (to) await enqueueMail(trx, careAlertMail(inLanguage(this.deps.mailContext(), to.language), to.email, to.first_name));
        told = to !== undefined;
      }
      await this.deps.audit.record(actor, row.user_id, ACCESS_ACTIONS.assignedAlert, id, trx);
    });
    if (told) this.deps.kickMail();
    return this.present((await repo.find(this.db, id))!);
  }

  /** Resolves with a note of what was done; acknowledges it too if nobody had. A resolved alert stays as it was resolved. */
  async resolve(actor: Actor, id: string, note: string): Promise<Alert> {
    const row = await this.alert(id);
    await this.db.transaction().execute(async (trx) => {
      const at = nowIso();
      if (await repo.acknowledge(trx, id, actor.userId, at)) {
        await this.deps.audit.record(actor, row.user_id, ACCESS_ACTIONS.acknowledgedAlert, id, trx);
      }
      if (!(await repo.resolve(trx, id, actor.userId, at, note))) throw conflict(smsg('api.alertResolved'), 'ALERT_RESOLVED');
      await this.deps.audit.record(actor, row.user_id, ACCESS_ACTIONS.resolvedAlert, id, trx);
      // The member deleted their account: kept only until now, what raised it and how to reach them go.
      await repo.eraseDeletedMemberDetails(trx, id);
    });
    return this.present((await repo.find(this.db, id))!);
  }

  // ---- The member's side ---------------------------------------------------------------------

  /** The member's alerts and when the care team saw each; never what the clinician reads. */
  async forMember(userId: string): Promise<z.infer<typeof memberAlertListSchema>> {
    const alerts: z.infer<typeof memberAlertListSchema>['alerts'] = [];
    for (const row of await repo.forMember(this.db, userId)) {
      try {
        alerts.push(presentMemberAlert(row));
      } catch (err) {
        if (!(err instanceof StoredRowError)) throw err;
        // As on the care team's list (decision 0085): one bad row is left out and logged by id and column, not a 500.
        this.deps.log?.error(
          { alertId: row.id, column: err.column, problems: err.problems },
          "an alert could not be read and was left out of the member's list",
        );
      }
    }
    return { alerts };
  }
}
