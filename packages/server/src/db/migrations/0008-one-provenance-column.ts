import type { Kysely } from 'kysely';

// Why a row was created (the survey answer or score range behind it) moves from up to seven
// `source_*` columns to one `source` column holding a Provenance as JSON
// (@wellpath/shared/surveys/provenance, written and read by lib/provenance.ts). Rows are rewritten
// in JavaScript so the same steps run on SQLite and PostgreSQL. The shape is copied here so this
// migration goes on doing what it did whatever the live code becomes.

type Provenance =
  | { type: 'question_option'; survey_id: string; survey_title: string; question_text: string; option_text: string }
  | { type: 'score_range'; survey_id: string; survey_title: string; score: number; range_text: string };

/** The tables seen loosely: read and written column by column, by name. */
type Value = string | number | null;
type Row = Record<string, Value>;
type Loose = Kysely<Record<string, Row>>;

/** Each table, the columns that find a row, and whether it stored the survey's title. */
const TABLES = [
  { name: 'recommendations', key: ['id'], surveyTitle: true },
  { name: 'program_suggestions', key: ['id'], surveyTitle: true },
  // Onboarding showed the source survey's current title (a join); the provenance keeps it now.
  { name: 'onboarding_surveys', key: ['user_id', 'survey_id'], surveyTitle: false },
];
type Table = (typeof TABLES)[number];

const OLD_COLUMNS = [
  'source_type',
  'source_survey_id',
  'source_survey_title',
  'source_question_text',
  'source_option_text',
  'source_score',
  'source_range_text',
] as const;
type OldColumn = (typeof OLD_COLUMNS)[number];
const oldColumns = (table: Table) => OLD_COLUMNS.filter((c) => table.surveyTitle || c !== 'source_survey_title');

const text = (v: Value | undefined): string => (v === null || v === undefined ? '' : String(v));

function toProvenance(row: Row, titles: Map<string, string>): Provenance | null {
  if (row.source_type !== 'question_option' && row.source_type !== 'score_range') return null;
  const survey_id = text(row.source_survey_id);
  const survey_title = text(row.source_survey_title ?? titles.get(survey_id));
  return row.source_type === 'question_option'
    ? {
        type: 'question_option',
        survey_id,
        survey_title,
        question_text: text(row.source_question_text),
        option_text: text(row.source_option_text),
      }
    : { type: 'score_range', survey_id, survey_title, score: Number(row.source_score ?? 0), range_text: text(row.source_range_text) };
}

function toOldColumns(p: Provenance | null): Record<OldColumn, Value> {
  return {
    source_type: p?.type ?? null,
    source_survey_id: p?.survey_id ?? null,
    source_survey_title: p?.survey_title ?? null,
    source_question_text: p?.type === 'question_option' ? p.question_text : null,
    source_option_text: p?.type === 'question_option' ? p.option_text : null,
    source_score: p?.type === 'score_range' ? p.score : null,
    source_range_text: p?.type === 'score_range' ? p.range_text : null,
  };
}

/** Rewrites every row of a table through `change`, each row found again by its key columns. */
async function rewriteRows(db: Loose, table: Table, read: string[], change: (row: Row) => Row): Promise<void> {
  const rows = await db
    .selectFrom(table.name)
    .select([...table.key, ...read])
    .execute();
  for (const row of rows) {
    let q = db.updateTable(table.name).set(change(row));
    for (const k of table.key) q = q.where(k, '=', row[k]!);
    await q.execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const loose = db as Loose;
  const surveys = await loose.selectFrom('surveys').select(['id', 'title']).execute();
  const titles = new Map(surveys.map((s) => [String(s.id), String(s.title)]));
  for (const table of TABLES) {
    await db.schema.alterTable(table.name).addColumn('source', 'text').execute();
    await rewriteRows(loose, table, oldColumns(table), (row) => {
      const p = toProvenance(row, titles);
      return { source: p && JSON.stringify(p) };
    });
    // One column a statement: SQLite's ALTER TABLE drops one at a time.
    for (const column of oldColumns(table)) await db.schema.alterTable(table.name).dropColumn(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    const columns = oldColumns(table);
    for (const column of columns) {
      await db.schema
        .alterTable(table.name)
        .addColumn(column, column === 'source_score' ? 'real' : 'text')
        .execute();
    }
    await rewriteRows(db as Loose, table, ['source'], (row) => {
      const old = toOldColumns(typeof row.source === 'string' ? (JSON.parse(row.source) as Provenance) : null);
      return Object.fromEntries(columns.map((c) => [c, old[c]]));
    });
    await db.schema.alterTable(table.name).dropColumn('source').execute();
  }
}
