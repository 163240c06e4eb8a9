import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { MemberHealthFilter } from '@wellpath/shared/staff/wire';
import { TARGET_STREAK_DAYS } from '@wellpath/shared/health/target-streak';
import { ANTIHYPERTENSIVE_CLASSES, GLUCOSE_LOWERING_CLASSES, TRIGLYCERIDE_HDL_CLASSES } from '@wellpath/shared/health/medications';
import type { Database, MemberTargetTable } from '../../db/schema.js';

type Q = Kysely<Database>;

/** The highest code point: `prefix + MAX_CHAR` is above every text that starts with `prefix` (byte order). */
const MAX_CHAR = '\u{10FFFF}';

/** Where a page ends: the sort key of its last member. */
export interface MemberKey {
  last: string;
  first: string;
  id: string;
}

export interface MemberListFilter {
  q?: string;
  openAlerts?: boolean;
  program?: 'active' | 'none';
  activeSince?: string;
  /**
   * Issue 35: BMI 30 or more, a statin taken on `today`, a weight loss flagged and not reviewed; for
   * `metabolic_syndrome` and `target_not_met_90`, the members who could match (the service reads each).
   */
  health?: { filter: MemberHealthFilter; today: string; now: Date };
  after?: MemberKey;
  limit: number;
}

/**
 * The sort and search keys of the member aliased `t`, spelled as the indexes of migration 0010 are, so
 * both planners use them: byte order (SQLite's BINARY; COLLATE "C" on PostgreSQL, whatever the
 * database's locale), so both databases agree on the order.
 */
function keys(db: Q, t: 'u' | 'm') {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const c = postgres ? sql` collate "C"` : sql``;
  const col = (name: string) => sql.ref(`${t}.${name}`);
  return {
    /**
     * Only members. SQLite without ANALYZE statistics would pick users_role_idx for this equality (it
     * holds nearly every row) over the name index; unary + keeps it off that index.
     */
    member: postgres ? sql<SqlBool>`${col('role')} = 'member'` : sql<SqlBool>`+${col('role')} = 'member'`,
    last: sql<string>`lower(${col('last_name')})${c}`,
    first: sql<string>`lower(${col('first_name')})${c}`,
    email: sql<string>`lower(${col('email')})${c}`,
    id: sql<string>`${col('id')}${c}`,
  };
}

/** `key` starts with `prefix` (lowered by the database, like the key): a range scan on the key's index. */
function startsWith(key: RawBuilder<string>, prefix: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${key} >= lower(${prefix}) and ${key} < lower(${prefix + MAX_CHAR}))`;
}

/**
 * The ways a search text matches a member, each a range on one index: one word is the start of a last
 * name, a first name or an address ("tremb", "avery@"); several words are a first name then a last
 * name or the other way round, split anywhere ("avery t", "tremblay av", "mary ann sm"), or one name
 * with spaces ("van der"). Case-insensitive. No text: one way, every member.
 */
function searchWays(k: ReturnType<typeof keys>, text: string | undefined): Array<RawBuilder<SqlBool> | undefined> {
  if (!text?.trim()) return [undefined];
  const words = text.trim().split(/\s+/).slice(0, 5);
  const whole = words.join(' ');
  const ways = whole.includes('@')
    ? [startsWith(k.email, whole)]
    : [startsWith(k.last, whole), startsWith(k.first, whole), ...(words.length === 1 ? [startsWith(k.email, whole)] : [])];
  for (let i = 1; i < words.length; i++) {
    const head = words.slice(0, i).join(' ');
    const tail = words.slice(i).join(' ');
    ways.push(sql<SqlBool>`${startsWith(k.first, head)} and ${startsWith(k.last, tail)}`);
    ways.push(sql<SqlBool>`${startsWith(k.last, head)} and ${startsWith(k.first, tail)}`);
  }
  return ways;
}

/**
 * One page of members (role 'member', never staff) in (last name, first name, id) order, after `after`,
 * matching the search and the filters.
 *
 * Each way of matching a search is its own query with every filter, the cursor, the order and the
 * limit, and the pages of the ways are joined with UNION and cut to the limit again: SQLite uses no
 * expression index for OR terms (it would read every member); PostgreSQL, given the matches as a
 * subquery to join, walked the whole name index hoping to fill the page early when nothing matched;
 * and a UNION of whole ways read every match of a common prefix (8,337 for "tremb" at 100,000
 * members) before sorting out one page. Now the last-name way stops after one page in index order,
 * and the other ways sort only their own matches.
 *
 * Plans at 100,000 members (EXPLAIN on PostgreSQL 15, EXPLAIN QUERY PLAN on SQLite 3.53; ANALYZEd):
 * - first page, no search: both walk users_name_sort_idx in order and stop after `limit` rows, no
 *   sort (PostgreSQL "Limit -> Index Scan using users_name_sort_idx"; SQLite "SCAN m USING INDEX
 *   users_name_sort_idx"): about 1 ms;
 * - next pages: the same scan starts at the cursor (PostgreSQL "Index Cond: ... >= ..."; SQLite
 *   "SEARCH m USING INDEX users_name_sort_idx (<expr>>?)"): about 1 ms at page 2,000;
 * - search: one bounded query per way of matching (users_name_sort_idx, users_first_name_idx,
 *   users_email_lower_idx), then a sort of at most ways x limit rows;
 * - open alerts: driven from the alerts (IN), then a sort of those members: about 2 ms;
 * - active / no programme: program_enrollments_user_idx per member along the ordered scan: 1-4 ms;
 * - last active: users_last_active_idx, then a sort: about 2 ms.
 */
export function listMembers(db: Q, f: MemberListFilter) {
  const k = keys(db, 'm');
  const way = (match: RawBuilder<SqlBool> | undefined) => {
    let q = db
      .selectFrom('users as m')
      .select(['m.id', 'm.first_name', 'm.last_name', 'm.email', 'm.last_active_at', 'm.time_zone'])
      .where(k.member)
      .where(listFilters(db, f, match));
    if (f.after) {
      const { last, first, id } = f.after;
      // The first comparison alone is where SQLite starts its index scan; the row value is exact.
      q = q.where(sql<SqlBool>`${k.last} >= ${last} and (${k.last}, ${k.first}, ${k.id}) > (${last}, ${first}, ${id})`);
    }
    return q.orderBy(k.last).orderBy(k.first).orderBy(k.id).limit(f.limit);
  };
  const [first, ...others] = searchWays(k, f.q).map(way);
  if (others.length === 0) return first!.execute();
  // SQLite takes ORDER BY and LIMIT in a compound select's parts only inside subqueries.
  const page = (q: ReturnType<typeof way>) => db.selectFrom(q.as('w')).selectAll('w');
  const union = others.reduce((all, q) => all.union(page(q)), page(first!));
  const u = keys(db, 'u');
  return db.selectFrom(union.as('u')).selectAll('u').orderBy(u.last).orderBy(u.first).orderBy(u.id).limit(f.limit).execute();
}
export type MemberListRow = Awaited<ReturnType<typeof listMembers>>[number];

/** The list's filters of the member aliased `m` (but its cursor and the member role): one search way and the other filters. */
function listFilters(db: Q, f: Omit<MemberListFilter, 'after' | 'limit'>, match: RawBuilder<SqlBool> | undefined): RawBuilder<SqlBool> {
  const parts: RawBuilder<SqlBool>[] = [];
  if (match) parts.push(match);
  if (f.openAlerts)
    parts.push(sql<SqlBool>`m.id in ${db.selectFrom('alerts as a').select('a.user_id').where('a.resolved_at', 'is', null)}`);
  if (f.program) {
    const doing = sql<SqlBool>`exists ${db
      .selectFrom('program_enrollments as pe')
      .select('pe.id')
      .where('pe.user_id', '=', sql.ref<string>('m.id'))
      .where('pe.status', '=', 'active')}`;
    parts.push(f.program === 'active' ? doing : sql<SqlBool>`not ${doing}`);
  }
  if (f.activeSince) parts.push(sql<SqlBool>`m.last_active_at >= ${f.activeSince}`);
  if (f.health) parts.push(healthFilter(db, f.health));
  return parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/**
 * The ids of every member the list's filters find (no cursor, no limit), as one SELECT for another
 * statement to read (a saved filter's cohort, decision 0123): the search's ways joined by OR. For the
 * two health filters read member by member this is their candidates: the caller reads each.
 */
export function matchingMembers(db: Q, f: Omit<MemberListFilter, 'after' | 'limit'>): RawBuilder<unknown> {
  const k = keys(db, 'm');
  const ways = searchWays(k, f.q).map((match) => listFilters(db, f, match));
  return sql`select m.id from users m where ${k.member} and (${sql.join(ways, sql` or `)})`;
}

/** These member ids as one SELECT of one column, bound as a single JSON parameter (no limit on how many, on either database). */
export function idsAsSelect(db: Q, ids: readonly string[]): RawBuilder<unknown> {
  const json = JSON.stringify(ids);
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql`select jsonb_array_elements_text(cast(${json} as jsonb))`
    : sql`select value from json_each(${json})`;
}

/**
 * The health filters (issue 35), each an EXISTS on the member's own rows through their user_id index:
 * - bmi_30: the latest weight (newest time, first id among equals, as the Body screen reads it) and
 *   the height give a BMI that is 30.0 or more to one decimal, that is 29.95 or more before rounding
 *   (weight x 10,000 >= 29.95 x height in cm squared);
 * - statin: a medication of the statin class started by `today` (or with no start) and not stopped by then;
 * - weight_review: a flagged weight loss not yet reviewed (decision 0103).
 */
function healthFilter(db: Q, h: NonNullable<MemberListFilter['health']>): RawBuilder<SqlBool> {
  const member = sql.ref<string>('m.id');
  if (h.filter === 'metabolic_syndrome') return couldMeetMetabolicSyndrome(db, h.now);
  if (h.filter === 'target_not_met_90') return couldMissTargetFor90Days(db, h.now);
  if (h.filter === 'weight_review')
    return sql<SqlBool>`exists ${db
      .selectFrom('weight_reviews as wr')
      .select('wr.id')
      .where('wr.user_id', '=', member)
      .where('wr.reviewed_at', 'is', null)}`;
  if (h.filter === 'statin')
    return sql<SqlBool>`exists ${db
      .selectFrom('medications as md')
      .select('md.id')
      .where('md.user_id', '=', member)
      .where('md.drug_class', '=', 'statin')
      .where((w) => w.or([w('md.started_on', 'is', null), w('md.started_on', '<=', h.today)]))
      .where((w) => w.or([w('md.stopped_on', 'is', null), w('md.stopped_on', '>', h.today)]))}`;
  const newer = db
    .selectFrom('body_measurements as bn')
    .select('bn.id')
    .where('bn.user_id', '=', member)
    .where('bn.kind', '=', 'weight')
    .where(sql<SqlBool>`(bn.measured_at > bw.measured_at or (bn.measured_at = bw.measured_at and bn.id < bw.id))`);
  return sql<SqlBool>`m.height_cm is not null and exists ${db
    .selectFrom('body_measurements as bw')
    .select('bw.id')
    .where('bw.user_id', '=', member)
    .where('bw.kind', '=', 'weight')
    .where(sql<SqlBool>`bw.value * 10000 >= 29.95 * m.height_cm * m.height_cm`)
    .where(sql<SqlBool>`not exists ${newer}`)}`;
}

const DAY_MS = 86_400_000;
/** The markers of the metabolic-syndrome criteria and of the LDL and HbA1c targets (content/blood-markers.yaml). */
const MARKERS = { triglycerides: 'triglycerides', hdl: 'hdl-c', fastingGlucose: 'fasting-glucose', ldl: 'ldl-c', hba1c: 'hba1c' } as const;

/** A result of this marker of the member `m`, on or before `onOrBefore` when given. */
function hasResult(db: Q, marker: string, onOrBefore?: string): RawBuilder<SqlBool> {
  let q = db
    .selectFrom('blood_results as r')
    .innerJoin('blood_markers as bm', 'bm.id', 'r.marker_id')
    .select('r.id')
    .where('r.user_id', '=', sql.ref<string>('m.id'))
    .where('bm.key', '=', marker);
  if (onOrBefore) q = q.where('r.test_date', '<=', onOrBefore);
  return sql<SqlBool>`exists ${q}`;
}

/** A medication of one of these classes of the member `m`, whatever its days (a necessary condition only). */
function hasMedicationOf(db: Q, classes: readonly string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists ${db
    .selectFrom('medications as md')
    .select('md.id')
    .where('md.user_id', '=', sql.ref<string>('m.id'))
    .where('md.drug_class', 'in', [...classes])}`;
}

const one = (b: RawBuilder<SqlBool>) => sql<number>`(case when ${b} then 1 else 0 end)`;

/**
 * Members who could meet three metabolic-syndrome criteria (decision 0111): counting each criterion
 * that has anything at all behind it (a waist; a triglycerides, HDL or fasting glucose result or a
 * medication of a class that treats it; blood pressure always, since the health profile's answer can
 * meet it), three or more. A necessary condition, never a sufficient one: the service reads each of
 * these members with the shared rule, as their record does.
 */
function couldMeetMetabolicSyndrome(db: Q, now: Date): RawBuilder<SqlBool> {
  const member = sql.ref<string>('m.id');
  const waist = sql<SqlBool>`exists ${db
    .selectFrom('body_measurements as bw')
    .select('bw.id')
    .where('bw.user_id', '=', member)
    .where('bw.kind', '=', 'waist')}`;
  const fibrate = hasMedicationOf(db, TRIGLYCERIDE_HDL_CLASSES);
  const recentBp = sql<SqlBool>`exists ${db
    .selectFrom('bp_readings as bp')
    .select('bp.id')
    .where('bp.user_id', '=', member)
    .where('bp.measured_at', '>', new Date(now.getTime() - 8 * DAY_MS).toISOString())}`;
  const bp = sql<SqlBool>`(${recentBp} or ${hasMedicationOf(db, ANTIHYPERTENSIVE_CLASSES)} or ${sql<SqlBool>`exists ${db
    .selectFrom('survey_responses as sr')
    .select('sr.id')
    .where('sr.user_id', '=', member)}`})`;
  return sql<SqlBool>`(${one(waist)} + ${one(sql<SqlBool>`(${hasResult(db, MARKERS.triglycerides)} or ${fibrate})`)} + ${one(
    sql<SqlBool>`(${hasResult(db, MARKERS.hdl)} or ${fibrate})`,
  )} + ${one(bp)} + ${one(sql<SqlBool>`(${hasResult(db, MARKERS.fastingGlucose)} or ${hasMedicationOf(db, GLUCOSE_LOWERING_CLASSES)})`)}) >= 3`;
}

/**
 * Members with a clinician's target of a kind the rule follows and a number of that kind from 90 days
 * ago or earlier (decision 0111): without one, no target can have been missed for 90 days. The
 * service reads each of these members' numbers with the shared rule.
 */
function couldMissTargetFor90Days(db: Q, now: Date): RawBuilder<SqlBool> {
  const member = sql.ref<string>('m.id');
  const cutoff = new Date(now.getTime() - TARGET_STREAK_DAYS * DAY_MS);
  const targetOf = (kind: MemberTargetTable['kind']) =>
    sql<SqlBool>`exists ${db.selectFrom('member_targets as mt').select('mt.id').where('mt.user_id', '=', member).where('mt.kind', '=', kind)}`;
  const oldBp = sql<SqlBool>`exists ${db
    .selectFrom('bp_readings as bp')
    .select('bp.id')
    .where('bp.user_id', '=', member)
    .where('bp.measured_at', '<=', cutoff.toISOString())}`;
  const oldWeight = sql<SqlBool>`exists ${db
    .selectFrom('body_measurements as bw')
    .select('bw.id')
    .where('bw.user_id', '=', member)
    .where('bw.kind', '=', 'weight')
    .where('bw.measured_at', '<=', cutoff.toISOString())}`;
  const day = cutoff.toISOString().slice(0, 10);
  return sql<SqlBool>`((${targetOf('blood_pressure')} and ${oldBp}) or (${targetOf('weight')} and ${oldWeight}) or (${targetOf(
    'ldl',
  )} and ${hasResult(db, MARKERS.ldl, day)}) or (${targetOf('hba1c')} and ${hasResult(db, MARKERS.hba1c, day)}))`;
}

/**
 * The member's weights from the newest at or before `cutoff` on (none when there is none): the
 * numbers "target not met for 90 days" reads (decision 0111).
 */
export async function weightsFromAnchor(db: Q, memberId: string, cutoff: string) {
  const anchor = await db
    .selectFrom('body_measurements')
    .select((eb) => eb.fn.max('measured_at').as('at'))
    .where('user_id', '=', memberId)
    .where('kind', '=', 'weight')
    .where('measured_at', '<=', cutoff)
    .executeTakeFirst();
  if (!anchor?.at) return [];
  return db
    .selectFrom('body_measurements')
    .select(['value', 'measured_at'])
    .where('user_id', '=', memberId)
    .where('kind', '=', 'weight')
    .where('measured_at', '>=', String(anchor.at))
    .execute();
}

/** The member's blood pressure readings from `lookbackMs` before the newest at or before `cutoff` on (none without one). */
export async function bpReadingsFromAnchor(db: Q, memberId: string, cutoff: string, lookbackMs: number) {
  const anchor = await db
    .selectFrom('bp_readings')
    .select((eb) => eb.fn.max('measured_at').as('at'))
    .where('user_id', '=', memberId)
    .where('measured_at', '<=', cutoff)
    .executeTakeFirst();
  if (!anchor?.at) return [];
  const since = new Date(Date.parse(String(anchor.at)) - lookbackMs).toISOString();
  return db
    .selectFrom('bp_readings')
    .select(['systolic', 'diastolic', 'measured_at'])
    .where('user_id', '=', memberId)
    .where('measured_at', '>', since)
    .execute();
}

/** The sort key of a member, for the page that follows them; undefined for anyone who is not a member. */
export async function memberKey(db: Q, id: string): Promise<MemberKey | undefined> {
  const row = await db
    .selectFrom('users')
    .select([sql<string>`lower(last_name)`.as('last'), sql<string>`lower(first_name)`.as('first'), 'id'])
    .where('id', '=', id)
    .where('role', '=', 'member')
    .executeTakeFirst();
  return row;
}

/** Titles of the programmes each of these members is doing now, oldest start first. */
export function activeProgramTitles(db: Q, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('program_enrollments as pe')
    .innerJoin('programs as p', 'p.id', 'pe.program_id')
    .select(['pe.user_id', 'p.key', 'p.title'])
    .where('pe.user_id', 'in', userIds)
    .where('pe.status', '=', 'active')
    .orderBy('pe.started_at')
    .execute();
}

/** How many unresolved alerts each of these members has (members without one are left out). */
export async function openAlertCounts(db: Q, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('alerts')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', userIds)
    .where('resolved_at', 'is', null)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}

/** A member (never a staff account) by id. */
export function findMember(db: Q, id: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'date_of_birth',
      'province',
      'created_at',
      'last_active_at',
      'sex',
      'totp_enabled_at',
      'language',
      'time_zone',
    ])
    .where('id', '=', id)
    .where('role', '=', 'member')
    .executeTakeFirst();
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;
