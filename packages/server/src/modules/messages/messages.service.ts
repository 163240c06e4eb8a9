import type { z } from 'zod';
import { smsg } from '../../i18n/index.js';
import type { NewThreadBody, Thread, ThreadSummary } from '@wellpath/shared/messages/wire';
import type { staffThreadSchema, staffThreadSummarySchema } from '@wellpath/shared/staff/wire';
import { can, type Role } from '@wellpath/shared/staff/roles';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../../lib/clock.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
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

  /** A thread the staff member may open: all for clinicians and administrators, own and unassigned for coaches. */
  private async visibleThread(actor: Actor, id: string): Promise<repo.ThreadRow> {
    const row = await repo.findForStaff(this.db, id);
    const allowed = row && (can(actor.role as Role, 'messages:all') || row.assigned_to === null || row.assigned_to === actor.userId);
    if (!row || !allowed) throw notFound(NOT_FOUND);
    return row;
  }

  async staffThreads(actor: Actor, box: 'mine' | 'unassigned' | 'all', memberId?: string): Promise<StaffThreadSummary[]> {
    if (box === 'all' && !can(actor.role as Role, 'messages:all')) throw forbidden(smsg('api.allThreadsForbidden'));
    const assignedTo = box === 'mine' ? actor.userId : box === 'unassigned' ? null : undefined;
    const rows = await repo.listForStaff(this.db, { assignedTo, memberId });
    return (await this.summaries(rows, 'staff')).map(({ row, summary }) => ({ ...summary, ...staffParts(row) }));
  }

  async staffThread(actor: Actor, id: string): Promise<StaffThread> {
    const row = await this.visibleThread(actor, id);
    const at = nowIso();
    await repo.touchThread(this.db, id, { staff_read_at: at });
    // The thread's id, not its subject: the member's own words stay out of the access log.
    await this.deps.audit.record(actor, row.user_id, ACCESS_ACTIONS.viewedThread, id);
    return { ...(await this.whole({ ...row, staff_read_at: at })), ...staffParts(row) };
  }

  /** A reply from the care team: an unassigned thread becomes the replier's; the member is e-mailed (no content). */
  async staffReply(actor: Actor, id: string, body: string): Promise<StaffThread> {
    const row = await this.visibleThread(actor, id);
    const member = await findUserById(this.db, row.user_id);
    const at = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await repo.insertMessage(trx, { id: newId(), thread_id: id, author_id: actor.userId, author_role: 'staff', body, created_at: at });
      await repo.touchThread(trx, id, {
        updated_at: at,
        last_author_role: 'staff',
        staff_read_at: at,
        ...(row.assigned_to === null ? { assigned_to: actor.userId } : {}),
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
    const updated = (await repo.findForStaff(this.db, id))!;
    return { ...(await this.whole(updated)), ...staffParts(updated) };
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
