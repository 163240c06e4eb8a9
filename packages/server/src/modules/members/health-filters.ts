import { z } from 'zod';
import { storedBodyValue } from '@wellpath/shared/health/body';
import {
  bloodPressurePoints,
  STREAK_KINDS,
  TARGET_STREAK_DAYS,
  targetNotMetFor,
  type StreakKind,
  type TargetPoint,
} from '@wellpath/shared/health/target-streak';
import { memberToday } from '@wellpath/shared/reminders/time-zone';
import type { Db } from '../../db/connection.js';
import { allResultsOf } from '../heart-risk/heart-risk.service.js';
import type { MetabolicService } from '../metabolic/metabolic.service.js';
import { listTargets, TARGET_MARKERS } from '../targets/targets.service.js';
import * as repo from './members.repository.js';

const DAY_MS = 86_400_000;
/** How far before the first reading of the 90 days blood pressure readings are read: enough for the 7-day averages around it. */
const BP_LOOKBACK_DAYS = 30;
const streakKind = z.enum(STREAK_KINDS);
const twoDecimals = (n: number) => Math.round(Number(n) * 100) / 100;
const labResults = allResultsOf(Object.values(TARGET_MARKERS));

export interface MemberHealthFilterDeps {
  db: Db;
  metabolic: Pick<MetabolicService, 'summary'>;
}

/**
 * The member list's two filters that no single query answers (decision 0111): each candidate the
 * list's SQL narrows to is read here with the shared rule, from the same numbers as their record.
 */
export class MemberHealthFilters {
  constructor(private readonly deps: MemberHealthFilterDeps) {}

  /** The harmonised criteria met, exactly as the record's metabolic-syndrome section says, on the member's own day. */
  async metabolicSyndrome(member: { id: string; time_zone: string | null }, now: Date): Promise<boolean> {
    const summary = await this.deps.metabolic.summary(member.id, memberToday(member.time_zone, undefined, now), now);
    return summary.status === 'criteria_met';
  }

  /** A clinician's target (not a default) whose numbers have all been off it for 90 days (target-streak.ts). */
  async targetNotMetFor90Days(memberId: string, now: Date): Promise<boolean> {
    const { db } = this.deps;
    const cutoff = new Date(now.getTime() - TARGET_STREAK_DAYS * DAY_MS).toISOString();
    const rows = await listTargets(db, memberId);
    for (const row of rows) {
      const kind = streakKind.safeParse(row.kind);
      if (!kind.success) continue;
      // Read to two decimals as the targets screen does (PostgreSQL's real keeps 1.8 as 1.7999...).
      const set = { value: twoDecimals(row.value), diastolic: row.diastolic === null ? null : twoDecimals(row.diastolic) };
      const points = await this.points(kind.data, memberId, cutoff);
      if (targetNotMetFor(kind.data, set, points, now)) return true;
    }
    return false;
  }

  /** The member's numbers of a kind from the newest one at or before the cutoff on (nothing when there is none). */
  private async points(kind: StreakKind, memberId: string, cutoff: string): Promise<TargetPoint[]> {
    const { db } = this.deps;
    if (kind === 'ldl' || kind === 'hba1c') {
      const results = (await labResults(db, memberId)).get(TARGET_MARKERS[kind]) ?? [];
      return results.map((r) => ({ at: r.date, value: { value: r.value, diastolic: null } }));
    }
    if (kind === 'weight') {
      const rows = await repo.weightsFromAnchor(db, memberId, cutoff);
      return rows.map((r) => ({ at: r.measured_at, value: { value: storedBodyValue(r.value), diastolic: null } }));
    }
    return bloodPressurePoints(await repo.bpReadingsFromAnchor(db, memberId, cutoff, BP_LOOKBACK_DAYS * DAY_MS));
  }
}
