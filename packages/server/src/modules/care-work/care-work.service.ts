import type { FastifyBaseLogger } from 'fastify';
import { dayIn, zonedInstant } from '@wellpath/shared/reminders/time-zone';
import { can, type Role } from '@wellpath/shared/staff/roles';
import { alertDueTimes, DEFAULT_WORK_DUE, periodEnd, type CareWorkflow } from '@wellpath/shared/staff/care-workflow';
import { ALERT_KINDS, type Handover, type WorkAssignee, type WorkItem, type WorkList } from '@wellpath/shared/staff/wire';
import type { Db } from '../../db/connection.js';
import { enqueueMail } from '../../mail/outbox.js';
import { careDigestMail, inLanguage, type MailContext } from '../../mail/templates.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { PeriodicPass } from '../../lib/periodic-pass.js';
import { newId } from '../../lib/tokens.js';
import { lockEvent } from '../alerts/alerts.service.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import * as repo from './care-work.repository.js';

/** For other modules (decision 0077): who may own a request or a thread. */
export const isActiveStaff = repo.isActiveStaff;
/** For the staff module: a closed account's threads and open requests back to the pool (decision 0120). */
export const releaseOwnedBy = repo.releaseOwnedBy;

/** How long My work shows what was taken over from the caller. */
const HANDOVER_SHOWN_MS = 7 * 24 * 60 * 60_000;

/**
 * Before an alert, a thread or a request gets a new owner (decision 0110), in the transaction that
 * moves it: when it was someone else's and that someone is neither the new owner nor the caller, the
 * previous owner is told (My work, their next digest). The item's lock makes a take-over sent twice
 * at once find the new owner the second time: one notice.
 */
export async function noteHandover(
  trx: Transaction<Database>,
  item: { kind: repo.OwnedKind; id: string; memberId: string },
  to: string | null,
  actor: Actor,
  at: string,
): Promise<void> {
  await lockEvent(trx, `owner:${item.kind}:${item.id}`);
  const previous = await repo.ownerOf(trx, item.kind, item.id);
  if (!previous || previous === to || previous === actor.userId) return;
  await repo.insertHandover(trx, {
    id: newId(),
    staff_id: previous,
    item_kind: item.kind,
    item_id: item.id,
    member_id: item.memberId,
    taken_by: actor.userId,
    taken_by_name: actor.name,
    at,
  });
}

/** Every active staff member as an owner picker lists them. */
export async function activeStaffList(db: Db): Promise<WorkAssignee[]> {
  return (await repo.activeStaff(db)).map((s) => ({
    _id: s.id,
    name: [s.first_name, s.last_name].filter(Boolean).join(' '),
    role: s.role as WorkAssignee['role'],
  }));
}

export interface CareWorkServiceDeps {
  db: Db;
  mailContext: () => MailContext;
  kickMail: () => void;
  log?: FastifyBaseLogger;
  /** content/care-workflow.yaml and the clinic's clock (decision 0085). */
  workflow: () => { rules: CareWorkflow; timeZone: string };
  /** The access log: each member My work names is logged once a clinic day (optional for the digest's own tests). */
  audit?: Pick<AuditService, 'recordOnceSince'>;
}

/** The pool's work shows on `My work` once due within this long (or overdue). */
const DUE_SOON_MS = 24 * 60 * 60_000;
/** The most rows of each kind read for one list. */
const WORK_LIMIT = 300;
/** A digest at most this often per staff member (decision 0101). */
export const DIGEST_EVERY_MS = 15 * 60_000;
/** How often each copy looks for new work to tell staff about. */
const DIGEST_PASS_MS = 60_000;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
const SEVERITY = { weight_review: 3, thread: 4, request: 5 } as const;

/**
 * The care team's work beyond alerts (decisions 0100 and 0101): `My work`, worst first, and the
 * digests that tell staff of new messages and requests in their pool or assigned to them.
 */
export class CareWorkService {
  constructor(private readonly deps: CareWorkServiceDeps) {}

  private readonly digests = new PeriodicPass(
    (now) => this.digestPass(now),
    (err) => this.deps.log?.error({ err }, 'care digest pass failed'),
  );

  private get db() {
    return this.deps.db;
  }

  private due(from: string, which: keyof typeof DEFAULT_WORK_DUE): string {
    const { rules, timeZone } = this.deps.workflow();
    return periodEnd(new Date(from), rules[which]?.due ?? DEFAULT_WORK_DUE[which], rules.clinic_hours, timeZone).toISOString();
  }

  /**
   * What is mine (alerts for those who handle them, weight losses to review for those who read health
   * data, threads waiting for a reply, requests to answer)
   * and what of the pool is overdue or due within a day; worst first: severity, then due time (none last).
   * It names members with the kind of their alert (self-harm, say) and their messages' subjects, never
   * health values: each member named is in their access log, once per staff member, member and clinic
   * day, as the alerts queue (review of issue 34).
   */
  async list(actor: Actor, now: Date = new Date()): Promise<WorkList> {
    const role = actor.role as Role;
    const items: WorkItem[] = [];
    const add = (item: Omit<WorkItem, 'mine' | 'overdue'>) => {
      const mine = item.assigned_to?._id === actor.userId;
      const overdue = item.due_at !== null && Date.parse(item.due_at) <= now.getTime();
      const soon = item.due_at !== null && Date.parse(item.due_at) <= now.getTime() + DUE_SOON_MS;
      // A weight loss to review is clinical and rare: shown from the day it is raised, not only once due (0121).
      if (mine || soon || item.kind === 'weight_review') items.push({ ...item, mine, overdue });
    };
    const owner = (id: string | null, first: string | null, last: string | null) =>
      id ? { _id: id, name: fullName(first, last) || 'A former staff member' } : null;
    if (can(role, 'alerts:manage')) {
      for (const a of await repo.openAlerts(this.db, actor.userId, WORK_LIMIT)) {
        const kind = ALERT_KINDS.find((k) => k === a.kind);
        // An alert of a kind this version does not know is left to the alerts page, which counts it.
        if (!kind) continue;
        // Acknowledged: taken on, no longer due; still the owner's until resolved. Raised before due
        // times were stored: the one it would have had, computed here, never escalated (decision 0109).
        const due = a.acknowledged_at
          ? null
          : (a.due_at ?? alertDueTimes(this.deps.workflow(), kind, new Date(a.created_at)).dueAt.toISOString());
        add({
          kind: 'alert',
          _id: a.id,
          alert_kind: kind,
          title: '',
          member: { _id: a.user_id, name: a.member_deleted_at ? '' : fullName(a.member_first_name, a.member_last_name) },
          assigned_to: owner(a.assigned_to, a.owner_first_name, a.owner_last_name),
          state: a.acknowledged_at ? 'acknowledged' : 'open',
          created_at: a.created_at,
          due_at: due,
          severity: ALERT_KINDS.indexOf(kind),
        });
      }
    }
    if (can(role, 'messages:own')) {
      for (const t of await repo.waitingThreads(this.db, actor.userId, WORK_LIMIT)) {
        add({
          kind: 'thread',
          _id: t.id,
          alert_kind: null,
          title: t.subject,
          member: { _id: t.user_id, name: fullName(t.member_first_name, t.member_last_name) },
          assigned_to: owner(t.assigned_to, t.owner_first_name, t.owner_last_name),
          state: 'waiting',
          created_at: t.created_at,
          due_at: this.due(t.updated_at, 'messages'),
          severity: SEVERITY.thread,
        });
      }
    }
    if (can(role, 'health:read')) {
      // Clinical, not urgent: the clinicians' pool's, shown from the day it is raised; marked reviewed on the member's record.
      for (const w of await repo.openWeightReviews(this.db, WORK_LIMIT)) {
        add({
          kind: 'weight_review',
          _id: w.id,
          alert_kind: null,
          title: w.reason,
          member: { _id: w.user_id, name: fullName(w.member_first_name, w.member_last_name) },
          assigned_to: null,
          state: 'open',
          created_at: w.raised_at,
          due_at: this.due(w.raised_at, 'weight_reviews'),
          severity: SEVERITY.weight_review,
        });
      }
    }
    if (can(role, 'requests:manage')) {
      for (const r of await repo.openRequests(this.db, actor.userId, WORK_LIMIT)) {
        add({
          kind: 'request',
          _id: r.id,
          alert_kind: null,
          title: r.topic,
          member: { _id: r.user_id, name: fullName(r.member_first_name, r.member_last_name) },
          assigned_to: owner(r.assigned_to, r.owner_first_name, r.owner_last_name),
          state: r.status,
          created_at: r.created_at,
          due_at: this.due(r.created_at, 'requests'),
          severity: SEVERITY.request,
        });
      }
    }
    items.sort(
      (a, b) =>
        a.severity - b.severity ||
        (a.due_at ?? '\uffff').localeCompare(b.due_at ?? '\uffff') ||
        a.created_at.localeCompare(b.created_at) ||
        a._id.localeCompare(b._id),
    );
    const { timeZone } = this.deps.workflow();
    await this.deps.audit?.recordOnceSince(
      actor,
      items.filter((i) => i.member._id && i.member.name !== '').map((i) => i.member._id),
      ACCESS_ACTIONS.sawInWorkList,
      zonedInstant(dayIn(timeZone, now), 0, timeZone).toISOString(),
    );
    const since = new Date(now.getTime() - HANDOVER_SHOWN_MS).toISOString();
    const handovers = (await repo.handoversFor(this.db, actor.userId, since, WORK_LIMIT)).map((h): Handover => ({
      _id: h.id,
      kind: h.item_kind,
      item_id: h.item_id,
      member: { _id: h.member_id, name: fullName(h.first_name, h.last_name) },
      by: h.taken_by_name,
      at: h.at,
    }));
    return {
      items,
      handovers,
      counts: { mine: items.filter((i) => i.mine).length, overdue: items.filter((i) => i.overdue).length, total: items.length },
    };
  }

  // ---- Digests (decision 0101) -----------------------------------------------------------------

  /** Runs a digest pass now and then every `everyMs`; a failed pass is logged and the next tries again. */
  startDigests(everyMs = DIGEST_PASS_MS): void {
    this.digests.start(everyMs);
  }

  stopDigests(): Promise<void> {
    return this.digests.stop();
  }

  /** One pass at `now` (or the one this copy is already running): the number of digests this copy queued. */
  digestDue(now: Date = new Date()): Promise<number> {
    return this.digests.due(now);
  }

  /**
   * For each active staff member with a verified address whose last digest is at least
   * DIGEST_EVERY_MS old: what arrived for them since their digest's `covered_until`. Nothing new:
   * nothing is sent and nothing moves (the next message is told at the next pass). Something new:
   * the claim (moving `covered_until` from the value read to now) and the e-mail go in one
   * transaction, so whatever runs twice sends once. A staff member's first pass only starts their
   * digest: what came before is not e-mailed.
   */
  private async digestPass(now: Date): Promise<number> {
    const at = now.toISOString();
    let sent = 0;
    for (const staff of await repo.digestRecipients(this.db)) {
      try {
        if (staff.covered_until === null) {
          await repo.startDigest(this.db, staff.id, at);
          continue;
        }
        if (staff.sent_at !== null && Date.parse(staff.sent_at) + DIGEST_EVERY_MS > now.getTime()) continue;
        const from = staff.covered_until;
        if (from >= at) continue;
        const counts = await repo.newWorkFor(this.db, staff.id, from, at);
        if (counts.messages + counts.requests + counts.handovers === 0) continue;
        const queued = await this.db.transaction().execute(async (trx) => {
          if (!(await repo.claimDigest(trx, staff.id, from, at, true))) return false;
          await enqueueMail(
            trx,
            careDigestMail(inLanguage(this.deps.mailContext(), staff.language), staff.email, staff.first_name, counts),
          );
          return true;
        });
        if (queued) sent += 1;
      } catch (err) {
        // The staff member's id only; the next pass tries again.
        this.deps.log?.error({ err, staffId: staff.id }, 'a care digest could not be queued');
      }
    }
    if (sent > 0) this.deps.kickMail();
    return sent;
  }
}
