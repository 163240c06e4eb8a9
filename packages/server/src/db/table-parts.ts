import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

// Building blocks for the migrations' CREATE TABLE statements, kept to the types SQLite and
// PostgreSQL share: text ids and ISO timestamps, integer flags, real numbers, JSON as text.

type Table = CreateTableBuilder<string, string>;
/** One or more columns (or constraints) added to a table being created. */
export type Part = (table: Table) => Table;
type Build = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

function columns(type: ColumnDataType, build: Build | undefined, names: string[]): Part {
  return (table) => names.reduce((t, name) => t.addColumn(name, type, build), table);
}

const notNull: Build = (c) => c.notNull();

/** NOT NULL text columns. */
export const text = (...names: string[]): Part => columns('text', notNull, names);
/** Text columns that may be empty (NULL). */
export const maybeText = (...names: string[]): Part => columns('text', undefined, names);
export const int = (...names: string[]): Part => columns('integer', notNull, names);
export const maybeInt = (...names: string[]): Part => columns('integer', undefined, names);
export const real = (...names: string[]): Part => columns('real', notNull, names);
export const maybeReal = (...names: string[]): Part => columns('real', undefined, names);

/** NOT NULL text columns that default to the empty string. */
export const blankText = (...names: string[]): Part => columns('text', (c) => c.notNull().defaultTo(''), names);

/** Several parts in a row. */
export const all =
  (...parts: Part[]): Part =>
  (table) =>
    parts.reduce((t, part) => part(t), table);

/** A column with its own definition (defaults, unique, a reference...). */
export const column =
  (name: string, type: ColumnDataType, build: Build): Part =>
  (t) =>
    t.addColumn(name, type, build);

/** A text column referring to `table.id`; NOT NULL unless `nullable`. */
export const ref = (name: string, table: string, onDelete: 'cascade' | 'set null', nullable = onDelete === 'set null'): Part =>
  column(name, 'text', (c) => (nullable ? c : c.notNull()).references(`${table}.id`).onDelete(onDelete));

export const id: Part = column('id', 'text', (c) => c.primaryKey());
/** The content key of a catalogue row (pillars, programmes, surveys...). */
export const key: Part = column('key', 'text', (c) => c.notNull().unique());
/** The member a row belongs to; deleting the member deletes it. */
export const member: Part = ref('user_id', 'users', 'cascade');
export const timestamps: Part = text('created_at', 'updated_at');
export const archived: Part = column('archived', 'integer', (c) => c.notNull().defaultTo(0));
/** How a catalogue is ordered, and whether a row left the content. */
export const ordered: Part = all(int('sort_order'), archived);

/**
 * Why a row was created, as migrations 0002 and 0003 stored it (the survey answer or score range
 * behind it); 0008 replaces these columns with one `source` column.
 */
export const sourceColumns = ({ surveyTitle }: { surveyTitle: boolean }): Part =>
  all(
    maybeText(
      'source_type',
      'source_survey_id',
      ...(surveyTitle ? ['source_survey_title'] : []),
      'source_question_text',
      'source_option_text',
    ),
    maybeReal('source_score'),
    maybeText('source_range_text'),
  );

export const primaryKey =
  (name: string, cols: string[]): Part =>
  (t) =>
    t.addPrimaryKeyConstraint(name, cols);
export const unique =
  (name: string, cols: string[]): Part =>
  (t) =>
    t.addUniqueConstraint(name, cols);

export async function createTable(db: Kysely<unknown>, name: string, ...parts: Part[]): Promise<void> {
  await all(...parts)(db.schema.createTable(name)).execute();
}

export async function dropTables(db: Kysely<unknown>, names: string[]): Promise<void> {
  for (const name of names) await db.schema.dropTable(name).execute();
}
