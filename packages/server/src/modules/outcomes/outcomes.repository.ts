import { PostgresAdapter, sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database, OutcomeFiguresTable } from '../../db/schema.js';
import { memberEvents } from '../../db/member-events.js';
import { programmeMvpa, type ProgrammeActivity } from './programme-minutes.repository.js';
import { CONDITION_LAB_MARKERS, DIABETES_FROM } from '@wellpath/shared/health/lab-evidence';
import { CONDITIONS, HEALTH_PROFILE } from '../heart-risk/heart-risk.service.js';
import { ACTIVITY_MIN_DAYS_JOINED, ACTIVITY_WEEK_DAYS, BP_MIN_READINGS, BP_WINDOW_DAYS } from '@wellpath/shared/outcomes/wire';

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
  /**
   * One cohort only (decision 0123): a saved filter's, `key` (filter:<id>), whose members are those
   * `members` selects (a SELECT of one column of user ids, built by the member list's repository):
   * every figure is then of that cohort alone.
   */
  only?: { key: string; members: RawBuilder<unknown> };
  /**
   * Several periods at once (decision 0129): `from` is then the earliest of theirs, and every cohort
   * key reads `<period>|<cohort>` (`periodCohort` splits it), each member counted in each period they
   * joined within. The periods differ only in who joined, so one statement serves them all.
   */
  periods?: ReadonlyArray<{ key: string; from: string }>;
}

const PERIOD_MARK = '|';

/** A cohort key of a window of several periods, split into its period and cohort. */
export function periodCohort(key: string): { period: string; cohort: string } {
  const at = key.indexOf(PERIOD_MARK);
  return at < 0 ? { period: '', cohort: key } : { period: key.slice(0, at), cohort: key.slice(at + 1) };
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
  // NOT MATERIALIZED (both databases): a CTE read several times is otherwise materialized by
  // PostgreSQL, without statistics, and joined by nested loops over every logged row.
  return sql`
members AS NOT MATERIALIZED (
  SELECT u.id AS user_id, u.created_at AS enrolled, u.date_of_birth AS dob, u.sex AS sex, u.email_verified_at AS verified_at
  FROM users u
  WHERE u.role = 'member' AND u.created_at >= ${w.from} AND u.created_at <= ${w.asOf}${w.only ? sql` AND u.id IN (${w.only.members})` : sql``}
),
enrolled_programmes AS (
  SELECT DISTINCT e.user_id, p.key AS programme_key, pl.key AS pillar_key
  FROM program_enrollments e
  JOIN members m ON m.user_id = e.user_id
  JOIN programs p ON p.id = e.program_id
  LEFT JOIN pillars pl ON pl.id = p.pillar_id
  WHERE e.started_at <= ${w.asOf}
),
cohorts AS (${w.only ? sql`SELECT user_id, CAST(${w.only.key} AS TEXT) AS cohort FROM members` : w.periods ? byPeriod(w, w.periods) : everyCohort(w)})`;
}

/** Every cohort of each period a member joined within, keyed `<period>|<cohort>`. */
function byPeriod(w: Window, periods: NonNullable<Window['periods']>): RawBuilder<unknown> {
  const list = sql.join(
    periods.map((p) => sql`SELECT CAST(${p.key} AS TEXT) AS period, CAST(${p.from} AS TEXT) AS since`),
    sql` UNION ALL `,
  );
  return sql`
  SELECT c.user_id, p.period || CAST(${PERIOD_MARK} AS TEXT) || c.cohort AS cohort
  FROM (${everyCohort(w)}) c
  JOIN members pm ON pm.user_id = c.user_id
  JOIN (${list}) p ON pm.enrolled >= p.since`;
}

/** Every member of the window in each of their stored cohorts. */
function everyCohort(w: Window): RawBuilder<unknown> {
  const { cut40, cut50, cut60, cut70 } = w.ageCuts;
  return sql`
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
  UNION ALL SELECT user_id, 'sex:' || COALESCE(sex, 'unknown') FROM members`;
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
  targetKind: 'blood_pressure' | 'ldl' | 'hba1c' | 'activity' | null;
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

/** A positive number rounded half up to a whole one, as the screens show it (PostgreSQL's ROUND of a double rounds half to even). */
function wholeAsShown(db: Q, expr: RawBuilder<unknown>): RawBuilder<number> {
  return postgres(db)
    ? sql<number>`CAST(FLOOR(${expr} + 0.5 + 1e-9) AS DOUBLE PRECISION)`
    : sql<number>`CAST(CAST(${expr} + 0.5 + 1e-9 AS INTEGER) AS REAL)`;
}

/**
 * Blood pressure (decision 0107): the guidelines classify an average of two or more readings, never
 * one. The baseline is the average of the readings in the 7 days from the member's first reading
 * (from 30 days before joining on), the latest the average of those in the 7 days up to their newest
 * reading (as the member's own 7-day average reads them) that are after the baseline's 7 days; each
 * needs BP_MIN_READINGS readings, or the member is not counted. A reading told twice (typed and
 * imported: the same values in the same minute) is one reading. Each average is read as shown, in
 * whole mm Hg (decision 0118), for the change and the target.
 */
function bpSeries(db: Q, w: Window, defaults: { systolic: number; diastolic: number }, threshold: number): Series {
  const since = plusDays(db, sql.ref('m.enrolled'), -30);
  const atTarget = (sys: string, dia: string) =>
    flag(sql`${sql.ref(sys)} < COALESCE(t.value, ${defaults.systolic}) AND ${sql.ref(dia)} < COALESCE(t.diastolic, ${defaults.diastolic})`);
  const readings = sql`(
      SELECT d.*, MIN(d.at) OVER (PARTITION BY d.user_id) AS first_at, MAX(d.at) OVER (PARTITION BY d.user_id) AS last_at
      FROM (
        SELECT b.user_id, MIN(b.measured_at) AS at, ${dbl(sql.ref('b.systolic'))} AS sys, ${dbl(sql.ref('b.diastolic'))} AS dia
        FROM bp_readings b JOIN members m ON m.user_id = b.user_id
        WHERE b.measured_at >= ${since} AND b.measured_at <= ${w.asOf}
        GROUP BY b.user_id, substr(b.measured_at, 1, 16), b.systolic, b.diastolic
      ) d
    )`;
  const baseEnd = plusDays(db, sql.ref('r.first_at'), BP_WINDOW_DAYS);
  const inBase = sql`r.at < ${baseEnd}`;
  const inLast = sql`r.at > ${plusDays(db, sql.ref('r.last_at'), -BP_WINDOW_DAYS)} AND r.at >= ${baseEnd}`;
  const average = (where: RawBuilder<unknown>, col: 'sys' | 'dia') =>
    wholeAsShown(db, sql`AVG(CASE WHEN ${where} THEN ${sql.ref(`r.${col}`)} END)`);
  return {
    // Both ends from one read of the readings (a UNION of two would read and sort them twice), then one
    // row per end that has BP_MIN_READINGS readings.
    rows: sql`SELECT a.user_id, e.id, e.at,
        CASE WHEN e.id = 'first' THEN a.base_sys ELSE a.last_sys END AS v,
        CASE WHEN e.id = 'first' THEN a.base_dia ELSE a.last_dia END AS v2
      FROM (
        SELECT r.user_id,
          ${average(inBase, 'sys')} AS base_sys, ${average(inBase, 'dia')} AS base_dia,
          SUM(CASE WHEN ${inBase} THEN 1 ELSE 0 END) AS base_n,
          ${average(inLast, 'sys')} AS last_sys, ${average(inLast, 'dia')} AS last_dia,
          SUM(CASE WHEN ${inLast} THEN 1 ELSE 0 END) AS last_n
        FROM ${readings} r
        GROUP BY r.user_id
      ) a
      CROSS JOIN (SELECT 'first' AS id, '1' AS at UNION ALL SELECT 'last', '2') e
      WHERE (e.id = 'first' AND a.base_n >= ${sql.lit(BP_MIN_READINGS)}) OR (e.id = 'last' AND a.last_n >= ${sql.lit(BP_MIN_READINGS)})`,
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

/**
 * The members with diabetes by the figures' instant, as the member's own heart-risk estimate and
 * targets read it (decision 0107): on their record, ticked in their newest health-profile answer to
 * the conditions question, or an HbA1c of 6.5 % or more or a fasting glucose of 7.0 mmol/L or more on
 * file (a result counts from the day it is on file, whatever came after; a "< x" result never).
 */
function withDiabetes(w: Window): RawBuilder<unknown> {
  const day = w.asOf.slice(0, 10);
  const ticked = sql.join(
    HEALTH_PROFILE.conditions.diabetes.map((k) => sql`p.answers LIKE ${`%"${k}"%`}`),
    sql` OR `,
  );
  return sql`
    SELECT uc.user_id FROM user_conditions uc
    JOIN conditions c ON c.id = uc.condition_id AND c.key IN (${sql.join([...CONDITIONS.diabetes])})
    WHERE uc.created_at <= ${w.asOf}
    UNION
    SELECT r.user_id FROM blood_results r JOIN blood_markers k ON k.id = r.marker_id
    WHERE (r.comparator IS NULL OR r.comparator IN ('>', '>=')) AND r.test_date <= ${day}
      AND ((k.key = ${CONDITION_LAB_MARKERS.hba1c} AND ${dbl(sql.ref('r.value'))} >= ${DIABETES_FROM.hba1c - STORED_SLACK})
        OR (k.key = ${CONDITION_LAB_MARKERS.fastingGlucose} AND ${dbl(sql.ref('r.value'))} >= ${DIABETES_FROM.fastingGlucose - STORED_SLACK}))
    UNION
    SELECT p.user_id FROM (
      SELECT r.user_id, r.answers, ROW_NUMBER() OVER (PARTITION BY r.user_id ORDER BY r.completed_at DESC, r.id DESC) AS n
      FROM survey_responses r JOIN surveys s ON s.id = r.survey_id AND s.key = ${HEALTH_PROFILE.survey}
      WHERE r.completed_at <= ${w.asOf} AND r.answers LIKE ${`%"${HEALTH_PROFILE.conditions.question}"%`}
    ) p
    WHERE p.n = 1 AND (${ticked})`;
}
/** Results are stored at their reporting precision as single-precision reals: 6.5 may read 6.4999999. */
const STORED_SLACK = 1e-4;

function labSeries(
  db: Q,
  w: Window,
  markerKey: string,
  kind: 'ldl' | 'hba1c',
  defaultTarget: number,
  comparator: '<' | '<=',
  threshold: number,
  /** Only these members (a SELECT of user ids), or any member with their own target of the kind. */
  only?: RawBuilder<unknown>,
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
      WHERE r.comparator IS NULL AND r.test_date >= ${since} AND r.test_date <= ${w.asOf.slice(0, 10)}
        ${only ? sql`AND (r.user_id IN (${only}) OR r.user_id IN (SELECT o.user_id FROM member_targets o WHERE o.kind = ${kind}))` : sql``}`,
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

/**
 * Activity (decision 0115): moderate-to-vigorous minutes logged in the first 7 days after joining
 * (the UTC day of joining and the 6 after) against the last 7 complete days before the day of the
 * figures, for the members who joined 14 days ago or more (so the two weeks never overlap). A member
 * who logged nothing in a week has 0 minutes in it. At target: the own activity target, else 150.
 * Activity from two sources counts once (decision 0107, the member's own rule in shared
 * health/activity.ts, decision 0105): per day and type, the minutes of the source (the member's log,
 * each imported app) with the most, never the sum of the sources; within one source each activity counts.
 * Minutes tracked in programmes count as the member's screens count them (decision 0127): each
 * programme is one more source.
 */
function activitySeries(
  db: Q,
  w: Window,
  a: { lastFrom: string; lastTo: string; joinedBy: string; target: number; threshold: number; programmes: ProgrammeActivity },
): Series {
  const firstTo = sql`substr(${plusDays(db, sql.ref('x.enrolled'), ACTIVITY_WEEK_DAYS - 1)}, 1, 10)`;
  /**
   * A week's minutes per member, day and type: the largest source's, a programme's tracking being one
   * more source (decision 0074; decision 0127).
   */
  const week = (from: RawBuilder<unknown>, to: RawBuilder<unknown>) => {
    const tracked = programmeMvpa(db, a.programmes, sql`t.date >= ${from} AND t.date <= ${to}`);
    return sql`(
      SELECT s.user_id, s.date, s.type, MAX(s.mvpa) AS mvpa FROM (
        SELECT e.user_id, e.date, e.type, COALESCE(e.source, 'manual') AS source,
          SUM(CASE WHEN e.intensity IN ('moderate', 'vigorous') THEN e.minutes ELSE 0 END) AS mvpa
        FROM activities e JOIN members x ON x.user_id = e.user_id
        WHERE e.date >= ${from} AND e.date <= ${to}
        GROUP BY e.user_id, e.date, e.type, COALESCE(e.source, 'manual')
        ${tracked ? sql`UNION ALL SELECT p.user_id, p.date, p.type, p.source, SUM(p.mvpa) AS mvpa FROM (${tracked}) p GROUP BY p.user_id, p.date, p.type, p.source` : sql``}
      ) s GROUP BY s.user_id, s.date, s.type
    )`;
  };
  const minutes = sql`CAST(COALESCE(SUM(d.mvpa), 0) AS DOUBLE PRECISION)`;
  const atTarget = (col: string) => flag(sql`${sql.ref(col)} >= COALESCE(t.value, ${a.target})`);
  return {
    rows: sql`SELECT m.user_id, 'first' AS id, '1' AS at, ${minutes} AS v, NULL AS v2
      FROM members m LEFT JOIN ${week(sql`substr(x.enrolled, 1, 10)`, firstTo)} d ON d.user_id = m.user_id
      WHERE m.enrolled <= ${a.joinedBy}
      GROUP BY m.user_id
      UNION ALL
      SELECT m.user_id, 'last' AS id, '2' AS at, ${minutes} AS v, NULL AS v2
      FROM members m LEFT JOIN ${week(sql`${a.lastFrom}`, sql`${a.lastTo}`)} d ON d.user_id = m.user_id
      WHERE m.enrolled <= ${a.joinedBy}
      GROUP BY m.user_id`,
    change: sql`p.now - p.base`,
    improved: flag(sql`p.now - p.base >= ${a.threshold}`),
    worse: flag(sql`p.now - p.base <= ${-a.threshold}`),
    targetKind: 'activity',
    baseAtTarget: atTarget('p.base'),
    nowAtTarget: atTarget('p.now'),
    goal: none,
  };
}

export const PHQ9_BAND_CUTS = [5, 10, 15, 20];
export const GAD7_BAND_CUTS = [5, 10, 15];

export interface MeasureSettings {
  thresholds: { blood_pressure: number; weight: number; hba1c: number; ldl: number; activity: number };
  targets: { blood_pressure: { systolic: number; diastolic: number }; ldl: number; hba1c: number; activity: number };
  /** The programmes whose tracking holds activity minutes, counted in the activity measure. */
  programmes: ProgrammeActivity;
}

/** The activity weeks of a window: the last 7 complete days before asOf's day, and who joined 14 days ago or more. */
export function activityWeeks(w: Window) {
  const day = Date.parse(`${w.asOf.slice(0, 10)}T00:00:00.000Z`);
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    lastFrom: iso(day - ACTIVITY_WEEK_DAYS * DAY).slice(0, 10),
    lastTo: iso(day - DAY).slice(0, 10),
    joinedBy: iso(Date.parse(w.asOf) - ACTIVITY_MIN_DAYS_JOINED * DAY),
  };
}
const DAY = 86_400_000;

/** Every clinical measure, grouped by cohort. */
export async function clinicalByCohort(db: Q, w: Window, x: MeasureSettings) {
  const { thresholds: th, targets } = x;
  return {
    blood_pressure: await measureByCohort(db, w, bpSeries(db, w, targets.blood_pressure, th.blood_pressure)),
    weight: await measureByCohort(db, w, weightSeries(db, w, th.weight)),
    // HbA1c: only where a target applies (decision 0107): members with diabetes, or their own target.
    hba1c: await measureByCohort(db, w, labSeries(db, w, 'hba1c', 'hba1c', targets.hba1c, '<=', th.hba1c, withDiabetes(w))),
    ldl: await measureByCohort(db, w, labSeries(db, w, 'ldl-c', 'ldl', targets.ldl, '<', th.ldl)),
    phq9: await measureByCohort(db, w, surveySeries(db, w, 'phq-9', PHQ9_BAND_CUTS)),
    gad7: await measureByCohort(db, w, surveySeries(db, w, 'gad-7', GAD7_BAND_CUTS)),
    activity: await measureByCohort(
      db,
      w,
      activitySeries(db, w, { ...activityWeeks(w), target: targets.activity, threshold: th.activity, programmes: x.programmes }),
    ),
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

// ---- Lipid panels: non-HDL and the heart risk, worked out per member (decision 0115) -----------

export interface PanelPair {
  user_id: string;
  sex: string | null;
  dob: string | null;
  base_date: string;
  base_total: number;
  base_hdl: number;
  /** The totals and HDLs as entered (the heart risk reads mg/dL from them, as the member's estimate does). */
  base_total_entered: { value: number; unit: string };
  base_hdl_entered: { value: number; unit: string };
  now_date: string;
  now_total: number;
  now_hdl: number;
  now_total_entered: { value: number; unit: string };
  now_hdl_entered: { value: number; unit: string };
  /**
   * The systolic the estimate reads at each end, as the member's own estimate reads its 7-day average
   * (decision 0107): the average of the readings in the 7 days from the first (from 30 days before
   * joining) and in the 7 days up to the newest, rounded as shown; null without a reading.
   */
  base_systolic: number | null;
  now_systolic: number | null;
}

/**
 * Each member's first lipid panel from 30 days before joining (a report with both a total and an HDL
 * cholesterol, neither censored) and their newest on a later test day, with their first and newest
 * 7-day average systolic, in pages of `limit` members after `after` (by id): the per-member part of
 * the results is bounded by the page. And the cohorts of the page's members.
 */
export async function panelPairs(
  db: Q,
  w: Window,
  markers: { total: string; hdl: string },
  after: string,
  limit: number,
): Promise<{ pairs: PanelPair[]; cohorts: Array<{ cohort: string; user_id: string }> }> {
  const since = sql`substr(${plusDays(db, sql.ref('m.enrolled'), -30)}, 1, 10)`;
  const bpSince = plusDays(db, sql.ref('m.enrolled'), -30);
  const { rows } = await sql<Record<string, unknown>>`
WITH ${cohortsCte(w)},
panels AS (
  SELECT tc.user_id, tc.report_id, tc.test_date,
    ${dbl(sql.ref('tc.value'))} AS total, ${dbl(sql.ref('hd.value'))} AS hdl,
    ${dbl(sql.ref('tc.original_value'))} AS total_value, tc.original_unit AS total_unit,
    ${dbl(sql.ref('hd.original_value'))} AS hdl_value, hd.original_unit AS hdl_unit
  FROM blood_results tc
  JOIN blood_markers kt ON kt.id = tc.marker_id AND kt.key = ${markers.total}
  JOIN blood_results hd ON hd.report_id = tc.report_id AND hd.user_id = tc.user_id
  JOIN blood_markers kh ON kh.id = hd.marker_id AND kh.key = ${markers.hdl}
  JOIN members m ON m.user_id = tc.user_id
  WHERE tc.comparator IS NULL AND hd.comparator IS NULL AND tc.user_id > ${after}
    AND tc.test_date >= ${since} AND tc.test_date <= ${w.asOf.slice(0, 10)}
),
ranked AS (
  SELECT p.*,
    ROW_NUMBER() OVER (PARTITION BY p.user_id ORDER BY p.test_date, p.report_id) AS first_n,
    ROW_NUMBER() OVER (PARTITION BY p.user_id ORDER BY p.test_date DESC, p.report_id DESC) AS last_n
  FROM panels p
),
pairs AS (
  SELECT b.user_id, b.test_date AS base_date, b.total AS base_total, b.hdl AS base_hdl,
    b.total_value AS base_total_value, b.total_unit AS base_total_unit, b.hdl_value AS base_hdl_value, b.hdl_unit AS base_hdl_unit,
    n.test_date AS now_date, n.total AS now_total, n.hdl AS now_hdl,
    n.total_value AS now_total_value, n.total_unit AS now_total_unit, n.hdl_value AS now_hdl_value, n.hdl_unit AS now_hdl_unit
  FROM ranked b JOIN ranked n ON n.user_id = b.user_id AND n.last_n = 1
  WHERE b.first_n = 1 AND n.test_date > b.test_date
  ORDER BY b.user_id
  LIMIT ${limit}
),
readings AS (
  SELECT r.user_id, r.measured_at, ${dbl(sql.ref('r.systolic'))} AS systolic,
    MIN(r.measured_at) OVER (PARTITION BY r.user_id) AS first_at,
    MAX(r.measured_at) OVER (PARTITION BY r.user_id) AS last_at
  FROM bp_readings r JOIN pairs p ON p.user_id = r.user_id JOIN members m ON m.user_id = r.user_id
  WHERE r.measured_at >= ${bpSince} AND r.measured_at <= ${w.asOf}
),
ends AS (
  SELECT user_id,
    ${wholeAsShown(db, sql`AVG(CASE WHEN measured_at < ${plusDays(db, sql.ref('first_at'), BP_WINDOW_DAYS)} THEN systolic END)`)} AS base_systolic,
    ${wholeAsShown(db, sql`AVG(CASE WHEN measured_at > ${plusDays(db, sql.ref('last_at'), -BP_WINDOW_DAYS)} THEN systolic END)`)} AS now_systolic
  FROM readings GROUP BY user_id
)
SELECT p.*, m.sex, m.dob, e.base_systolic, e.now_systolic
FROM pairs p JOIN members m ON m.user_id = p.user_id LEFT JOIN ends e ON e.user_id = p.user_id
ORDER BY p.user_id`.execute(db);
  const pairs = rows.map((r): PanelPair => ({
    user_id: String(r.user_id),
    sex: typeof r.sex === 'string' ? r.sex : null,
    dob: typeof r.dob === 'string' ? r.dob : null,
    base_date: String(r.base_date),
    base_total: num(r.base_total),
    base_hdl: num(r.base_hdl),
    base_total_entered: { value: num(r.base_total_value), unit: String(r.base_total_unit) },
    base_hdl_entered: { value: num(r.base_hdl_value), unit: String(r.base_hdl_unit) },
    now_date: String(r.now_date),
    now_total: num(r.now_total),
    now_hdl: num(r.now_hdl),
    now_total_entered: { value: num(r.now_total_value), unit: String(r.now_total_unit) },
    now_hdl_entered: { value: num(r.now_hdl_value), unit: String(r.now_hdl_unit) },
    base_systolic: numOrNull(r.base_systolic),
    now_systolic: numOrNull(r.now_systolic),
  }));
  if (pairs.length === 0) return { pairs, cohorts: [] };
  const ids = pairs.map((p) => p.user_id);
  const members = await sql<{ cohort: string; user_id: string }>`
WITH ${cohortsCte(w)}
SELECT cohort, user_id FROM cohorts WHERE user_id IN (${sql.join(ids)})`.execute(db);
  return { pairs, cohorts: members.rows.map((r) => ({ cohort: String(r.cohort), user_id: String(r.user_id) })) };
}

// ---- Engagement beside the funnel (decision 0115) -----------------------------------------------

/** An ISO instant stored as text, as epoch milliseconds (the one more dialect difference). */
function epochMs(db: Q, expr: RawBuilder<unknown>): RawBuilder<number> {
  return postgres(db)
    ? sql<number>`CAST(ROUND(EXTRACT(EPOCH FROM CAST(${expr} AS timestamptz)) * 1000) AS BIGINT)`
    : sql<number>`CAST(ROUND((julianday(${expr}) - 2440587.5) * 86400000) AS INTEGER)`;
}

export interface EngagementFiguresRow {
  cohort: string;
  active_members: number;
  tracking_days: number;
  programmes_ended: number;
  programmes_completed: number;
  programme_members: number;
  messages: number;
  messages_within: number;
  message_members: number;
  requests: number;
  requests_within: number;
  request_members: number;
}

export interface EngagementWindows {
  /** Tracking: events in [from, to) make a member active; tracking days are the days in [fromDay, toDay). */
  tracking: { from: string; to: string };
  /** Messages and requests that arrived in [from, to), answered by their due time (due by asOf). */
  answers: { from: string; to: string };
  /** The clinic's opening intervals, in order, from before `answers.from` to well after asOf (epoch ms). */
  openings: Array<{ start: number; end: number }>;
  /** Working days to answer in. */
  workingDays: number;
}

/**
 * Tracking days per active member, programme completion, and messages and requests answered within N
 * working days, by cohort: SQL aggregates. A due time is worked out in SQL from the clinic's opening
 * intervals (a table of the working days), as `periodEnd` counts: arriving while the clinic is open,
 * the same time of day N working days later; arriving while it is closed, the close of the N-th
 * working day from the next opening (every opening day being as long, which the clinic's fixed hours make so).
 */
export async function engagementFiguresByCohort(db: Q, w: Window, x: EngagementWindows): Promise<EngagementFiguresRow[]> {
  const n = x.workingDays;
  const wd =
    x.openings.length > 0
      ? sql.join(
          x.openings.map((o, k) => sql`SELECT ${sql.lit(k)} AS k, ${sql.lit(o.start)} AS opens, ${sql.lit(o.end)} AS closes`),
          sql` UNION ALL `,
        )
      : sql`SELECT 0 AS k, 0 AS opens, 0 AS closes WHERE 1 = 0`;
  const asOfMs = Date.parse(w.asOf);
  const { rows } = await sql<Record<string, unknown>>`
WITH ${cohortsCte(w)}, ${eventsCte()},
active AS MATERIALIZED (
  SELECT DISTINCT e.user_id FROM events e WHERE e.at >= ${x.tracking.from} AND e.at < ${x.tracking.to}
),
tracked AS (
  SELECT t.user_id, COUNT(DISTINCT t.date) AS days
  FROM tracking_entries t JOIN active a ON a.user_id = t.user_id
  WHERE t.date >= ${x.tracking.from.slice(0, 10)} AND t.date < ${x.tracking.to.slice(0, 10)}
  GROUP BY t.user_id
),
tracking AS (
  SELECT c.cohort, COUNT(*) AS active_members, SUM(COALESCE(td.days, 0)) AS tracking_days
  FROM active a JOIN cohorts c ON c.user_id = a.user_id LEFT JOIN tracked td ON td.user_id = a.user_id
  GROUP BY c.cohort
),
ended AS (
  SELECT c.cohort, COUNT(*) AS programmes_ended, SUM(${flag(sql`e.status = 'completed'`)}) AS programmes_completed,
    COUNT(DISTINCT e.user_id) AS programme_members
  FROM program_enrollments e JOIN members m ON m.user_id = e.user_id JOIN cohorts c ON c.user_id = e.user_id
  WHERE e.status IN ('completed', 'left') AND e.ended_at IS NOT NULL AND e.ended_at <= ${w.asOf}
  GROUP BY c.cohort
),
turns AS (
  SELECT tm.id, tm.thread_id, tm.author_role, tm.created_at, th.user_id,
    LAG(tm.author_role) OVER (PARTITION BY tm.thread_id ORDER BY tm.created_at, tm.id) AS before_role
  FROM thread_messages tm JOIN message_threads th ON th.id = tm.thread_id JOIN members m ON m.user_id = th.user_id
),
items AS (
  -- A member's message that starts a wait (the thread's first, or the first since the care team wrote), answered by the care team's next.
  SELECT 'message' AS kind, t.user_id, t.created_at AS arrived,
    (SELECT MIN(s.created_at) FROM thread_messages s WHERE s.thread_id = t.thread_id AND s.author_role = 'staff' AND s.created_at > t.created_at) AS answered
  FROM turns t
  WHERE t.author_role = 'member' AND (t.before_role IS NULL OR t.before_role = 'staff')
    AND t.created_at >= ${x.answers.from} AND t.created_at < ${x.answers.to}
  UNION ALL
  SELECT 'request' AS kind, r.user_id, r.created_at AS arrived, r.replied_at AS answered
  FROM program_requests r JOIN members m ON m.user_id = r.user_id
  WHERE r.created_at >= ${x.answers.from} AND r.created_at < ${x.answers.to}
),
wd AS (${wd}),
timed AS (
  SELECT i.kind, i.user_id, ${epochMs(db, sql.ref('i.arrived'))} AS a,
    CASE WHEN i.answered IS NULL THEN NULL ELSE ${epochMs(db, sql.ref('i.answered'))} END AS ans
  FROM items i
),
slotted AS (
  SELECT t.*, (SELECT MIN(d.k) FROM wd d WHERE d.closes > t.a) AS k FROM timed t
),
due AS (
  SELECT s.kind, s.user_id, s.ans,
    CASE WHEN s.a > d.opens THEN e.opens + (s.a - d.opens) ELSE f.closes END AS due_ms
  FROM slotted s
  JOIN wd d ON d.k = s.k
  JOIN wd e ON e.k = s.k + ${sql.lit(n)}
  JOIN wd f ON f.k = s.k + ${sql.lit(n - 1)}
),
answers AS (
  SELECT c.cohort,
    SUM(${flag(sql`u.kind = 'message'`)}) AS messages,
    SUM(${flag(sql`u.kind = 'message' AND u.ans IS NOT NULL AND u.ans <= u.due_ms`)}) AS messages_within,
    COUNT(DISTINCT CASE WHEN u.kind = 'message' THEN u.user_id END) AS message_members,
    SUM(${flag(sql`u.kind = 'request'`)}) AS requests,
    SUM(${flag(sql`u.kind = 'request' AND u.ans IS NOT NULL AND u.ans <= u.due_ms`)}) AS requests_within,
    COUNT(DISTINCT CASE WHEN u.kind = 'request' THEN u.user_id END) AS request_members
  FROM due u JOIN cohorts c ON c.user_id = u.user_id
  WHERE u.due_ms <= ${sql.lit(asOfMs)}
  GROUP BY c.cohort
),
keys AS (SELECT DISTINCT cohort FROM cohorts)
SELECT k.cohort, tr.active_members, tr.tracking_days, en.programmes_ended, en.programmes_completed, en.programme_members,
  an.messages, an.messages_within, an.message_members, an.requests, an.requests_within, an.request_members
FROM keys k
LEFT JOIN tracking tr ON tr.cohort = k.cohort
LEFT JOIN ended en ON en.cohort = k.cohort
LEFT JOIN answers an ON an.cohort = k.cohort`.execute(db);
  return rows.map((r) => ({
    cohort: String(r.cohort),
    active_members: num(r.active_members),
    tracking_days: num(r.tracking_days),
    programmes_ended: num(r.programmes_ended),
    programmes_completed: num(r.programmes_completed),
    programme_members: num(r.programme_members),
    messages: num(r.messages),
    messages_within: num(r.messages_within),
    message_members: num(r.message_members),
    requests: num(r.requests),
    requests_within: num(r.requests_within),
    request_members: num(r.request_members),
  }));
}

/** Replaces every cohort's figures of a finished day and period: a day stored before the figures grew is completed once. */
export async function replaceFigures(db: Q, day: string, period: string, rows: OutcomeFiguresTable[]) {
  await db.deleteFrom('outcome_figures').where('day', '=', day).where('period', '=', period).execute();
  for (const row of rows) await db.insertInto('outcome_figures').values(row).execute();
}
