import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { memberToday } from '@wellpath/shared/reminders/time-zone';
import { ACTIVITY_TARGET_MINUTES } from '@wellpath/shared/health/targets';
import { openingsBetween } from '@wellpath/shared/staff/care-workflow';
import {
  ACTIVE_WINDOW_DAYS,
  ANSWER_WORKING_DAYS,
  cohortKind,
  DEFAULT_OUTCOME_TARGETS,
  FUNNEL_STEPS,
  MEANINGFUL_CHANGE,
  MEASURES,
  MEASURES_WITH_GOAL,
  MEASURES_WITH_TARGET,
  TRACKING_WINDOW_DAYS,
  OUTCOME_PERIODS,
  PERIOD_DAYS,
  shown,
  WEEKS_SHOWN,
  type ClinicalOutcomes,
  type Engagement,
  type Measure,
  type MeasureOutcome,
  type OutcomePeriod,
  type OutcomesQuery,
} from '@wellpath/shared/outcomes/wire';
import type { Db } from '../../db/connection.js';
import type { OutcomeFiguresTable } from '../../db/schema.js';
import type { ContentBundle } from '../../content/loader.js';
import { DAY_MS, nowIso } from '../../lib/clock.js';
import { parseJsonColumn } from '../../lib/stored-row.js';
import { randomToken } from '../../lib/tokens.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import { outcomesCsv, type CsvWords } from './outcomes.csv.js';
import { PeriodicPass } from '../../lib/periodic-pass.js';
import * as repo from './outcomes.repository.js';
import { lipidsByCohort, summarise, type RiskSummary } from './outcomes.lipids.js';
import type { ProgramService } from '../programs/programs.service.js';
import type { HeartRiskService } from '../heart-risk/heart-risk.service.js';
import type { SavedFilterService } from '../members/saved-filters.service.js';
import { notFound } from '../../lib/http-errors.js';
import { smsg } from '../../i18n/index.js';
import { isStaffRole, type StaffRole } from '@wellpath/shared/staff/roles';

/** How often a copy looks for today's computation still to do; the claim makes it once a day whichever copy looks first. */
const PASS_EVERY_MS = 10 * 60 * 1000;
/** A claim older than this, unfinished, was left by a copy that stopped: another takes it over. */
const CLAIM_LEASE_MS = 30 * 60 * 1000;

const count = z.number().int().nonnegative();
const storedMeasure = z.object({
  members: count,
  median_change: z.number().nullable(),
  improved: count,
  worse: count,
  at_target_baseline: count,
  at_target_now: count,
  goal_met: count,
});
/** The measures decision 0115 added: absent from a day stored before them (that day is completed once, on read). */
const ADDED_MEASURES: readonly Measure[] = ['non_hdl', 'heart_risk', 'activity'];
const storedEngagement = z.object({
  active_members: count,
  tracking_days: count,
  programmes_ended: count,
  programmes_completed: count,
  programme_members: count,
  messages: count,
  messages_within: count,
  message_members: count,
  requests: count,
  requests_within: count,
  request_members: count,
});
/** One cohort's figures as stored (outcome_figures.figures): raw counts; the rule of 5 applies when they are shown. */
const storedFiguresSchema = z.object({
  measures: z.object(
    Object.fromEntries(MEASURES.map((m) => [m, ADDED_MEASURES.includes(m) ? storedMeasure.nullish() : storedMeasure.nullable()])) as Record<
      Measure,
      z.ZodOptional<z.ZodNullable<typeof storedMeasure>>
    >,
  ),
  /** Decision 0115's engagement figures; absent from a day stored before them. */
  engagement: storedEngagement.optional(),
  funnel: z.object({
    registered: count,
    verified: count,
    onboarded: count,
    first_programme: count,
    of_30: count,
    active_30: count,
    of_60: count,
    active_60: count,
    of_90: count,
    active_90: count,
  }),
  weeks: z.array(z.object({ week_start: z.string(), active: count, of: count })),
});
type StoredFigures = z.infer<typeof storedFiguresSchema>;

interface CohortFigures {
  cohort: string;
  figures: StoredFigures;
}
interface Computed {
  day: string;
  computedAt: string;
  cohorts: CohortFigures[];
}

const round = (x: number | null, places: number) => (x === null ? null : Math.round(x * 10 ** places) / 10 ** places);
const MEDIAN_PLACES: Record<Measure, number> = {
  blood_pressure: 1,
  weight: 1,
  hba1c: 2,
  ldl: 2,
  non_hdl: 2,
  phq9: 1,
  gad7: 1,
  heart_risk: 1,
  activity: 0,
};

/** The Monday (UTC) on or before a day, as YYYY-MM-DD. */
function mondayOf(ms: number): number {
  const d = new Date(ms);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
}
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The complete weeks before the one of `asOf`, oldest first. */
export function weeksBefore(asOf: Date, n: number): Array<{ start: string; end: string }> {
  const thisMonday = mondayOf(asOf.getTime());
  return Array.from({ length: n }, (_, i) => {
    const start = thisMonday - (n - i) * 7 * DAY_MS;
    return { start: isoDay(start), end: isoDay(start + 7 * DAY_MS) };
  });
}

/** The window of a period read at `asOf`: who joined within it, and the birth dates that start each age band. */
export function windowOf(period: OutcomePeriod, asOf: Date): repo.Window {
  const days = PERIOD_DAYS[period];
  const day = asOf.toISOString().slice(0, 10);
  const [y, rest] = [Number(day.slice(0, 4)), day.slice(4)];
  const cut = (age: number) => `${String(y - age).padStart(4, '0')}${rest}`;
  return {
    from: days === null ? '' : new Date(asOf.getTime() - days * DAY_MS).toISOString(),
    asOf: asOf.toISOString(),
    ageCuts: { cut40: cut(40), cut50: cut(50), cut60: cut(60), cut70: cut(70) },
  };
}

export interface OutcomeServiceDeps {
  db: Db;
  audit: AuditService;
  content: ContentBundle;
  /** The member's own heart-risk estimate: the CCS group and risk factors of the lipid measures (decision 0115). */
  heartRisk: Pick<HeartRiskService, 'estimate'>;
  /** The programmes whose tracking holds activity minutes, which the activity measure counts (decision 0127). */
  programmes: Pick<ProgramService, 'activitySources'>;
  /** The reader's saved filters of the member list, as cohorts computed when asked for (decision 0123). */
  savedFilters?: Pick<SavedFilterService, 'cohort' | 'usable'>;
  log?: FastifyBaseLogger;
}

/** The windows of decision 0115's engagement figures, read at `asOf`. */
export function engagementWindows(asOf: Date, content: ContentBundle): repo.EngagementWindows {
  const dayStart = Date.parse(`${asOf.toISOString().slice(0, 10)}T00:00:00.000Z`);
  const weeks = weeksBefore(asOf, WEEKS_SHOWN);
  const answersFrom = `${weeks[0]!.start}T00:00:00.000Z`;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    tracking: { from: iso(dayStart - TRACKING_WINDOW_DAYS * DAY_MS), to: iso(dayStart) },
    answers: { from: answersFrom, to: `${weeks[weeks.length - 1]!.end}T00:00:00.000Z` },
    // From a week before the first arrival to three weeks after asOf: every due time falls within.
    openings: openingsBetween(
      iso(Date.parse(answersFrom) - 7 * DAY_MS).slice(0, 10),
      iso(asOf.getTime() + 21 * DAY_MS).slice(0, 10),
      content.careWorkflow.clinic_hours,
      content.landing.timeZone,
    ),
    workingDays: ANSWER_WORKING_DAYS,
  };
}

/**
 * The programme's results (decision 0098): computed by SQL aggregates once a clinic day per period
 * (the scheduler's pass; whichever copy claims it), stored per cohort, and read from there; a day
 * not computed yet is computed when first asked for. Figures of a group of fewer than 5 are withheld.
 */
export class OutcomeService {
  private readonly passes = new PeriodicPass(
    (now) => this.pass(now),
    (err) => this.deps.log?.error({ err }, 'outcomes computation failed'),
  );

  /** Computations this copy is running, by day and period: a second request waits for the first. */
  private readonly running = new Map<string, Promise<Computed>>();
  /** Each member's estimate as the lipid measures read it, kept for one clinic day (every period reads the same). */
  private risks: { day: string; by: Map<string, Promise<RiskSummary>> } = { day: '', by: new Map() };

  constructor(private readonly deps: OutcomeServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** The clinic's day (its time zone in content/landing.yaml): the figures are kept per clinic day. */
  clinicDay(now: Date = new Date()): string {
    return memberToday(this.deps.content.landing.timeZone, undefined, now);
  }

  /** A member's estimate as the lipid measures read it, once a clinic day. */
  private riskSummary(userId: string, asOf: Date): Promise<RiskSummary> {
    const day = this.clinicDay(asOf);
    if (this.risks.day !== day) this.risks = { day, by: new Map() };
    let pending = this.risks.by.get(userId);
    if (!pending) {
      const by = this.risks.by;
      pending = this.deps.heartRisk.estimate(userId, undefined, asOf).then(summarise);
      pending.catch(() => by.delete(userId));
      by.set(userId, pending);
    }
    return pending;
  }

  /**
   * Every cohort's figures for a period, read at `asOf`: SQL aggregates, but for non-HDL and the heart
   * risk, scored per member with two lipid panels (outcomes.lipids.ts, decision 0115).
   */
  compute(period: OutcomePeriod, asOf: Date, only?: repo.Window['only']): Promise<CohortFigures[]> {
    return this.figuresOf({ ...windowOf(period, asOf), only }, asOf);
  }

  /**
   * Several periods' figures read at `asOf`, worked out together (decision 0129): the periods differ
   * only in who joined, so each statement reads the members' rows once for all of them.
   */
  async computePeriods(periods: readonly OutcomePeriod[], asOf: Date): Promise<Map<OutcomePeriod, CohortFigures[]>> {
    const windows = periods.map((key) => ({ key, from: windowOf(key, asOf).from }));
    const from = windows.map((x) => x.from).sort()[0] ?? '';
    const figures = await this.figuresOf({ ...windowOf('all', asOf), from, periods: windows }, asOf);
    const out = new Map<OutcomePeriod, CohortFigures[]>(periods.map((p) => [p, []]));
    for (const f of figures) {
      const { period, cohort } = repo.periodCohort(f.cohort);
      out.get(period as OutcomePeriod)?.push({ ...f, cohort });
    }
    return out;
  }

  private async figuresOf(w: repo.Window, asOf: Date): Promise<CohortFigures[]> {
    const clinical = await repo.clinicalByCohort(this.db, w, {
      thresholds: MEANINGFUL_CHANGE,
      targets: { ...DEFAULT_OUTCOME_TARGETS, activity: ACTIVITY_TARGET_MINUTES },
      programmes: await this.deps.programmes.activitySources(),
    });
    const lipids = await lipidsByCohort(this.db, w, (id) => this.riskSummary(id, asOf));
    const extra = await repo.engagementFiguresByCohort(this.db, w, engagementWindows(asOf, this.deps.content));
    const funnel = await repo.funnelByCohort(this.db, w, ACTIVE_WINDOW_DAYS);
    const weeks = await repo.weeklyActiveByCohort(this.db, w, weeksBefore(asOf, WEEKS_SHOWN));
    const weekStarts = weeksBefore(asOf, WEEKS_SHOWN).map((x) => x.start);
    return funnel.map(({ cohort, ...f }): CohortFigures => {
      const measures = Object.fromEntries(
        MEASURES.map((m) => {
          if (m === 'non_hdl' || m === 'heart_risk') return [m, lipids[m].get(cohort) ?? null];
          const row = clinical[m].find((r) => r.cohort === cohort);
          if (!row) return [m, null];
          const { cohort: _c, ...rest } = row;
          return [m, rest];
        }),
      ) as StoredFigures['measures'];
      const mine = weeks.filter((x) => x.cohort === cohort);
      const { cohort: _e, ...engagement } = extra.find((r) => r.cohort === cohort) ?? { ...NO_ENGAGEMENT, cohort };
      return {
        cohort,
        figures: {
          measures,
          engagement,
          funnel: f,
          weeks: weekStarts.map((start) => {
            const x = mine.find((r) => r.week_start === start);
            return { week_start: start, active: x?.active ?? 0, of: x?.of ?? 0 };
          }),
        },
      };
    });
  }

  /**
   * Computes and stores a day's figures for a period when this copy claims it (a conditional insert:
   * one copy, once); answers what it computed, or null when another copy holds the claim.
   */
  async computeAndStore(period: OutcomePeriod, now: Date = new Date()): Promise<Computed | null> {
    const day = this.clinicDay(now);
    const token = await this.claim(day, period, now);
    if (!token) return null;
    return this.store(day, period, token, await this.compute(period, now));
  }

  /** Claims a day and period for this copy (a conditional insert: one copy, once): its token, or null when another copy holds it. */
  private async claim(day: string, period: OutcomePeriod, now: Date): Promise<string | null> {
    const token = randomToken(16);
    const claimed = await repo.claimRun(this.db, day, period, token, nowIso(now), nowIso(new Date(now.getTime() - CLAIM_LEASE_MS)));
    return claimed ? token : null;
  }

  /** Stores a claimed day and period's figures and marks it finished, if the claim still holds. */
  private async store(day: string, period: OutcomePeriod, token: string, cohorts: CohortFigures[]): Promise<Computed> {
    const computedAt = nowIso();
    const rows: OutcomeFiguresTable[] = cohorts.map((c) => ({
      day,
      period,
      cohort: c.cohort,
      figures: JSON.stringify(c.figures),
      computed_at: computedAt,
    }));
    await this.db.transaction().execute((trx) => repo.storeFigures(trx, rows, day, period, token, computedAt));
    return { day, computedAt, cohorts };
  }

  /**
   * One scheduler pass: today's figures of every period not computed yet (once, whichever copy claims
   * each), the periods this copy claimed worked out together (decision 0129).
   */
  async pass(now: Date = new Date()): Promise<void> {
    const day = this.clinicDay(now);
    const claims: Array<{ period: OutcomePeriod; token: string }> = [];
    for (const period of OUTCOME_PERIODS) {
      const run = await repo.findRun(this.db, day, period);
      if (run?.finished_at) continue;
      const token = await this.claim(day, period, now);
      if (token) claims.push({ period, token });
    }
    if (claims.length === 0) return;
    const figures = await this.computePeriods(
      claims.map((c) => c.period),
      now,
    );
    for (const c of claims) await this.store(day, c.period, c.token, figures.get(c.period) ?? []);
  }

  /** Runs a pass now and then every `everyMs`, one at a time; a failed pass is logged and the next one tries again. */
  start(everyMs = PASS_EVERY_MS): void {
    this.passes.start(everyMs);
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  /**
   * Today's figures of a period: stored, or computed now when the day's pass has not stored them
   * (and stored, when this copy can claim the day; another copy computing it leaves this answer unstored).
   */
  private async today(period: OutcomePeriod): Promise<Computed | 'stored'> {
    const day = this.clinicDay();
    const run = await repo.findRun(this.db, day, period);
    if (run?.finished_at) return 'stored';
    const key = `${day}|${period}`;
    let pending = this.running.get(key);
    if (!pending) {
      pending = (async () => {
        const now = new Date();
        const stored = await this.computeAndStore(period, now);
        return stored ?? { day, computedAt: nowIso(now), cohorts: await this.compute(period, now) };
      })().finally(() => this.running.delete(key));
      this.running.set(key, pending);
    }
    return pending;
  }

  /**
   * A saved filter's cohort (decision 0123): the members who match it now, computed on demand (never
   * stored: it is one reader's), with the time it was computed. Only the reader's own filter, for a
   * role that may use its filters; anything else is not found (or refused, as the member list would).
   */
  private async filterCohort(q: OutcomesQuery, reader: Actor): Promise<{ computedAt: string; mine: StoredFigures | null }> {
    const id = q.cohort.slice('filter:'.length);
    if (!this.deps.savedFilters) throw notFound(smsg('api.savedFilterNotFound'));
    const now = new Date();
    const cohort = await this.deps.savedFilters.cohort(reader.userId, roleOf(reader), id, now);
    const [figures] = await this.compute(q.period, now, { key: q.cohort, members: cohort.members });
    return { computedAt: nowIso(now), mine: figures?.figures ?? null };
  }

  /** The figures of a cohort (none stored for it: no member in it) and the picker's cohorts. */
  private async figures(q: OutcomesQuery, locale: Locale, reader: Actor) {
    const filter = cohortKind(q.cohort) === 'filter' ? await this.filterCohort(q, reader) : null;
    const today = await this.today(q.period);
    let day: string;
    let computedAt: string;
    let all: Array<{ cohort: string; figures: StoredFigures }>;
    if (today === 'stored') {
      day = this.clinicDay();
      const rows = await repo.listCohorts(this.db, day, q.period);
      all = rows.map((r) => ({ cohort: r.cohort, figures: parseJsonColumn(storedFiguresSchema, r.figures, 'outcome_figures.figures') }));
      computedAt = rows[0]?.computed_at ?? (await repo.findRun(this.db, day, q.period))?.finished_at ?? nowIso();
      if (all.some((c) => !c.figures.engagement)) ({ all, computedAt } = await this.complete(day, q.period));
    } else {
      ({ day, computedAt } = today);
      all = today.cohorts;
    }
    const cohorts = [...this.cohortOptions(all, locale), ...(await this.filterOptions(reader, q.cohort, filter?.mine ?? null))];
    if (filter) return { day, computedAt: filter.computedAt, mine: filter.mine, cohorts };
    const mine = all.find((c) => c.cohort === q.cohort)?.figures ?? null;
    return { day, computedAt, mine, cohorts };
  }

  /** The reader's saved filters the role may use, after the stored cohorts: their size only for the one computed now. */
  private async filterOptions(reader: Actor, chosen: string, mine: StoredFigures | null) {
    const filters = (await this.deps.savedFilters?.usable(reader.userId, roleOf(reader))) ?? [];
    return filters.map((f) => {
      const key = `filter:${f.id}`;
      const registered = key === chosen ? (mine?.funnel.registered ?? 0) : null;
      return { key, kind: 'filter' as const, label: f.name, members: registered === null ? null : shown(registered, registered) };
    });
  }

  /** A day stored before decision 0115's figures: computed again once and stored over it. */
  private complete(day: string, period: OutcomePeriod): Promise<{ all: CohortFigures[]; computedAt: string }> {
    const key = `${day}|${period}|complete`;
    let pending = this.running.get(key);
    if (!pending) {
      pending = (async () => {
        const now = new Date();
        const cohorts = await this.compute(period, now);
        const computedAt = nowIso();
        const rows = cohorts.map((c) => ({ day, period, cohort: c.cohort, figures: JSON.stringify(c.figures), computed_at: computedAt }));
        // Two copies completing the same day at once: one write wins, the other answers what it computed.
        await this.db
          .transaction()
          .execute((trx) => repo.replaceFigures(trx, day, period, rows))
          .catch((err: unknown) => this.deps.log?.warn({ err }, 'outcomes: a stored day was completed by another copy'));
        return { day, computedAt, cohorts };
      })().finally(() => this.running.delete(key));
      this.running.set(key, pending);
    }
    return pending.then((c) => ({ all: c.cohorts, computedAt: c.computedAt }));
  }

  private cohortOptions(all: Array<{ cohort: string; figures: StoredFigures }>, locale: Locale) {
    const content = this.deps.content.byLocale[locale];
    const programmes = new Map(content.programs.map((p) => [p.key, p.title]));
    const pillars = new Map(content.pillars.map((p) => [p.key, p.name]));
    const order = ['all', 'programme', 'pillar', 'month', 'age', 'sex'];
    return all
      .map(({ cohort, figures }) => {
        const kind = cohortKind(cohort);
        const value = cohort.slice(cohort.indexOf(':') + 1);
        const label = kind === 'programme' ? (programmes.get(value) ?? value) : kind === 'pillar' ? (pillars.get(value) ?? value) : null;
        return { key: cohort, kind, label, members: shown(figures.funnel.registered, figures.funnel.registered) };
      })
      .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  private async clinicalOf(q: OutcomesQuery, locale: Locale, reader: Actor): Promise<ClinicalOutcomes> {
    const f = await this.figures(q, locale, reader);
    const measures = MEASURES.map((m): MeasureOutcome => presentMeasure(m, f.mine?.measures[m] ?? null));
    return { period: q.period, cohort: q.cohort, day: f.day, computed_at: f.computedAt, cohorts: f.cohorts, measures };
  }

  private async engagementOf(q: OutcomesQuery, locale: Locale, reader: Actor): Promise<Engagement> {
    const f = await this.figures(q, locale, reader);
    const fu = f.mine?.funnel ?? null;
    const registered = fu?.registered ?? 0;
    const funnel = FUNNEL_STEPS.map((step) => {
      if (!fu) return { step, members: null, of: null };
      const [members, of] =
        step === 'active_30'
          ? [fu.active_30, fu.of_30]
          : step === 'active_60'
            ? [fu.active_60, fu.of_60]
            : step === 'active_90'
              ? [fu.active_90, fu.of_90]
              : [fu[step], registered];
      return { step, members: shown(of, members), of: shown(of, of) };
    });
    const weekly_active = (f.mine?.weeks ?? []).map((x) => ({
      week_start: x.week_start,
      members: shown(x.of, x.active),
      of: shown(x.of, x.of),
    }));
    return {
      period: q.period,
      cohort: q.cohort,
      day: f.day,
      computed_at: f.computedAt,
      cohorts: f.cohorts,
      funnel,
      weekly_active,
      figures: presentEngagement(f.mine?.engagement ?? null),
    };
  }

  /** The clinical outcomes of a cohort, for clinicians and administrators; the view is in the access log. */
  async clinical(actor: Actor, q: OutcomesQuery, locale: Locale): Promise<ClinicalOutcomes> {
    const answer = await this.clinicalOf(q, locale, actor);
    await this.deps.audit.record(actor, null, ACCESS_ACTIONS.viewedOutcomes, `clinical ${q.period} ${q.cohort}`);
    return answer;
  }

  /** The engagement of a cohort, for every staff role; the view is in the access log. */
  async engagement(actor: Actor, q: OutcomesQuery, locale: Locale): Promise<Engagement> {
    const answer = await this.engagementOf(q, locale, actor);
    await this.deps.audit.record(actor, null, ACCESS_ACTIONS.viewedOutcomes, `engagement ${q.period} ${q.cohort}`);
    return answer;
  }

  /** A table as CSV; the download is in the access log. */
  async csv(
    actor: Actor,
    q: OutcomesQuery & { table: 'measures' | 'funnel' | 'weekly_active' | 'figures' },
    locale: Locale,
    words: CsvWords,
  ): Promise<{ filename: string; csv: string }> {
    const data = q.table === 'measures' ? await this.clinicalOf(q, locale, actor) : await this.engagementOf(q, locale, actor);
    const out = outcomesCsv(q.table, data, words);
    await this.deps.audit.record(actor, null, ACCESS_ACTIONS.downloadedOutcomes, `${q.table} ${q.period} ${q.cohort}`);
    return out;
  }
}

/** The reader's role as the saved filters' rules read it (a role not of staff uses nothing). */
function roleOf(reader: Actor): StaffRole | 'member' {
  return isStaffRole(reader.role) ? reader.role : 'member';
}

/** A measure's stored counts as shown: nothing for a group of fewer than 5 (null on the wire). */
export function presentMeasure(measure: Measure, m: z.infer<typeof storedMeasure> | null): MeasureOutcome {
  const n = m?.members ?? 0;
  const show = (x: number | null) => shown(n, x);
  const hasTarget = MEASURES_WITH_TARGET.includes(measure);
  const hasGoal = MEASURES_WITH_GOAL.includes(measure);
  return {
    measure,
    members: show(n),
    median_change: m ? show(round(m.median_change, MEDIAN_PLACES[measure])) : null,
    improved: m ? show(m.improved) : null,
    unchanged: m ? show(n - m.improved - m.worse) : null,
    worse: m ? show(m.worse) : null,
    at_target_baseline: m && hasTarget ? show(m.at_target_baseline) : null,
    at_target_now: m && hasTarget ? show(m.at_target_now) : null,
    goal_met: m && hasGoal ? show(m.goal_met) : null,
  };
}

const NO_ENGAGEMENT: z.infer<typeof storedEngagement> = {
  active_members: 0,
  tracking_days: 0,
  programmes_ended: 0,
  programmes_completed: 0,
  programme_members: 0,
  messages: 0,
  messages_within: 0,
  message_members: 0,
  requests: 0,
  requests_within: 0,
  request_members: 0,
};

/**
 * Decision 0115's engagement figures as shown: each withheld when its group (the distinct members it
 * counts) has fewer than 5; tracking days per active member to one decimal.
 */
export function presentEngagement(e: z.infer<typeof storedEngagement> | null): Engagement['figures'] {
  const x = e ?? NO_ENGAGEMENT;
  const perActive = x.active_members === 0 ? null : round(x.tracking_days / x.active_members, 1);
  return [
    { figure: 'tracking_days', value: shown(x.active_members, perActive), of: shown(x.active_members, x.active_members) },
    {
      figure: 'programme_completion',
      value: shown(x.programme_members, x.programmes_completed),
      of: shown(x.programme_members, x.programmes_ended),
    },
    { figure: 'messages_answered', value: shown(x.message_members, x.messages_within), of: shown(x.message_members, x.messages) },
    { figure: 'requests_answered', value: shown(x.request_members, x.requests_within), of: shown(x.request_members, x.requests) },
  ];
}
