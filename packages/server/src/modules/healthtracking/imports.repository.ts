import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { ActivityTable, BodyMeasurementTable, BpReadingTable, DailyStepsTable, Database, DataImportTable } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

// Imports from a member's apps (decision 0104): always read and written through the member's id.

export async function insertImport(db: Q, row: DataImportTable): Promise<void> {
  await db.insertInto('data_imports').values(row).execute();
}

export function findImport(db: Q, userId: string, id: string) {
  return db.selectFrom('data_imports').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function listImports(db: Q, userId: string, limit: number) {
  return db
    .selectFrom('data_imports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function updateImport(
  db: Q,
  userId: string,
  id: string,
  changes: Partial<Pick<DataImportTable, 'completed_at' | 'undone_at' | 'duplicates' | 'refused' | 'alerted' | 'counts'>>,
): Promise<void> {
  await db.updateTable('data_imports').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** The answer batch `batch` of the import gave, or undefined when it has not come yet. */
export function findBatch(db: Q, userId: string, importId: string, batch: number) {
  return db
    .selectFrom('data_import_batches')
    .select('answer')
    .where('user_id', '=', userId)
    .where('import_id', '=', importId)
    .where('batch', '=', batch)
    .executeTakeFirst();
}

export async function insertBatch(db: Q, row: Database['data_import_batches']): Promise<void> {
  await db.insertInto('data_import_batches').values(row).execute();
}

/** The numbers of the batches each of these imports received. */
export function batchNumbers(db: Q, userId: string, importIds: string[]) {
  if (importIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('data_import_batches')
    .select(['import_id', 'batch'])
    .where('user_id', '=', userId)
    .where('import_id', 'in', importIds)
    .orderBy('batch')
    .execute();
}

// --- What is in the app already from a source: the natural keys of a preview and a batch ---

/** A time span of instants (ISO) or of days (YYYY-MM-DD), inclusive. */
export interface Span {
  from: string;
  to: string;
}

/** The tables that keep a value's source, and the column each is dated by. */
type Sourced = 'body_measurements' | 'bp_readings' | 'activities' | 'daily_steps';

/** Rows of one member and source whose `column` (an instant or a day) falls in the span. */
const ofSourceIn =
  (userId: string, source: string, column: 'measured_at' | 'date', span: Span) => (eb: ExpressionBuilder<Database, Sourced>) =>
    eb.and([
      eb('user_id', '=', userId),
      eb('source', '=', source),
      eb(sql.ref(column), '>=', span.from),
      eb(sql.ref(column), '<=', span.to),
    ]);

export function bodyFrom(db: Q, userId: string, source: string, span: Span) {
  return db
    .selectFrom('body_measurements')
    .select(['kind', 'value', 'measured_at'])
    .where(ofSourceIn(userId, source, 'measured_at', span))
    .execute();
}

export function readingsFrom(db: Q, userId: string, source: string, span: Span) {
  return db
    .selectFrom('bp_readings')
    .select(['systolic', 'diastolic', 'measured_at'])
    .where(ofSourceIn(userId, source, 'measured_at', span))
    .execute();
}

export function activitiesFrom(db: Q, userId: string, source: string, span: Span) {
  return db
    .selectFrom('activities')
    .select(['date', 'type', 'minutes'])
    .where(ofSourceIn(userId, source, 'date', span))
    .execute();
}

export function stepsFrom(db: Q, userId: string, source: string, span: Span) {
  return db
    .selectFrom('daily_steps')
    .select(['date'])
    .where(ofSourceIn(userId, source, 'date', span))
    .execute();
}

// --- Storing and undoing ---

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 200;

async function insertChunked<T extends 'body_measurements' | 'bp_readings' | 'activities' | 'daily_steps'>(
  db: Q,
  table: T,
  rows: Array<Database[T]>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Kysely's builders cannot follow a generic table name; the rows are of the table named.
    await db
      .insertInto(table as 'daily_steps')
      .values(rows.slice(i, i + CHUNK) as DailyStepsTable[])
      .execute();
  }
}

export async function insertValues(
  db: Q,
  rows: { body: BodyMeasurementTable[]; readings: BpReadingTable[]; activities: ActivityTable[]; steps: DailyStepsTable[] },
): Promise<void> {
  await insertChunked(db, 'body_measurements', rows.body);
  await insertChunked(db, 'bp_readings', rows.readings);
  await insertChunked(db, 'activities', rows.activities);
  await insertChunked(db, 'daily_steps', rows.steps);
}

/** Deletes every value the import stored; the number deleted. */
export async function deleteImportValues(db: Q, userId: string, importId: string): Promise<number> {
  let n = 0;
  for (const table of ['body_measurements', 'bp_readings', 'activities', 'daily_steps'] as const) {
    const res = await db.deleteFrom(table).where('user_id', '=', userId).where('import_id', '=', importId).executeTakeFirst();
    n += Number(res.numDeletedRows);
  }
  return n;
}

/** The import's readings measured since `since`, newest first: the candidates of its one alert. */
export function importReadingsSince(db: Q, userId: string, importId: string, since: string) {
  return db
    .selectFrom('bp_readings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('import_id', '=', importId)
    .where('measured_at', '>=', since)
    .orderBy('measured_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The member's steps by day from `since` on (each source's figure; the screen shows the largest). */
export function listSteps(db: Q, userId: string, since: string) {
  return db
    .selectFrom('daily_steps')
    .select(['date', 'steps', 'source'])
    .where('user_id', '=', userId)
    .where('date', '>=', since)
    .orderBy('date', 'desc')
    .execute();
}
