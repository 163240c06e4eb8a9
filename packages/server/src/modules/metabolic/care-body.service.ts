import type { Locale } from '@wellpath/shared/i18n/locale';
import type { MedicationList } from '@wellpath/shared/health/medications';
import type { BodySummary } from '@wellpath/shared/health/wire';
import { memberToday } from '@wellpath/shared/reminders/time-zone';
import type { Db } from '../../db/connection.js';
import { smsg } from '../../i18n/index.js';
import { notFound } from '../../lib/http-errors.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import type { BodyService } from '../healthtracking/body.service.js';
import type { MedicationService } from '../healthtracking/medications.service.js';
import * as repo from './metabolic.repository.js';

export interface CareBodyServiceDeps {
  db: Db;
  audit: AuditService;
  body: Pick<BodyService, 'summary'>;
  medications: Pick<MedicationService, 'list'>;
}

/**
 * The member's body measurements and medications in the care record (issue 35): the member's own
 * answers (the same services and rules), read on the member's day; each read in the access log.
 */
export class CareBodyService {
  constructor(private readonly deps: CareBodyServiceDeps) {}

  private async memberDay(memberId: string): Promise<string> {
    const user = await repo.memberForMetabolic(this.deps.db, memberId);
    if (!user || user.role !== 'member') throw notFound(smsg('api.memberNotFound'));
    return memberToday(user.time_zone);
  }

  async bodyOf(actor: Actor, memberId: string, query: { cursor?: string; limit: number }): Promise<BodySummary> {
    const today = await this.memberDay(memberId);
    await this.deps.audit.record(actor, memberId, ACCESS_ACTIONS.viewedBody);
    return this.deps.body.summary(memberId, query, today);
  }

  async medicationsOf(actor: Actor, memberId: string, locale: Locale): Promise<MedicationList> {
    const today = await this.memberDay(memberId);
    await this.deps.audit.record(actor, memberId, ACCESS_ACTIONS.viewedMedications);
    return this.deps.medications.list(memberId, locale, today);
  }
}
