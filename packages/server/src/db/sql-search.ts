import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Case-insensitive "contains" that treats % and _ in the search text literally, on SQLite and
 * PostgreSQL alike (both accept LIKE ... ESCAPE).
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
