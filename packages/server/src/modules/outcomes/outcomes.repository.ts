import { PostgresAdapter, sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database, OutcomeFiguresTable } from '../../db/schema.js';
import { memberEvents } from '../../db/member-events.js';

type Q = Kysely<Database> | Transaction<Database>;

// The programme's results (decision 0098): every figure is an aggregate worked out by the database,
// grouped by cohort in one statement per measure; no member row reaches the server. The SQL keeps to
// what SQLite and PostgreSQL share (window functions, CASE, ||, substr); the one difference, adding
// days to a stored ISO timestamp, is `plusDays`.

/** The members counted and when: who joined in [from, asOf], read at asOf (an ISO instant). */
export interface Window {
  /** The earliest joining instant ('' for every member). */
  from: string;
  asOf: string;
  /** The first day of each age band's birth dates, from asOf's day: born after cut40 is under 40... */
  ageCuts: { cut40: string; cut50: string; cut60: string; cut70: string };
}

const postgres = (db: Q) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An ISO timestamp expression moved by whole days, in the stored form (YYYY-MM-DDTHH:MM:SS.sssZ). */
function plusDays(db: Q, expr: RawBuilder<unknown>, days: number): RawBuilder<string> {
  const n = Math.trunc(days);
  return postgres(db)
    ? sql<string>`to_char(((${expr})::timestamptz AT TIME ZONE 'UTC') + make_interval(days => ${n}), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${expr}, ${`${n >= 0 ? '+' : ''}${n} days`})`;
}

/** The members of the window and the cohorts each belongs to (a member is in several). */
function cohortsCte(w: Window): RawBuilder<unknown> {
  const { cut40, cut50, cut60, cut70 } = w.ageCuts;
  // NOT MATERIALIZED (both databases): a CTE read several times is otherwise materialized by
  // PostgreSQL, without statistics, and joined by nested loops over every logged row.
  return sql`
members AS NOT MATERIALIZED (
  SELECT u.id AS user_id, u.created_at AS enrolled, u.date_of_birth AS dob, u.sex AS sex, u.email_verified_at AS verified_at
  FROM users u
  WHERE u.role = 'member' AND u.created_at >= ${w.from} AND u.created_at <= ${w.asOf}
),
enrolled_programmes AS (
  SELECT DISTINCT e.user_id, p.key AS programme_key, pl.key AS pillar_key
  FROM program_enrollments e
  JOIN members m ON m.user_id = e.user_id
  JOIN programs p ON p.id = e.program_id
  LEFT JOIN pillars pl ON pl.id = p.pillar_id
  WHERE e.started_at <= ${w.asOf}
),
cohorts AS (
  SELECT user_id, 'all' AS cohort FROM members
  UNION ALL SELECT DISTINCT user_id, 'programme:' || programme_key FROM enrolled_programmes
  UNION ALL SELECT DISTINCT user_id, 'pillar:' || pillar_key FROM enrolled_programmes WHERE pillar_key IS NOT NULL
  UNION ALL SELECT user_id, 'month:' || substr(enrolled, 1, 7) FROM members
  UNION ALL SELECT user_id, 'age:' || CASE
      WHEN dob > ${cut40} THEN 'under-40'
      WHEN dob > ${cut50} THEN '40-49'
      WHEN dob > ${cut60} THEN '50-59'
      WHEN dob > ${cut70} THEN '60-69'
      ELSE '70-plus' END FROM members
  UNION ALL SELECT user_id, 'sex:' || COALESCE(sex, 'unknown') FROM members
)`;
}

/** One member's value over time: `at` orders them (an instant or a day), `v` is the value, `v2` a second one (diastolic). */
interface Series {
  /** SELECT user_id, id, at, v, v2 FROM ... of the members' values from 30 days before joining to asOf. */
  rows: RawBuilder<unknown>;
  /** The member's change, from `base`, `now` (and `base2`, `now2`) of their pair. */
  change: RawBuilder<unknown>;
  /** 1 when improved, when worse (else 0). */
  improved: RawBuilder<unknown>;
  worse: RawBuilder<unknown>;
  /** 1 when at target at baseline, now (with `t`, the member's own target of the kind, left joined); null for none. */
  targetKind: 'blood_pressure' | 'ldl' | 'hba1c' | null;
  baseAtTarget: RawBuilder<unknown>;
  nowAtTarget: RawBuilder<unknown>;
  goal: RawBuilder<unknown>;
}

export interface MeasureRow {
  cohort: string;
  members: number;
  median_change: number | null;
  improved: number;
  worse: number;
  at_target_baseline: number;
  at_target_now: number;
  goal_met: number;
}

const num = (x: unknown): number => (x === null || x === undefined ? 0 : Number(x));
const numOrNull = (x: unknown): number | null => (x === null || x === undefined ? null : Number(x));

/** Baseline (first value from 30 days before joining) and latest (a later one) per member, summed by cohort with the median change. */
async function measureByCohort(db: Q, w: Window, s: Series): Promise<MeasureRow[]> {
  const target = s.targetKind
    ? sql`LEFT JOIN member_targets t ON t.user_id = p.user_id AND t.kind = ${s.targetKind}`
    : sql`LEFT JOIN member_targets t ON 1 = 0`;
  const { rows } = await sql<Record<string, unknown>>`
WITH ${cohortsCte(w)},
obs AS (${s.rows}),
ranked_obs AS (
  SELECT o.user_id, o.at, o.v, o.v2,
    ROW_NUMBER() OVER (PARTITION BY o.user_id ORDER BY o.at, o.id) AS first_n,
    ROW_NUMBER() OVER (PARTITION BY o.user_id ORDER BY o.at DESC, o.id DESC) AS last_n
  FROM obs o
),
pairs AS (
  -- One pass (no self-join, which PostgreSQL may run as nested loops over a materialized CTE).
  SELECT user_id,
    MAX(CASE WHEN first_n = 1 THEN v END) AS base, MAX(CASE WHEN first_n = 1 THEN v2 END) AS base2,
    MAX(CASE WHEN last_n = 1 THEN v END) AS now, MAX(CASE WHEN last_n = 1 THEN v2 END) AS now2,
    MAX(CASE WHEN first_n = 1 THEN at END) AS base_at, MAX(CASE WHEN last_n = 1 THEN at END) AS now_at
  FROM ranked_obs
  WHERE first_n = 1 OR last_n = 1
  GROUP BY user_id
),
scored AS (
  SELECT p.user_id, ${s.change} AS change, ${s.improved} AS improved, ${s.worse} AS worse,
    ${s.baseAtTarget} AS base_target, ${s.nowAtTarget} AS now_target, ${s.goal} AS goal
  FROM pairs p ${target}
  WHERE p.now_at > p.base_at
),
by_cohort AS (
  SELECT c.cohort, s.change, s.improved, s.worse, s.base_target, s.now_target, s.goal,
    ROW_NUMBER() OVER (PARTITION BY c.cohort ORDER BY s.change, s.user_id) AS rn,
    COUNT(*) OVER (PARTITION BY c.cohort) AS cnt
  FROM scored s JOIN cohorts c ON c.user_id = s.user_id
)
SELECT cohort, COUNT(*) AS members,
  AVG(CASE WHEN rn = (cnt + 1) / 2 OR rn = (cnt + 2) / 2 THEN change END) AS median_change,
  SUM(improved) AS improved, SUM(worse) AS worse,
  SUM(base_target) AS at_target_baseline, SUM(now_target) AS at_target_now, SUM(goal) AS goal_met
FROM by_cohort GROUP BY cohort`.execute(db);
  return rows.map((r) => ({
    cohort: String(r.cohort),
    members: num(r.members),
    median_change: numOrNull(r.median_change),
    improved: num(r.improved),
    worse: num(r.worse),
    at_target_baseline: num(r.at_target_baseline),
    at_target_now: num(r.at_target_now),
    goal_met: num(r.goal_met),
  }));
}

const flag = (cond: RawBuilder<unknown>) => sql`CASE WHEN ${cond} THEN 1 ELSE 0 END`;
const none = sql`0`;
/** A stored `real` as double precision (PostgreSQL keeps them as float4). */
const dbl = (col: RawBuilder<unknown>) => sql`CAST(${col} AS DOUBLE PRECISION)`;

function bpSeries(db: Q, w: Window, defaults: { systolic: number; diastolic: number }, threshold: number): Series {
  const since = plusDays(db, sql.ref('m.enrolled'), -30);
  const atTarget = (sys: string, dia: string) =>
    flag(sql`${sql.ref(sys)} < COALESCE(t.value, ${defaults.systolic}) AND ${sql.ref(dia)} < COALESCE(t.diastolic, ${defaults.diastolic})`);
  return {
    rows: sql`SELECT b.user_id, b.id, b.measured_at AS at, ${dbl(sql.ref('b.systolic'))} AS v, ${dbl(sql.ref('b.diastolic'))} AS v2
      FROM bp_readings b JOIN members m ON m.user_id = b.user_id
      WHERE b.measured_at >= ${since} AND b.measured_at <= ${w.asOf}`,
    change: sql`p.now - p.base`,
    improved: flag(sql`p.now - p.base <= ${-threshold}`),
    worse: flag(sql`p.now - p.base >= ${threshold}`),
    targetKind: 'blood_pressure',
    baseAtTarget: atTarget('p.base', 'p.base2'),
    nowAtTarget: atTarget('p.now', 'p.now2'),
    goal: none,
  };
}

function weightSeries(db: Q, w: Window, threshold: number): Series {
  const since = plusDays(db, sql.ref('m.enrolled'), -30);
  const pct = sql`(p.now - p.base) * 100.0 / p.base`;
  return {
    rows: sql`SELECT b.user_id, b.id, b.measured_at AS at, ${dbl(sql.ref('b.value'))} AS v, NULL AS v2
      FROM body_measurements b JOIN members m ON m.user_id = b.user_id
      WHERE b.kind = 'weight' AND b.value > 0 AND b.measured_at >= ${since} AND b.measured_at <= ${w.asOf}`,
    change: pct,
    improved: flag(sql`${pct} <= ${-threshold}`),
    worse: flag(sql`${pct} >= ${threshold}`),
    targetKind: null,
    baseAtTarget: none,
    nowAtTarget: none,
    goal: flag(sql`p.now <= p.base * 0.95`),
  };
}

function labSeries(
  db: Q,
  w: Window,
  markerKey: string,
  kind: 'ldl' | 'hba1c',
  defaultTarget: number,
  comparator: '<' | '<=',
  threshold: number,
): Series {
  const since = sql`substr(${plusDays(db, sql.ref('m.enrolled'), -30)}, 1, 10)`;
  const atTarget = (col: string) =>
    comparator === '<'
      ? flag(sql`${sql.ref(col)} < COALESCE(t.value, ${defaultTarget})`)
      : flag(sql`${sql.ref(col)} <= COALESCE(t.value, ${defaultTarget})`);
  return {
    // A censored result ("< 0.3") is a bound, not a value: left out.
    rows: sql`SELECT r.user_id, r.id, r.test_date AS at, ${dbl(sql.ref('r.value'))} AS v, NULL AS v2
      FROM blood_results r
      JOIN blood_markers k ON k.id = r.marker_id AND k.key = ${markerKey}
      JOIN members m ON m.user_id = r.user_id
      WHERE r.comparator IS NULL AND r.test_date >= ${since} AND r.test_date <= ${w.asOf.slice(0, 10)}`,
    change: sql`p.now - p.base`,
    improved: flag(sql`p.now - p.base <= ${-threshold}`),
    worse: flag(sql`p.now - p.base >= ${threshold}`),
    targetKind: kind,
    baseAtTarget: atTarget('p.base'),
    nowAtTarget: atTarget('p.now'),
    goal: none,
  };
}

/** PHQ-9 (minimal, mild, moderate, moderately severe, severe) and GAD-7 (minimal, mild, moderate, severe) bands by total score. */
function band(col: string, cuts: number[]): RawBuilder<unknown> {
  const ref = sql.ref(col);
  // Literal integers (constants of this file), so PostgreSQL types the band as a number, not text.
  const whens = cuts.map((c, i) => sql`WHEN ${ref} < ${sql.lit(c)} THEN ${sql.lit(i)}`);
  return sql`CASE ${sql.join(whens, sql` `)} ELSE ${sql.lit(cuts.length)} END`;
}

function surveySeries(db: Q, w: Window, surveyKey: string, cuts: number[]): Series {
  const since = plusDays(db, sql.ref('m.enrolled'), -30);
  return {
    rows: sql`SELECT r.user_id, r.id, r.completed_at AS at, ${dbl(sql.ref('r.score'))} AS v, NULL AS v2
      FROM survey_responses r
      JOIN surveys s ON s.id = r.survey_id AND s.key = ${surveyKey}
      JOIN members m ON m.user_id = r.user_id
      WHERE r.score IS NOT NULL AND r.completed_at >= ${since} AND r.completed_at <= ${w.asOf}`,
    change: sql`p.now - p.base`,
    improved: flag(sql`${band('p.now', cuts)} < ${band('p.base', cuts)}`),
    worse: flag(sql`${band('p.now', cuts)} > ${band('p.base', cuts)}`),
    targetKind: null,
    baseAtTarget: none,
    nowAtTarget: none,
    goal: flag(sql`${band('p.now', cuts)} < ${band('p.base', cuts)}`),
  };
}

export const PHQ9_BAND_CUTS = [5, 10, 15, 20];
export const GAD7_BAND_CUTS = [5, 10, 15];

export interface MeasureSettings {
  thresholds: { blood_pressure: number; weight: number; hba1c: number; ldl: number };
  targets: { blood_pressure: { systolic: number; diastolic: number }; ldl: number; hba1c: number };
}

/** Every clinical measure, grouped by cohort. */
export async function clinicalByCohort(db: Q, w: Window, x: MeasureSettings) {
  const { thresholds: th, targets } = x;
  return {
    blood_pressure: await measureByCohort(db, w, bpSeries(db, w, targets.blood_pressure, th.blood_pressure)),
    weight: await measureByCohort(db, w, weightSeries(db, w, th.weight)),
    hba1c: await measureByCohort(db, w, labSeries(db, w, 'hba1c', 'hba1c', targets.hba1c, '<=', th.hba1c)),
    ldl: await measureByCohort(db, w, labSeries(db, w, 'ldl-c', 'ldl', targets.ldl, '<', th.ldl)),
    phq9: await measureByCohort(db, w, surveySeries(db, w, 'phq-9', PHQ9_BAND_CUTS)),
    gad7: await measureByCohort(db, w, surveySeries(db, w, 'gad-7', GAD7_BAND_CUTS)),
  };
}

/** The members' logged events (db/member-events.ts), members of the window only. */
function eventsCte(): RawBuilder<unknown> {
  return sql`
events AS (
  SELECT x.user_id, x.at FROM (${memberEvents()}) x JOIN members m ON m.user_id = x.user_id
)`;
}

export interface FunnelRow {
  cohort: string;
  registered: number;
  verified: number;
  onboarded: number;
  first_programme: number;
  of_30: number;
  active_30: number;
  of_60: number;
  active_60: number;
  of_90: number;
  active_90: number;
}

/** The funnel by cohort: active at N days is a logged event in the `window` days up to day N after joining, of those who joined N days ago or more. */
export async function funnelByCohort(db: Q, w: Window, window: number): Promise<FunnelRow[]> {
  const asOf = w.asOf;
  const at = (n: number) => plusDays(db, sql.ref('m.enrolled'), n);
  // Each member's windows worked out once (MATERIALIZED: not again for each of their events), then
  // their events aggregated in one hash join, never an EXISTS per member.
  const inWindow = (n: number) => sql`MAX(CASE WHEN ev.at > ${sql.ref(`b.f${n}`)} AND ev.at <= ${sql.ref(`b.t${n}`)} THEN 1 ELSE 0 END)`;
  const step = (n: number) => {
    const reached = sql`${sql.ref(`b.t${n}`)} <= ${asOf}`;
    return { of: sql`SUM(${flag(reached)})`, active: sql`SUM(${flag(sql`${reached} AND ${sql.ref(`ma.a${n}`)} = 1`)})` };
  };
  const [a30, a60, a90] = [step(30), step(60), step(90)];
  const { rows } = await sql<Record<string, unknown>>`
WITH ${cohortsCte(w)}, ${eventsCte()},
bounds AS MATERIALIZED (
  SELECT m.user_id,
    ${at(30 - window)} AS f30, ${at(30)} AS t30,
    ${at(60 - window)} AS f60, ${at(60)} AS t60,
    ${at(90 - window)} AS f90, ${at(90)} AS t90
  FROM members m
),
member_active AS MATERIALIZED (
  SELECT b.user_id, ${inWindow(30)} AS a30, ${inWindow(60)} AS a60, ${inWindow(90)} AS a90
  FROM bounds b JOIN events ev ON ev.user_id = b.user_id
  WHERE ev.at > b.f30 AND ev.at <= b.t90
  GROUP BY b.user_id
)
SELECT c.cohort,
  COUNT(*) AS registered,
  SUM(${flag(sql`m.verified_at IS NOT NULL`)}) AS verified,
  SUM(${flag(sql`o.status = 'completed'`)}) AS onboarded,
  SUM(${flag(sql`EXISTS (SELECT 1 FROM program_enrollments e WHERE e.user_id = m.user_id AND e.started_at <= ${asOf})`)}) AS first_programme,
  ${a30.of} AS of_30, ${a30.active} AS active_30,
  ${a60.of} AS of_60, ${a60.active} AS active_60,
  ${a90.of} AS of_90, ${a90.active} AS active_90
FROM members m
JOIN bounds b ON b.user_id = m.user_id
JOIN cohorts c ON c.user_id = m.user_id
LEFT JOIN onboarding o ON o.user_id = m.user_id
LEFT JOIN member_active ma ON ma.user_id = m.user_id
GROUP BY c.cohort`.execute(db);
  return rows.map((r) => ({
    cohort: String(r.cohort),
    registered: num(r.registered),
    verified: num(r.verified),
    onboarded: num(r.onboarded),
    first_programme: num(r.first_programme),
    of_30: num(r.of_30),
    active_30: num(r.active_30),
    of_60: num(r.of_60),
    active_60: num(r.active_60),
    of_90: num(r.of_90),
    active_90: num(r.active_90),
  }));
}

export interface WeekRow {
  cohort: string;
  week_start: string;
  active: number;
  of: number;
}

/** Weekly active members by cohort: members with a logged event in each week [start, end), and members who had joined by its end. */
export async function weeklyActiveByCohort(db: Q, w: Window, weeks: Array<{ start: string; end: string }>): Promise<WeekRow[]> {
  if (weeks.length === 0) return [];
  const weeksCte = sql.join(
    weeks.map((x) => sql`SELECT CAST(${x.start} AS TEXT) AS week_start, CAST(${x.end} AS TEXT) AS week_end`),
    sql` UNION ALL `,
  );
  const first = weeks[0]!.start;
  const { rows } = await sql<Record<string, unknown>>`
WITH ${cohortsCte(w)}, ${eventsCte()},
weeks AS (${weeksCte}),
active AS MATERIALIZED (
  SELECT c.cohort, wk.week_start, COUNT(DISTINCT e.user_id) AS active
  FROM events e
  JOIN weeks wk ON e.at >= wk.week_start AND e.at < wk.week_end
  JOIN cohorts c ON c.user_id = e.user_id
  WHERE e.at >= ${first}
  GROUP BY c.cohort, wk.week_start
),
joined AS MATERIALIZED (
  SELECT c.cohort, wk.week_start, COUNT(*) AS joined
  FROM weeks wk JOIN members m ON m.enrolled < wk.week_end JOIN cohorts c ON c.user_id = m.user_id
  GROUP BY c.cohort, wk.week_start
)
SELECT j.cohort, j.week_start, COALESCE(a.active, 0) AS active, j.joined AS of
FROM joined j LEFT JOIN active a ON a.cohort = j.cohort AND a.week_start = j.week_start
ORDER BY j.cohort, j.week_start`.execute(db);
  return rows.map((r) => ({ cohort: String(r.cohort), week_start: String(r.week_start), active: num(r.active), of: num(r.of) }));
}

// ---- Stored figures and the once-a-day claim ---------------------------------------------------

/**
 * Claims the computation of a day and period for this copy: the first insert wins; a claim left
 * unfinished before `staleBefore` (a copy that stopped) may be taken over by a conditional update.
 */
export async function claimRun(db: Q, day: string, period: string, token: string, now: string, staleBefore: string): Promise<boolean> {
  const inserted = await db
    .insertInto('outcome_runs')
    .values({ day, period, claim_token: token, claimed_at: now, finished_at: null })
    .onConflict((oc) => oc.columns(['day', 'period']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const taken = await db
    .updateTable('outcome_runs')
    .set({ claim_token: token, claimed_at: now })
    .where('day', '=', day)
    .where('period', '=', period)
    .where('finished_at', 'is', null)
    .where('claimed_at', '<', staleBefore)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export function findRun(db: Q, day: string, period: string) {
  return db.selectFrom('outcome_runs').selectAll().where('day', '=', day).where('period', '=', period).executeTakeFirst();
}

/** Stores every cohort's figures and marks the run finished, if this copy's claim still holds. */
export async function storeFigures(db: Q, rows: OutcomeFiguresTable[], day: string, period: string, token: string, now: string) {
  for (const row of rows) {
    await db
      .insertInto('outcome_figures')
      .values(row)
      .onConflict((oc) => oc.columns(['day', 'period', 'cohort']).doUpdateSet({ figures: row.figures, computed_at: row.computed_at }))
      .execute();
  }
  await db
    .updateTable('outcome_runs')
    .set({ finished_at: now })
    .where('day', '=', day)
    .where('period', '=', period)
    .where('claim_token', '=', token)
    .execute();
}

/** The cohorts of a day and period with their size ('all' first), for the picker. */
export function listCohorts(db: Q, day: string, period: string) {
  return db
    .selectFrom('outcome_figures')
    .select(['cohort', 'figures', 'computed_at'])
    .where('day', '=', day)
    .where('period', '=', period)
    .orderBy('cohort')
    .execute();
}
