import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, LabComparator, UserRow } from '../../db/schema.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { isSqlite } from '../../db/connection.js';
import { withNewestResult } from '../../db/newest-result.js';
import { CONDITION_LAB_MARKERS, type DatedResult } from '@wellpath/shared/health/lab-evidence';

type Q = Kysely<Database> | Transaction<Database>;

export function listMarkers(db: Q) {
  return db.selectFrom('blood_markers').select(['id', 'key', 'definition']).where('archived', '=', 0).orderBy('sort_order').execute();
}

export function findMarker(db: Q, idOrKey: string) {
  return db
    .selectFrom('blood_markers')
    .select(['id', 'key', 'definition', 'archived'])
    .where((eb) => eb.or([eb('id', '=', idOrKey), eb('key', '=', idOrKey)]))
    .executeTakeFirst();
}

/** What a result row carries, with its report's source and lab: the same for the latest and the history. */
const RESULT_COLUMNS = [
  'r.id',
  'r.marker_id',
  'r.value',
  'r.test_date',
  'r.report_id',
  'r.created_at',
  'r.lab_range_min',
  'r.lab_range_max',
  'r.comparator',
  'l.source',
  'l.lab_name',
  'l.entered_by',
] as const;

/**
 * What a member's results are read against, as three columns that depend on no row (both databases
 * run them once per statement): the member's sex (`member_sex`), the keys of the conditions on their
 * record, comma-separated (`member_conditions`; content keys are lower-case words joined by hyphens),
 * and every result of the markers that show conditions (`member_lab_results`: "key value day" joined
 * by commas; lab-evidence.ts, CONDITION_LAB_MARKERS), read through the (user_id, marker_id,
 * test_date) index, so the bands count the conditions the labs show as the heart risk does (decision
 * 0083). The one definition for the latest results and for memberContext, so a marker's history and
 * the latest results read a value against the same conditions.
 */
function memberContextColumns(db: Q, userId: string) {
  const aggregate = sql.raw(isSqlite(db) ? 'group_concat' : 'string_agg');
  return [
    db.selectFrom('users as u').select('u.sex').where('u.id', '=', userId).as('member_sex'),
    db
      .selectFrom('user_conditions as uc')
      .innerJoin('conditions as c', 'c.id', 'uc.condition_id')
      .select(sql<string | null>`${aggregate}(c.key, ',')`.as('keys'))
      .where('uc.user_id', '=', userId)
      .as('member_conditions'),
    db
      .selectFrom('blood_results as e')
      .innerJoin('blood_markers as em', 'em.id', 'e.marker_id')
      .select(sql<string | null>`${aggregate}(em.key || ' ' || cast(e.value as text) || ' ' || e.test_date, ',')`.as('results'))
      .where('e.user_id', '=', userId)
      .where('em.key', 'in', Object.values(CONDITION_LAB_MARKERS))
      .as('member_lab_results'),
  ] as const;
}

/**
 * What a member's results are read against: their sex, the keys of the conditions on their record,
 * and their results of the markers that show conditions (CONDITION_LAB_MARKERS: content key, value
 * in the catalogue's unit at reporting precision as stored, test day).
 */
export interface MemberContextRow {
  sex: UserRow['sex'];
  conditions: string[];
  labResults: Array<DatedResult & { marker: string }>;
}

interface ContextColumns {
  member_sex: UserRow['sex'] | null;
  member_conditions: string | null;
  member_lab_results: string | null;
}

const labResultOf = (text: string) => {
  const [marker = '', value = '', date = ''] = text.split(' ');
  return { marker, value: Number(value), date };
};

const contextOfRow = (row: ContextColumns | undefined): MemberContextRow => ({
  sex: row?.member_sex ?? null,
  conditions: row?.member_conditions ? row.member_conditions.split(',') : [],
  labResults: row?.member_lab_results ? row.member_lab_results.split(',').map(labResultOf) : [],
});

/**
 * The newest result of each marker the member has (newest test, then newest entry): for each marker of
 * the catalogue, one probe of the (user_id, marker_id, test_date) index read backwards from the newest
 * test, so a member with years of reports costs as much as one with a single report (15 probes against
 * ranking every result the member has: 0.28 against 0.93 ms on PostgreSQL for 630 results). Each row
 * also carries what the results are read against (memberContextColumns): the screen's two reads in one
 * round trip and one snapshot. Without a result there is nothing to read, and no row.
 */
const latestOf = compiledOnce((db, userId: string) =>
  withNewestResult(db, userId)
    .innerJoin('lab_reports as l', (j) => j.onRef('l.id', '=', 'r.report_id').on('l.user_id', '=', userId))
    .select(RESULT_COLUMNS)
    .select(memberContextColumns(db, userId))
    .where('m.archived', '=', 0),
);

/** The member's newest result of each marker, and what they are read against (as memberContext). */
export async function latestResults(db: Q, userId: string): Promise<{ rows: ResultRow[]; context: MemberContextRow }> {
  const found = await latestOf.all(db, userId);
  return {
    rows: found.map(({ member_sex: _sex, member_conditions: _conditions, member_lab_results: _labs, ...row }) => row),
    context: contextOfRow(found[0]),
  };
}

/**
 * Every result of the member, newest test first (ties: newest entry first, then the larger id, as
 * withNewestResult: a marker's history opens on the value the latest results show); scoped to the member.
 */
export function listResults(db: Q, userId: string, markerId?: string) {
  let q = db
    .selectFrom('blood_results as r')
    .innerJoin('lab_reports as l', 'l.id', 'r.report_id')
    .select(RESULT_COLUMNS)
    .where('r.user_id', '=', userId);
  if (markerId) q = q.where('r.marker_id', '=', markerId);
  return q.orderBy('r.test_date', 'desc').orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
}

export type ResultRow = Awaited<ReturnType<typeof listResults>>[number];

const contextOf = compiledOnce((db, userId: string) => db.selectNoFrom(memberContextColumns(db, userId)));

/** What a member's results are read against, on its own (a marker's history, the catalogue). */
export async function memberContext(db: Q, userId: string): Promise<MemberContextRow> {
  return contextOfRow(await contextOf.first(db, userId));
}

export async function insertReport(
  db: Q,
  r: {
    id: string;
    userId: string;
    testDate: string;
    labName: string;
    source: 'manual' | 'fhir' | 'csv';
    at: string;
    /** Who on the care team entered it (lib/entered-by.ts's text); null or absent for the member's own. */
    enteredBy?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('lab_reports')
    .values({
      id: r.id,
      user_id: r.userId,
      test_date: r.testDate,
      lab_name: r.labName,
      source: r.source,
      created_at: r.at,
      entered_by: r.enteredBy ?? null,
    })
    .execute();
}

/** Inserts a result; an imported observation already stored for this member is skipped (false). */
export async function insertResult(
  db: Q,
  r: {
    id: string;
    userId: string;
    reportId: string;
    markerId: string;
    value: number;
    originalValue: number;
    originalUnit: string;
    testDate: string;
    externalId: string | null;
    at: string;
    /** The lab's own range, in the canonical unit. */
    labRange?: { min: number | null; max: number | null } | null;
    /** A censored value's side: `value` is the bound. */
    comparator?: LabComparator | null;
    /** The LOINC code the lab gave it under. */
    loincCode?: string | null;
  },
): Promise<boolean> {
  const res = await db
    .insertInto('blood_results')
    .values({
      id: r.id,
      user_id: r.userId,
      report_id: r.reportId,
      marker_id: r.markerId,
      value: r.value,
      original_value: r.originalValue,
      original_unit: r.originalUnit,
      test_date: r.testDate,
      external_id: r.externalId,
      created_at: r.at,
      lab_range_min: r.labRange?.min ?? null,
      lab_range_max: r.labRange?.max ?? null,
      comparator: r.comparator ?? null,
      loinc_code: r.loincCode ?? null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'external_id']).where('external_id', 'is not', null).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function listReports(db: Q, userId: string) {
  return db
    .selectFrom('lab_reports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('test_date', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

export type ReportRow = Awaited<ReturnType<typeof listReports>>[number];

/** A report of the member's as its rows are: the report and its results (what an undo puts back, decision 0036). */
export async function reportRows(db: Q, userId: string, id: string) {
  const report = await db.selectFrom('lab_reports').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  if (!report) return undefined;
  const results = await db.selectFrom('blood_results').selectAll().where('user_id', '=', userId).where('report_id', '=', id).execute();
  return { report, results };
}
export type ReportRows = NonNullable<Awaited<ReturnType<typeof reportRows>>>;

/** Puts a deleted report back as it was, ids included. */
export async function reinsertReport(db: Q, userId: string, rows: ReportRows): Promise<void> {
  await db
    .insertInto('lab_reports')
    .values({ ...rows.report, user_id: userId })
    .execute();
  if (rows.results.length > 0)
    await db
      .insertInto('blood_results')
      .values(rows.results.map((r) => ({ ...r, user_id: userId, report_id: rows.report.id })))
      .execute();
}

export async function deleteReport(db: Q, userId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('lab_reports').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** Removes a report that ended up with no results (every row was a duplicate). */
export async function deleteReportIfEmpty(db: Q, userId: string, id: string): Promise<boolean> {
  const any = await db.selectFrom('blood_results').select('id').where('report_id', '=', id).limit(1).executeTakeFirst();
  if (any) return false;
  await db.deleteFrom('lab_reports').where('user_id', '=', userId).where('id', '=', id).execute();
  return true;
}

/** Two values as entered, equal to the precision the database keeps (`real`: about seven digits). */
const sameValue = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * A report of the member for this test date holding exactly these values as entered (marker, value
 * and unit, nothing more nor less): the same lab report sent again (decision 0065). Its id, or
 * undefined. Pass the transaction holding `lockEvent('lab-report:<member>')`.
 */
export async function findSameReport(
  db: Q,
  userId: string,
  testDate: string,
  values: ReadonlyArray<{ markerId: string; value: number; unit: string }>,
): Promise<string | undefined> {
  const rows = await db
    .selectFrom('blood_results')
    .select(['report_id', 'marker_id', 'original_value', 'original_unit'])
    .where('user_id', '=', userId)
    .where('test_date', '=', testDate)
    .orderBy('created_at')
    .orderBy('report_id')
    .execute();
  const reports = new Map<string, typeof rows>();
  for (const row of rows) reports.set(row.report_id, [...(reports.get(row.report_id) ?? []), row]);
  for (const [reportId, results] of reports) {
    if (results.length !== values.length) continue;
    const same = values.every((v) =>
      results.some((r) => r.marker_id === v.markerId && r.original_unit === v.unit && sameValue(r.original_value, v.value)),
    );
    if (same) return reportId;
  }
  return undefined;
}
