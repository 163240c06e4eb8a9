import type { z } from 'zod';
import type { bpReadingBodySchema } from '@wellpath/shared/health/blood-pressure';
import type { BloodMarker, BloodResult, BpReading, HeartRisk, labReportBodySchema } from '@wellpath/shared/health/wire';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { smsg } from '../../i18n/index.js';
import { notFound } from '../../lib/http-errors.js';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import type { BloodResultService } from '../healthtracking/blood-results.service.js';
import type { VitalsService } from '../healthtracking/vitals.service.js';
import type { HeartRiskService } from '../heart-risk/heart-risk.service.js';
import { findUserById } from '../user/user.service.js';
import { decodeMessage, encodeMessage } from '@wellpath/shared/i18n/message';

/** Where each number came from, said of the member ("The member's health profile") rather than to them ("Your health profile"). */
const STAFF_SOURCES: Readonly<Record<string, string>> = {
  'hr.sourceHealthProfile': 'hr.staffSourceHealthProfile',
  'hr.sourceProfile': 'hr.staffSourceProfile',
  'hr.sourceBirth': 'hr.staffSourceBirth',
  'hr.sourceLab': 'hr.staffSourceLab',
  'hr.sourceLabDiabetes': 'hr.staffSourceLabDiabetes',
  'hr.sourceTyped': 'hr.staffSourceTyped',
  'hr.sourceConditions': 'hr.staffSourceConditions',
  'hr.sourceAverage': 'hr.staffSourceAverage',
  'hr.sourceVapeOnly': 'hr.staffSourceVapeOnly',
  'hr.sourceUnsure': 'hr.staffSourceUnsure',
  'hr.sourceMedications': 'hr.staffSourceMedications',
};

function staffSource(source: string): string {
  const message = decodeMessage(source);
  const staffId = message && STAFF_SOURCES[message.id];
  return message && staffId ? encodeMessage(staffId, message.values) : source;
}

/**
 * What the care team enters on a member's chart (issue 34, decision 0088): a blood pressure reading
 * taken at the clinic or read out on the phone. It goes through the member's own rules (the same
 * service: bounds, stored once, the urgent alert exactly once), kept with who entered it, which the
 * member and the care team see beside it; the write is in the access log in the same transaction.
 */
export class ChartService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly vitals: VitalsService,
    private readonly bloodResults: BloodResultService,
    private readonly heartRisk: HeartRiskService,
  ) {}

  private async assertMember(id: string): Promise<void> {
    const user = await findUserById(this.db, id);
    if (!user || user.role !== 'member') throw notFound(smsg('api.memberNotFound'));
  }

  /** Who enters, kept on the row, and the access-log entry written with it (in its transaction, only when the row is new). */
  private entry(actor: Actor, memberId: string, action: (typeof ACCESS_ACTIONS)['enteredReading' | 'enteredLabReport']) {
    return {
      by: { staff_id: actor.userId, name: actor.name, role: actor.role },
      log: (trx: Transaction<Database>) => this.audit.record(actor, memberId, action, null, trx),
    };
  }

  async enterBloodPressure(actor: Actor, memberId: string, body: z.infer<typeof bpReadingBodySchema>): Promise<BpReading> {
    await this.assertMember(memberId);
    return this.vitals.addReading(memberId, body, this.entry(actor, memberId, ACCESS_ACTIONS.enteredReading));
  }

  /**
   * A lab report read out by a lab or brought to the clinic, entered for the member: the member's own
   * checks (markers, units, dates, plausible values), the same report sent again stored once, and a
   * critical value's alert raised once, as when the member enters it.
   */
  async enterLabReport(
    actor: Actor,
    memberId: string,
    body: z.output<typeof labReportBodySchema>,
    locale: Locale = 'en',
  ): Promise<{ report_id: string; results: BloodResult[] }> {
    await this.assertMember(memberId);
    return this.bloodResults.addReport(memberId, body, this.entry(actor, memberId, ACCESS_ACTIONS.enteredLabReport), locale);
  }

  /** The marker catalogue for the entry form: units and plausible values, read against no member (nothing of theirs is read), named in `locale`. */
  labMarkers(locale: Locale = 'en'): Promise<BloodMarker[]> {
    return this.bloodResults.catalogueForAnyone(locale);
  }

  /**
   * The member's heart risk estimate as their own screen computes it (the same service and shared
   * rules: the inputs with their dates and sources, what is missing, why it does not apply with the
   * lab results that say so); recorded in the access log.
   */
  async heartRiskOf(actor: Actor, memberId: string, locale: Locale = 'en'): Promise<HeartRisk> {
    await this.assertMember(memberId);
    await this.audit.record(actor, memberId, ACCESS_ACTIONS.viewedHeartRisk);
    const risk = await this.heartRisk.estimate(memberId, undefined, undefined, locale);
    const inputs = Object.fromEntries(
      Object.entries(risk.inputs).map(([key, input]) => [key, input && { ...input, source: staffSource(input.source) }]),
    ) as HeartRisk['inputs'];
    return { ...risk, inputs };
  }
}
