import type { z } from 'zod';
import { smsg } from '../../i18n/index.js';
import type { ProgramRequest, programRequestBodySchema } from '@wellpath/shared/programs/wire';
import type { requestReplyBodySchema, staffRequestListQuerySchema, staffRequestSchema } from '@wellpath/shared/staff/wire';
import type { Db } from '../../db/connection.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { newId } from '../../lib/tokens.js';
import { enqueueMail } from '../../mail/outbox.js';
import { careReplyMail, inLanguage, type MailContext } from '../../mail/templates.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import { findPillarByIdOrSlug } from '../lifestyle/lifestyle.service.js';
import * as repo from './program-requests.repository.js';
import { presentRequest, presentStaffRequest } from './program-requests.presenter.js';

export type NewProgramRequest = z.output<typeof programRequestBodySchema>;
type StaffRequest = z.infer<typeof staffRequestSchema>;

export interface ProgramRequestServiceDeps {
  db: Db;
  audit: AuditService;
  mailContext: () => MailContext;
  kickMail: () => void;
}

/** A member asks the care team for a programme and follows the answer; the care team replies and sets the status. */
export class ProgramRequestService {
  constructor(private readonly deps: ProgramRequestServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** The member's requests, newest first. */
  async list(userId: string): Promise<ProgramRequest[]> {
    return (await repo.listRequests(this.db, userId)).map(presentRequest);
  }

  /** Sends a request; a pillar (id or slug) that is not in the list is refused. */
  async create(userId: string, body: NewProgramRequest): Promise<ProgramRequest> {
    let pillarId: string | null = null;
    if (body.pillar_id) {
      const pillar = await findPillarByIdOrSlug(this.db, body.pillar_id);
      if (!pillar) throw badRequest(smsg('api.requestNotSent'), [smsg('api.choosePillar')]);
      pillarId = pillar.id;
    }
    const id = newId();
    await repo.insertRequest(this.db, { id, userId, topic: body.topic, pillarId, message: body.message });
    const created = await repo.findRequest(this.db, userId, id);
    return presentRequest(created!);
  }

  // ---- The care team's side ------------------------------------------------------------------

  /** The inbox: pending first, then in review, then the rest, newest first; optionally one status. */
  async staffList(status: z.infer<typeof staffRequestListQuerySchema>['status']): Promise<StaffRequest[]> {
    const rows = await repo.listForStaff(this.db, status === 'all' ? undefined : status, 500);
    return rows.map(presentStaffRequest);
  }

  /**
   * Sets the status and, when given, a reply (without one the previous reply stays). When the reply
   * or the status changes, the member is e-mailed that there is a reply (never its text) and the
   * access log records it, in the same transaction.
   */
  async staffReply(actor: Actor, id: string, body: z.output<typeof requestReplyBodySchema>): Promise<StaffRequest> {
    const row = await repo.findForStaff(this.db, id);
    if (!row) throw notFound(smsg('api.requestNotFound'));
    const reply = body.reply ? body.reply : undefined;
    if (reply !== undefined || body.status !== row.status) {
      const at = nowIso();
      await this.db.transaction().execute(async (trx) => {
        await repo.updateRequest(trx, id, {
          status: body.status,
          updated_at: at,
          ...(reply !== undefined ? { reply, replied_at: at, replied_by: actor.userId } : {}),
        });
        await enqueueMail(
          trx,
          careReplyMail(inLanguage(this.deps.mailContext(), row.language), row.email, row.first_name, 'request', '/program-requests'),
        );
        // The request's id and new status, not its topic: the member's own words stay out of the access log.
        await this.deps.audit.record(actor, row.user_id, ACCESS_ACTIONS.repliedRequest, `${id} (${body.status})`, trx);
      });
      this.deps.kickMail();
    }
    return presentStaffRequest((await repo.findForStaff(this.db, id))!);
  }
}
