import { sql, type RawBuilder } from 'kysely';
import type { SearchLanguage, SearchTerm } from '../lib/full-text.js';

// The SQL side of the education search (decision 0037): lib/full-text.ts cuts the member's text into
// terms; this turns them into PostgreSQL's query (FTS5's MATCH is a plain string, fts5Match there).

/** The PostgreSQL text search configuration each search language is indexed with. */
export const PG_CONFIGURATION: Record<SearchLanguage, string> = { en: 'english', fr: 'french' };

/**
 * A PostgreSQL tsquery (the language's configuration): each term through phraseto_tsquery, which reads its
 * argument as plain text, and the prefix term through to_tsquery as 'word':* (a word has no quote or
 * backslash, so it stays one quoted lexeme).
 */
export function pgTsQuery(terms: SearchTerm[], language: SearchLanguage = 'en'): RawBuilder<unknown> {
  const config = sql.lit(PG_CONFIGURATION[language]);
  return sql.join(
    terms.map((t) =>
      t.prefix
        ? sql`to_tsquery(${config}::regconfig, ${`'${t.words[0]!}':*`})`
        : sql`phraseto_tsquery(${config}::regconfig, ${t.words.join(' ')})`,
    ),
    sql` && `,
  );
}
