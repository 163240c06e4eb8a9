import type { z } from 'zod';
import { smsg } from '../../i18n/index.js';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { PROGRAM_LIMIT_CODE, type ProgramRequest, type programRequestBodySchema } from '@wellpath/shared/programs/wire';
import { DEFAULT_WORK_DUE, periodEnd, type CareWorkflow } from '@wellpath/shared/staff/care-workflow';
import type {
  requestReplyBodySchema,
  staffRequestListQuerySchema,
  staffRequestListSchema,
  staffRequestSchema,
} from '@wellpath/shared/staff/wire';
import type { ContentBundle } from '../../content/loader.js';
import type { Db } from '../../db/connection.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { newId } from '../../lib/tokens.js';
import { enqueueMail } from '../../mail/outbox.js';
import { careReplyMail, inLanguage, type MailContext } from '../../mail/templates.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import { activeStaffList, isActiveStaff, noteHandover } from '../care-work/care-work.service.js';
import { findPillarByIdOrSlug } from '../lifestyle/lifestyle.service.js';
import { memberDay, type ProgramService } from '../programs/programs.service.js';
import * as repo from './program-requests.repository.js';
import { presentRequest, presentStaffRequest, type RequestNames } from './program-requests.presenter.js';

export type NewProgramRequest = z.output<typeof programRequestBodySchema>;
type StaffRequest = z.infer<typeof staffRequestSchema>;

export interface ProgramRequestServiceDeps {
  db: Db;
  audit: AuditService;
  mailContext: () => MailContext;
  kickMail: () => void;
  /** Programme titles in each language; the care workflow's due times (decision 0100). */
  content: ContentBundle;
  /** Starts a programme for the member when the care team approves a request (decision 0100). */
  programs: Pick<ProgramService, 'start'>;
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** A member asks the care team for a programme and follows the answer; the care team replies and sets the status. */
export class ProgramRequestService {
  constructor(private readonly deps: ProgramRequestServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** Programme titles (by key) and pillar names (by slug) in a language, the stored ones where the content has none. */
  private namesIn(locale: Locale): RequestNames {
    const content = this.deps.content.byLocale[locale];
    const titles = new Map(content.programs.map((p) => [p.key, p.title]));
    const pillars = new Map(content.pillars.map((p) => [p.slug, p.name]));
    return { title: (key, stored) => titles.get(key) ?? stored, pillar: (slug, stored) => pillars.get(slug) ?? stored };
  }

  /** By when a request still to answer is due (content/care-workflow.yaml `requests`); null once answered. */
  dueAt(r: { status: string; created_at: string }): string | null {
    if (r.status !== 'pending' && r.status !== 'in_review') return null;
    return requestDueAt(this.deps.content.careWorkflow, this.deps.content.landing.timeZone, r.created_at);
  }

  private staffView(r: repo.RequestRow, locale: Locale): StaffRequest {
    return presentStaffRequest(r, this.namesIn(locale), this.dueAt(r));
  }

  /** The member's requests, newest first. */
  async list(userId: string, locale: Locale = 'en'): Promise<ProgramRequest[]> {
    const names = this.namesIn(locale);
    return (await repo.listRequests(this.db, userId)).map((r) => presentRequest(r, names));
  }

  /** Sends a request; a pillar (id or slug) that is not in the list is refused. */
  async create(userId: string, body: NewProgramRequest, locale: Locale = 'en'): Promise<ProgramRequest> {
    let pillarId: string | null = null;
    if (body.pillar_id) {
      const pillar = await findPillarByIdOrSlug(this.db, body.pillar_id);
      if (!pillar) throw badRequest(smsg('api.requestNotSent'), [smsg('api.choosePillar')]);
      pillarId = pillar.id;
    }
    const id = newId();
    await repo.insertRequest(this.db, { id, userId, topic: body.topic, pillarId, message: body.message });
    const created = await repo.findRequest(this.db, userId, id);
    return presentRequest(created!, this.namesIn(locale));
  }

  // ---- The care team's side ------------------------------------------------------------------

  /** The inbox: pending first, then in review, then the rest, newest first; optionally one status. With who may own one and the programmes to start. */
  async staffList(
    status: z.infer<typeof staffRequestListQuerySchema>['status'],
    locale: Locale = 'en',
  ): Promise<z.infer<typeof staffRequestListSchema>> {
    const [rows, assignees, programs] = await Promise.all([
      repo.listForStaff(this.db, status === 'all' ? undefined : status, 500),
      activeStaffList(this.db),
      repo.startablePrograms(this.db),
    ]);
    const names = this.namesIn(locale);
    return {
      requests: rows.map((r) => this.staffView(r, locale)),
      assignees,
      programs: programs.map((p) => ({ _id: p.id, key: p.key, title: names.title(p.key, p.title) })),
    };
  }

  private async staffRow(id: string): Promise<repo.RequestRow> {
    const row = await repo.findForStaff(this.db, id);
    if (!row) throw notFound(smsg('api.requestNotFound'));
    return row;
  }

  /**
   * Sets the status and, when given, a reply (without one the previous reply stays). Declining needs
   * a reason the member reads (a reply, now or already on record). Approving may start a programme for the
   * member (`start_program`, decision 0100): within their two-active limit (409 with a clear message
   * at the limit, and nothing changes), once per request (approving again starts nothing more), and a
   * programme the member already follows is linked, not started twice. When the reply, the status or
   * the programme changes, the member is e-mailed in their language that there is a reply (never its
   * text) and the access log records it, in the same transaction.
   */
  async staffReply(actor: Actor, id: string, body: z.output<typeof requestReplyBodySchema>, locale: Locale = 'en'): Promise<StaffRequest> {
    const row = await this.staffRow(id);
    const reply = body.reply ? body.reply : undefined;
    if (body.status === 'declined' && reply === undefined && !row.reply) {
      throw badRequest(smsg('api.declineNeedsReason'));
    }
    let started: { programId: string; at: string } | null = null;
    if (body.start_program !== undefined) {
      if (body.status !== 'approved') throw badRequest(smsg('api.startNeedsApproval'));
      if (row.started_program_id === null) started = await this.startFor(row, body.start_program);
      else if (row.started_program_id !== body.start_program && row.started_program_key !== body.start_program) {
        throw conflict(smsg('api.startProgramOther'), 'REQUEST_PROGRAM_STARTED');
      }
    }
    if (reply !== undefined || body.status !== row.status || started) {
      const at = nowIso();
      await this.db.transaction().execute(async (trx) => {
        await repo.updateRequest(trx, id, {
          status: body.status,
          updated_at: at,
          ...(reply !== undefined ? { reply, replied_at: at, replied_by: actor.userId } : {}),
          ...(started ? { started_program_id: started.programId, started_at: started.at } : {}),
        });
        await enqueueMail(
          trx,
          careReplyMail(inLanguage(this.deps.mailContext(), row.language), row.email, row.first_name, 'request', '/program-requests', {
            startedProgram: started !== null,
          }),
        );
        // The request's id and new status, not its topic: the member's own words stay out of the access log.
        await this.deps.audit.record(actor, row.user_id, ACCESS_ACTIONS.repliedRequest, `${id} (${body.status})`, trx);
        if (started) await this.deps.audit.record(actor, row.user_id, ACCESS_ACTIONS.startedProgram, `${id} (${started.programId})`, trx);
      });
      this.deps.kickMail();
    }
    return this.staffView((await repo.findForStaff(this.db, id))!, locale);
  }

  /**
   * Starts the programme on the member's own day. One the member already follows counts as started
   * (a retried approval whose first attempt started it, or the member started it themselves).
   */
  private async startFor(row: repo.RequestRow, program: string): Promise<{ programId: string; at: string }> {
    const today = memberDay({ timeZone: row.time_zone }).today;
    try {
      const { program: started } = await this.deps.programs.start(row.user_id, program, false, today);
      return { programId: started._id, at: nowIso() };
    } catch (err) {
      if (err instanceof HttpError && err.extra.code === 'PROGRAM_ALREADY_ACTIVE') {
        const p = (await repo.startablePrograms(this.db)).find((x) => x.id === program || x.key === program);
        if (p) return { programId: p.id, at: nowIso() };
      }
      if (err instanceof HttpError && err.extra.code === PROGRAM_LIMIT_CODE) {
        throw conflict(smsg('api.startProgramLimit', { name: fullName(row.first_name, row.last_name) }), PROGRAM_LIMIT_CODE);
      }
      throw err;
    }
  }

  /** Gives a request its owner: the caller, the pool, or a named active staff member (others 400). Logged. */
  async assign(actor: Actor, id: string, to: string, locale: Locale = 'en'): Promise<StaffRequest> {
    const row = await this.staffRow(id);
    const owner = to === 'me' ? actor.userId : to === 'pool' ? null : to;
    if (owner !== null && owner !== actor.userId && !(await isActiveStaff(this.db, owner))) {
      throw badRequest(smsg('api.workAssigneeInvalid'));
    }
    await this.db.transaction().execute(async (trx) => {
      const at = nowIso();
      await noteHandover(trx, { kind: 'request', id, memberId: row.user_id }, owner, actor, at);
      await repo.assign(trx, id, owner, at);
      await this.deps.audit.record(actor, row.user_id, ACCESS_ACTIONS.assignedRequest, id, trx);
    });
    return this.staffView((await repo.findForStaff(this.db, id))!, locale);
  }
}

/** When a request raised at `createdAt` is due: content/care-workflow.yaml `requests`, or the default. */
export function requestDueAt(rules: CareWorkflow, timeZone: string, createdAt: string): string {
  return periodEnd(new Date(createdAt), rules.requests?.due ?? DEFAULT_WORK_DUE.requests, rules.clinic_hours, timeZone).toISOString();
}
