import type { z } from 'zod';
import { smsg } from '../../i18n/index.js';
import type { NewThreadBody, Thread, ThreadSummary } from '@wellpath/shared/messages/wire';
import type { staffThreadSchema, staffThreadSummarySchema } from '@wellpath/shared/staff/wire';
import { can, type Role } from '@wellpath/shared/staff/roles';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { DEFAULT_WORK_DUE, periodEnd, type CareWorkflow } from '@wellpath/shared/staff/care-workflow';
import { activeStaffList, isActiveStaff, noteHandover } from '../care-work/care-work.service.js';
import { newId } from '../../lib/tokens.js';
import { enqueueMail } from '../../mail/outbox.js';
import { careReplyMail, checkInMail, inLanguage, type MailContext } from '../../mail/templates.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import { findCoachRow } from '../coaches/coaches.service.js';
import { presentCoach } from '../coaches/coaches.presenter.js';
import { findUserById } from '../user/user.service.js';
import * as repo from './messages.repository.js';
import { presentSummary, presentThread, staffParts } from './messages.presenter.js';

type StaffThreadSummary = z.infer<typeof staffThreadSummarySchema>;
type StaffThread = z.infer<typeof staffThreadSchema>;
const NOT_FOUND = smsg('api.threadNotFound');

export interface MessageServiceDeps {
  db: Db;
  audit: AuditService;
  mailContext: () => MailContext;
  kickMail: () => void;
  /** content/care-workflow.yaml and the clinic's clock: by when a waiting thread is due (decision 0100). */
  workflow: () => { rules: CareWorkflow; timeZone: string };
}

/**
 * Two-way threads between a member and the care team: to a coach (the coach's own account owns the
 * thread when it has one) or to "my care team" (unassigned until someone replies). A coach sees their
 * own and unassigned threads; clinicians and administrators all of them.
 */
export class MessageService {
  constructor(private readonly deps: MessageServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async summaries(rows: repo.ThreadRow[], reader: 'member' | 'staff') {
    const messages = await repo.messagesOf(
      this.db,
      rows.map((t) => t.id),
    );
    const last = new Map(messages.map((m) => [m.thread_id, m]));
    return rows.flatMap((t) => {
      const m = last.get(t.id);
      return m ? [{ row: t, summary: presentSummary(t, m, reader) }] : [];
    });
  }

  /** By when the care team should reply to a thread waiting since `since`. */
  private readonly dueOf = (since: string): string => {
    const { rules, timeZone } = this.deps.workflow();
    return periodEnd(new Date(since), rules.messages?.due ?? DEFAULT_WORK_DUE.messages, rules.clinic_hours, timeZone).toISOString();
  };

  private async whole(row: repo.ThreadRow): Promise<Thread> {
    return presentThread(row, await repo.messagesOf(this.db, [row.id]));
  }

  // ---- The member's side ---------------------------------------------------------------------

  async memberThreads(userId: string): Promise<{ threads: ThreadSummary[]; unread: number }> {
    const threads = (await this.summaries(await repo.listForMember(this.db, userId), 'member')).map((s) => s.summary);
    return { threads, unread: threads.filter((t) => t.unread).length };
  }

  /** Every thread of the member with all its messages (the coach page's list). */
  async memberThreadsWhole(userId: string): Promise<Thread[]> {
    const rows = await repo.listForMember(this.db, userId);
    const messages = await repo.messagesOf(
      this.db,
      rows.map((t) => t.id),
    );
    return rows.map((t) =>
      presentThread(
        t,
        messages.filter((m) => m.thread_id === t.id),
      ),
    );
  }

  memberUnread(userId: string): Promise<number> {
    return repo.unreadForMember(this.db, userId);
  }

  /** Starts a thread to a coach (by id or key; one not taking messages refuses it) or to the care team. */
  async startThread(userId: string, body: NewThreadBody): Promise<Thread> {
    let coachId: string | null = null;
    if (body.coach_id) {
      const row = await findCoachRow(this.db, body.coach_id);
      if (!row) throw notFound(smsg('api.coachNotFound'));
      const coach = presentCoach(row, new Map());
      if (!coach.accepting_messages) {
        throw badRequest(smsg('api.coachNotAccepting', { name: coach.name }));
      }
      coachId = coach._id;
    }
    const at = nowIso();
    const id = newId();
    await this.db.transaction().execute(async (trx) => {
      await repo.insertThread(trx, {
        id,
        user_id: userId,
        coach_id: coachId,
        assigned_to: coachId ? await repo.staffOfCoach(trx, coachId) : null,
        subject: body.subject,
        created_at: at,
        updated_at: at,
        last_author_role: 'member',
        member_read_at: at,
        staff_read_at: null,
      });
      await repo.insertMessage(trx, {
        id: newId(),
        thread_id: id,
        author_id: userId,
        author_role: 'member',
        body: body.body,
        created_at: at,
      });
    });
    return this.whole((await repo.findForMember(this.db, userId, id))!);
  }

  /** One thread of the member's (404 for anyone else's); reading it marks it read. */
  async memberThread(userId: string, id: string): Promise<Thread> {
    const row = await repo.findForMember(this.db, userId, id);
    if (!row) throw notFound(NOT_FOUND);
    const at = nowIso();
    await repo.touchThread(this.db, id, { member_read_at: at });
    return this.whole({ ...row, member_read_at: at });
  }

  async memberReply(userId: string, id: string, body: string): Promise<Thread> {
    const row = await repo.findForMember(this.db, userId, id);
    if (!row) throw notFound(NOT_FOUND);
    const at = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await repo.insertMessage(trx, { id: newId(), thread_id: id, author_id: userId, author_role: 'member', body, created_at: at });
      await repo.touchThread(trx, id, { updated_at: at, last_author_role: 'member', member_read_at: at });
    });
    return this.whole((await repo.findForMember(this.db, userId, id))!);
  }

  // ---- The care team's side ------------------------------------------------------------------

  /**
   * A thread the staff member may open: any, for staff who may open the member (every role may,
   * `members:read`); one assigned to someone else shows who owns it and offers "Take over" (decision 0100).
   */
  private async readableThread(actor: Actor, id: string): Promise<repo.ThreadRow> {
    const row = await repo.findForStaff(this.db, id);
    if (!row || !can(actor.role as Role, 'members:read')) throw notFound(NOT_FOUND);
    return row;
  }

  /** Whether the staff member may reply: clinicians and administrators always; coaches in their own and unassigned threads. */
  private mayReply(actor: Actor, row: repo.ThreadRow): boolean {
    return can(actor.role as Role, 'messages:all') || row.assigned_to === null || row.assigned_to === actor.userId;
  }

  /** Whether the staff member may give the thread to someone else or to the pool: its owner, clinicians, administrators. */
  private mayAssign(actor: Actor, row: repo.ThreadRow): boolean {
    return can(actor.role as Role, 'messages:all') || row.assigned_to === actor.userId;
  }

  private async staffView(actor: Actor, row: repo.ThreadRow): Promise<StaffThread> {
    const mayAssign = this.mayAssign(actor, row);
    return {
      ...(await this.whole(row)),
      ...staffParts(row, this.dueOf),
      can_reply: this.mayReply(actor, row),
      can_assign: mayAssign,
      assignees: mayAssign ? await activeStaffList(this.db) : [],
    };
  }

  async staffThreads(actor: Actor, box: 'mine' | 'unassigned' | 'all', memberId?: string): Promise<StaffThreadSummary[]> {
    if (box === 'all' && !can(actor.role as Role, 'messages:all')) throw forbidden(smsg('api.allThreadsForbidden'));
    const assignedTo = box === 'mine' ? actor.userId : box === 'unassigned' ? null : undefined;
    const rows = await repo.listForStaff(this.db, { assignedTo, memberId });
    return (await this.summaries(rows, 'staff')).map(({ row, summary }) => ({ ...summary, ...staffParts(row, this.dueOf) }));
  }

  /** One thread; reading it marks it read for the care team only when the reader may reply (its owner or the pool's, clinicians). */
  async staffThread(actor: Actor, id: string): Promise<StaffThread> {
    const row = await this.readableThread(actor, id);
    const at = nowIso();
    const mayReply = this.mayReply(actor, row);
    if (mayReply) await repo.touchThread(this.db, id, { staff_read_at: at });
    // The thread's id, not its subject: the member's own words stay out of the access log.
    await this.deps.audit.record(actor, row.user_id, ACCESS_ACTIONS.viewedThread, id);
    return this.staffView(actor, mayReply ? { ...row, staff_read_at: at } : row);
  }

  /**
   * Gives a thread its owner (decision 0100): 'me' takes it over, for any staff member who may read
   * it; the pool or a named active staff member only for its owner, clinicians and administrators
   * (403 otherwise). A named owner who is not an active staff member: 400. Logged.
   */
  async assign(actor: Actor, id: string, to: string): Promise<StaffThread> {
    const row = await this.readableThread(actor, id);
    const owner = to === 'me' ? actor.userId : to === 'pool' ? null : to;
    if (owner !== actor.userId && !this.mayAssign(actor, row)) throw forbidden(smsg('api.threadAssignForbidden'));
    if (owner !== null && owner !== actor.userId && !(await isActiveStaff(this.db, owner))) {
      throw badRequest(smsg('api.workAssigneeInvalid'));
    }
    await this.db.transaction().execute(async (trx) => {
      const at = nowIso();
      await noteHandover(trx, { kind: 'thread', id, memberId: row.user_id }, owner, actor, at);
      await repo.touchThread(trx, id, { assigned_to: owner, assigned_at: at });
      await this.deps.audit.record(actor, row.user_id, ACCESS_ACTIONS.assignedThread, id, trx);
    });
    return this.staffView(actor, (await repo.findForStaff(this.db, id))!);
  }

  /** A reply from the care team: an unassigned thread becomes the replier's; the member is e-mailed (no content). */
  async staffReply(actor: Actor, id: string, body: string): Promise<StaffThread> {
    const row = await this.readableThread(actor, id);
    if (!this.mayReply(actor, row)) {
      const name = [row.staff_first_name, row.staff_last_name].filter(Boolean).join(' ');
      throw conflict(smsg('api.threadAssignedElsewhere', { name }), 'THREAD_ASSIGNED_ELSEWHERE');
    }
    const member = await findUserById(this.db, row.user_id);
    const at = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await repo.insertMessage(trx, { id: newId(), thread_id: id, author_id: actor.userId, author_role: 'staff', body, created_at: at });
      await repo.touchThread(trx, id, {
        updated_at: at,
        last_author_role: 'staff',
        staff_read_at: at,
        ...(row.assigned_to === null ? { assigned_to: actor.userId, assigned_at: at } : {}),
      });
      if (member)
        await enqueueMail(
          trx,
          careReplyMail(
            inLanguage(this.deps.mailContext(), member.language),
            member.email,
            member.first_name,
            'message',
            `/messages/${id}`,
          ),
        );
      await this.deps.audit.record(actor, row.user_id, ACCESS_ACTIONS.repliedThread, id, trx);
    });
    this.deps.kickMail();
    return this.staffView(actor, (await repo.findForStaff(this.db, id))!);
  }

  // ---- For other modules (decision 0077) ----------------------------------------------------

  /**
   * A thread the care team starts (the outreach's check-in, decision 0099): owned by the staff member,
   * the message theirs, the member e-mailed the same words in the same transaction. Answers the thread's id.
   */
  async staffStartThread(
    trx: Kysely<Database> | Transaction<Database>,
    actor: Actor,
    member: { id: string; email: string; first_name: string; language: string | null },
    subject: string,
    body: string,
  ): Promise<string> {
    const at = nowIso();
    const id = newId();
    await repo.insertThread(trx, {
      id,
      user_id: member.id,
      coach_id: null,
      assigned_to: actor.userId,
      subject,
      created_at: at,
      updated_at: at,
      last_author_role: 'staff',
      member_read_at: null,
      staff_read_at: at,
    });
    await repo.insertMessage(trx, { id: newId(), thread_id: id, author_id: actor.userId, author_role: 'staff', body, created_at: at });
    await enqueueMail(
      trx,
      checkInMail(inLanguage(this.deps.mailContext(), member.language), member.email, member.first_name, subject, body, `/messages/${id}`),
    );
    return id;
  }

  /** Sends the e-mails queued by staffStartThread once its transaction is committed. */
  kickMail(): void {
    this.deps.kickMail();
  }
}
