import { z } from 'zod';
import { memberToday } from '@wellpath/shared/reminders/time-zone';
import { can, type Role } from '@wellpath/shared/staff/roles';
import {
  ldlGroup,
  readTarget,
  TARGET_COMPARATOR,
  TARGET_KINDS,
  TARGET_UNITS,
  targetDefaults,
  targetValueOf,
  type SetTargetBody,
  type Target,
  type TargetKind,
  type TargetList,
  type TargetValue,
} from '@wellpath/shared/health/targets';
import { smsg } from '../../i18n/index.js';
import type { Db } from '../../db/connection.js';
import type { MemberTargetTable } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import { parseColumn } from '../../lib/stored-row.js';
import { newId } from '../../lib/tokens.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import type { BloodResultService } from '../healthtracking/blood-results.service.js';
import type { BodyService, DatedWeight } from '../healthtracking/body.service.js';
import type { VitalsService } from '../healthtracking/vitals.service.js';
import type { HeartRiskService } from '../heart-risk/heart-risk.service.js';
import { findUserById } from '../user/user.service.js';
import * as repo from './targets.repository.js';

/** For other modules (decision 0077): a member's clinician targets, read through this service. */
export { listTargets } from './targets.repository.js';

/** The blood markers (content keys) the LDL and HbA1c targets are read against. */
export const TARGET_MARKERS = { ldl: 'ldl-c', hba1c: 'hba1c' } as const;

const kindColumn = z.enum(TARGET_KINDS);

export interface TargetServiceDeps {
  db: Db;
  audit: AuditService;
  heartRisk: Pick<HeartRiskService, 'estimate'>;
  vitals: Pick<VitalsService, 'bloodPressure' | 'activities'>;
  bloodResults: Pick<BloodResultService, 'latest'>;
  body: Pick<BodyService, 'weightEnds'>;
}

type Current = Partial<Record<TargetKind, { value: TargetValue; date: string } | null>>;

const day = (iso: string) => iso.slice(0, 10);
/** A stored target to two decimals: PostgreSQL's `real` keeps 1.8 as 1.7999999...; the bounds allow one decimal. */
const stored = (n: number) => Math.round(Number(n) * 100) / 100;
const one = (value: number): TargetValue => ({ value, diastolic: null });

/**
 * A member's personal targets (decision 0091): a clinician's target of each kind replaces the
 * guideline default the app works out for the member (targets.ts in shared), and the member's own
 * numbers are read against whichever applies.
 */
export class TargetService {
  constructor(private readonly deps: TargetServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** The member's numbers each target is read against, as their screens show them. */
  private async current(userId: string, today: string, latestWeight: DatedWeight | null): Promise<Current> {
    const { vitals, bloodResults } = this.deps;
    const [bp, labs, activity] = await Promise.all([
      vitals.bloodPressure(userId),
      bloodResults.latest(userId),
      vitals.activities(userId, today, 1),
    ]);
    const lab = (key: string) => {
      const r = labs.find((x) => x.marker_key === key);
      return r ? { value: one(r.value), date: r.test_date } : null;
    };
    const avg = bp.average_7d;
    const newestReading = bp.readings.reduce<string | null>((a, r) => (a === null || r.measured_at > a ? r.measured_at : a), null);
    const week = activity.weeks.reduce<(typeof activity.weeks)[number] | null>(
      (a, w) => (a === null || w.week_start > a.week_start ? w : a),
      null,
    );
    return {
      // The 7-day average as shown (whole mm Hg), dated by its newest reading.
      blood_pressure: avg && newestReading ? { value: { value: avg.systolic, diastolic: avg.diastolic }, date: day(newestReading) } : null,
      ldl: lab(TARGET_MARKERS.ldl),
      hba1c: lab(TARGET_MARKERS.hba1c),
      weight: latestWeight ? { value: one(latestWeight.kg), date: day(latestWeight.measured_at) } : null,
      // This week's moderate-to-vigorous minutes so far, dated by the week's first day.
      activity: week ? { value: one(week.mvpa_minutes), date: week.week_start } : null,
    };
  }

  /**
   * Every target of the member: the clinician's or the default, with the member's number against it,
   * when `health` (a role that reads health data). Without it (a coach), only the clinicians'
   * targets: no defaults, sources or numbers, which would tell diabetes, heart disease or a high risk.
   */
  private async list(userId: string, today: string, health: boolean): Promise<TargetList> {
    const { heartRisk, body } = this.deps;
    const [rows, risk, weights] = await Promise.all([
      repo.listTargets(this.db, userId),
      heartRisk.estimate(userId),
      body.weightEnds(userId),
    ]);
    const current = health ? await this.current(userId, today, weights.latest) : {};
    const diabetes = risk.inputs.diabetes?.value ?? null;
    const group = ldlGroup({ notApplicable: risk.notApplicableReason?.code ?? null, diabetes, category: risk.category });
    const defaults = targetDefaults({ ldlGroup: group, diabetes, startingWeightKg: weights.first?.kg ?? null });
    const byKind = new Map(rows.map((r) => [parseColumn(kindColumn, r.kind, 'member_targets.kind'), r]));
    const targets = TARGET_KINDS.map((kind): Target => {
      const row = byKind.get(kind);
      const personal = row
        ? {
            target: { value: stored(row.value), diastolic: row.diastolic === null ? null : stored(row.diastolic) },
            note: row.note,
            set_by_name: row.set_by_name,
            set_at: row.set_at,
          }
        : null;
      const preset = health ? defaults[kind] : null;
      const target = personal?.target ?? preset?.target ?? null;
      const now = current[kind] ?? null;
      const read = readTarget({ kind, target, current: now, today, heartRiskMissing: health && group === null });
      return {
        kind,
        unit: TARGET_UNITS[kind],
        comparator: TARGET_COMPARATOR[kind],
        target,
        default: preset,
        personal,
        current: now,
        ...read,
      };
    });
    return { targets };
  }

  /** The member's own targets, on their day. */
  forMember(userId: string, today: string): Promise<TargetList> {
    return this.list(userId, today, true);
  }

  private async member(id: string) {
    const user = await findUserById(this.db, id);
    if (!user || user.role !== 'member') throw notFound(smsg('api.memberNotFound'));
    return user;
  }

  /**
   * A member's targets for the care team, recorded in the access log. The member's numbers against
   * them (health data) only for roles that read health data: a coach sees the targets, not the labs.
   */
  async forStaff(actor: Actor, role: Role, memberId: string): Promise<TargetList> {
    const member = await this.member(memberId);
    await this.deps.audit.record(actor, memberId, ACCESS_ACTIONS.viewedTargets);
    return this.list(memberId, memberToday(member.time_zone), can(role, 'health:read'));
  }

  /**
   * A clinician sets one target with its note; recorded in the access log (the kind, never the
   * numbers) in the same transaction. The same target and note again is the one already set: nothing
   * changes and nothing more is logged (a retry, a second click).
   */
  async set(actor: Actor, role: Role, memberId: string, body: SetTargetBody): Promise<TargetList> {
    const member = await this.member(memberId);
    const target = targetValueOf(body);
    await this.db.transaction().execute(async (trx) => {
      const before = await repo.findTarget(trx, memberId, body.kind);
      const same =
        before &&
        stored(before.value) === target.value &&
        (before.diastolic === null ? null : stored(before.diastolic)) === target.diastolic &&
        before.note === body.note;
      if (same) return;
      const row: MemberTargetTable = {
        id: before?.id ?? newId(),
        user_id: memberId,
        kind: body.kind,
        value: target.value,
        diastolic: target.diastolic,
        note: body.note,
        set_by: actor.userId,
        set_by_name: actor.name,
        set_at: nowIso(),
      };
      await repo.upsertTarget(trx, row);
      await this.deps.audit.record(actor, memberId, ACCESS_ACTIONS.setTarget, body.kind, trx);
    });
    return this.list(memberId, memberToday(member.time_zone), can(role, 'health:read'));
  }

  /** Removes a clinician's target: the guideline default applies again. Logged when there was one to remove. */
  async remove(actor: Actor, role: Role, memberId: string, kind: TargetKind): Promise<TargetList> {
    const member = await this.member(memberId);
    await this.db.transaction().execute(async (trx) => {
      if (await repo.deleteTarget(trx, memberId, kind))
        await this.deps.audit.record(actor, memberId, ACCESS_ACTIONS.removedTarget, kind, trx);
    });
    return this.list(memberId, memberToday(member.time_zone), can(role, 'health:read'));
  }
}
