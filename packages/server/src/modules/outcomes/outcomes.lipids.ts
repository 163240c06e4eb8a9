import {
  CHOLESTEROL_MG_PER_MMOL,
  cholesterolMgDl,
  MODEL_MAX_AGE,
  MODEL_MIN_AGE,
  modifiedRiskPercent,
  presentedRisk,
  type NotApplicableReason,
  type RiskCategory,
  type RiskInputs,
} from '@wellpath/shared/health/heart-risk';
import { ldlGroup, NON_HDL_TARGETS } from '@wellpath/shared/health/targets';
import { MEANINGFUL_CHANGE } from '@wellpath/shared/outcomes/wire';
import type { HeartRisk } from '@wellpath/shared/health/wire';
import { ageOn } from '@wellpath/shared/user/age';
import type { Db } from '../../db/connection.js';
import { MARKERS } from '../heart-risk/heart-risk.service.js';
import * as repo from './outcomes.repository.js';

// Non-HDL cholesterol and the 10-year heart risk (decision 0115): both need what the member's own
// heart-risk estimate works out in TypeScript (the CCS 2021 group for the non-HDL target; the risk
// factors for the Framingham model), so they are the one part of the results computed per member.
// The database pairs each member's first and newest lipid panel (SQL, a page of members at a time);
// only members with two panels are read further, and each member's estimate is read once a clinic
// day, whatever the number of periods.

/** Members read per page (and held in memory at once). */
export const PAGE = 500;
/** Estimates read at once. */
const CONCURRENCY = 4;

/** What the outcomes read of a member's own estimate (HeartRiskService.estimate). */
export interface RiskSummary {
  notApplicable: NotApplicableReason | null;
  diabetes: boolean | null;
  category: RiskCategory | null;
  sex: 'female' | 'male' | null;
  treated: boolean | null;
  smoker: boolean | null;
  familyHistory: boolean | null;
}

export function summarise(e: HeartRisk): RiskSummary {
  return {
    notApplicable: e.notApplicableReason?.code ?? null,
    diabetes: e.inputs.diabetes?.value ?? null,
    category: e.category,
    sex: e.inputs.sex?.value ?? null,
    treated: e.inputs.treatedForBloodPressure?.value ?? null,
    smoker: e.inputs.smoker?.value ?? null,
    familyHistory: e.inputs.familyHistory?.value ?? null,
  };
}

export interface StoredMeasure {
  members: number;
  median_change: number | null;
  improved: number;
  worse: number;
  at_target_baseline: number;
  at_target_now: number;
  goal_met: number;
}

interface Scored {
  change: number;
  improved: boolean;
  worse: boolean;
  baseTarget: boolean;
  nowTarget: boolean;
  goal: boolean;
}

const RANK: Record<RiskCategory, number> = { low: 0, intermediate: 1, high: 2 };
const two = (x: number) => Math.round(x * 100) / 100;

/** A cholesterol in mg/dL as the member's estimate reads it: as entered, else the stored mmol/L converted. */
function mgDl(stored: number, entered: { value: number; unit: string }): number {
  return cholesterolMgDl(entered.value, entered.unit) ?? stored * CHOLESTEROL_MG_PER_MMOL;
}

/** Non-HDL at both ends (total minus HDL of one report, to reporting precision), read against the member's CCS group. */
export function scoreNonHdl(p: repo.PanelPair, s: RiskSummary): Scored {
  // No group when the heart risk cannot be worked out (decision 0118): no target, so never counted at target.
  const group = ldlGroup({ notApplicable: s.notApplicable, diabetes: s.diabetes, category: s.category });
  const target = group === null ? -Infinity : NON_HDL_TARGETS[group];
  const base = two(p.base_total - p.base_hdl);
  const now = two(p.now_total - p.now_hdl);
  const change = two(now - base);
  return {
    change,
    improved: change <= -MEANINGFUL_CHANGE.non_hdl,
    worse: change >= MEANINGFUL_CHANGE.non_hdl,
    baseTarget: base < target,
    nowTarget: now < target,
    goal: false,
  };
}

/**
 * The risk at both ends, by the member's own model (Framingham general CVD with the CCS doubling, as
 * presented to them), from each panel's cholesterol, the baseline and newest systolic readings and the
 * age on each panel's day; the other factors (sex, treatment, smoking, diabetes, family history) as
 * the member's estimate reads them today, the same at both ends. Null where either end cannot be
 * worked out: a factor unknown, a reading missing, an age outside 30 to 74, or a condition for which
 * the guideline uses no score.
 */
export function scoreRisk(p: repo.PanelPair, s: RiskSummary): Scored | null {
  if (s.notApplicable && s.notApplicable !== 'age_below_30' && s.notApplicable !== 'age_above_74') return null;
  const { sex, treated, smoker, diabetes, familyHistory } = s;
  if (!sex || treated === null || smoker === null || diabetes === null || familyHistory === null) return null;
  if (p.base_systolic === null || p.now_systolic === null || !p.dob) return null;
  const ageBase = ageOn(p.dob, p.base_date);
  const ageNow = ageOn(p.dob, p.now_date);
  const inModel = (a: number | null): a is number => a !== null && a >= MODEL_MIN_AGE && a <= MODEL_MAX_AGE;
  if (!inModel(ageBase) || !inModel(ageNow)) return null;
  const factors = { sex, treatedForBloodPressure: treated, smoker, diabetes, familyHistory };
  const at = (
    age: number,
    total: number,
    totalIn: typeof p.base_total_entered,
    hdl: number,
    hdlIn: typeof p.base_hdl_entered,
    systolic: number,
  ) =>
    presentedRisk(
      modifiedRiskPercent({
        ...factors,
        age,
        totalCholesterolMgDl: mgDl(total, totalIn),
        hdlMgDl: mgDl(hdl, hdlIn),
        systolic,
      } satisfies RiskInputs),
    );
  const base = at(ageBase, p.base_total, p.base_total_entered, p.base_hdl, p.base_hdl_entered, p.base_systolic);
  const now = at(ageNow, p.now_total, p.now_total_entered, p.now_hdl, p.now_hdl_entered, p.now_systolic);
  const improved = RANK[now.category] < RANK[base.category];
  return {
    change: two(now.riskPercent - base.riskPercent),
    improved,
    worse: RANK[now.category] > RANK[base.category],
    baseTarget: false,
    nowTarget: false,
    goal: improved,
  };
}

/** Sums of one measure per cohort, with the changes for the median (numbers only, one per member). */
class Tally {
  private readonly by = new Map<string, { changes: number[]; improved: number; worse: number; base: number; now: number; goal: number }>();

  add(cohorts: readonly string[], s: Scored) {
    for (const c of cohorts) {
      const t = this.by.get(c) ?? { changes: [], improved: 0, worse: 0, base: 0, now: 0, goal: 0 };
      t.changes.push(s.change);
      t.improved += s.improved ? 1 : 0;
      t.worse += s.worse ? 1 : 0;
      t.base += s.baseTarget ? 1 : 0;
      t.now += s.nowTarget ? 1 : 0;
      t.goal += s.goal ? 1 : 0;
      this.by.set(c, t);
    }
  }

  /** The median as the SQL measures take it: the mean of the middle one or two changes. */
  result(): Map<string, StoredMeasure> {
    const out = new Map<string, StoredMeasure>();
    for (const [cohort, t] of this.by) {
      const sorted = [...t.changes].sort((a, b) => a - b);
      const n = sorted.length;
      const median = n === 0 ? null : (sorted[Math.floor((n - 1) / 2)]! + sorted[Math.floor(n / 2)]!) / 2;
      out.set(cohort, {
        members: n,
        median_change: median,
        improved: t.improved,
        worse: t.worse,
        at_target_baseline: t.base,
        at_target_now: t.now,
        goal_met: t.goal,
      });
    }
    return out;
  }
}

/** Runs `fn` over `items`, `limit` at a time. */
async function pooled<T>(items: readonly T[], limit: number, fn: (x: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/**
 * Non-HDL and the heart risk by cohort. `summaryOf` reads a member's estimate (kept by the caller for
 * the clinic day): called once per member with two lipid panels.
 */
export async function lipidsByCohort(
  db: Db,
  w: repo.Window,
  summaryOf: (userId: string) => Promise<RiskSummary>,
): Promise<{ non_hdl: Map<string, StoredMeasure>; heart_risk: Map<string, StoredMeasure> }> {
  const nonHdl = new Tally();
  const risk = new Tally();
  let after = '';
  for (;;) {
    const page = await repo.panelPairs(db, w, { total: MARKERS.totalCholesterol, hdl: MARKERS.hdlCholesterol }, after, PAGE);
    if (page.pairs.length === 0) break;
    const cohortsOf = new Map<string, string[]>();
    for (const r of page.cohorts) cohortsOf.set(r.user_id, [...(cohortsOf.get(r.user_id) ?? []), r.cohort]);
    await pooled(page.pairs, CONCURRENCY, async (p) => {
      const s = await summaryOf(p.user_id);
      const cohorts = cohortsOf.get(p.user_id) ?? [];
      nonHdl.add(cohorts, scoreNonHdl(p, s));
      const r = scoreRisk(p, s);
      if (r) risk.add(cohorts, r);
    });
    after = page.pairs[page.pairs.length - 1]!.user_id;
    if (page.pairs.length < PAGE) break;
  }
  return { non_hdl: nonHdl.result(), heart_risk: risk.result() };
}
