import { sql, type RawBuilder } from 'kysely';
import type { SearchTerm } from '../lib/full-text.js';

// The SQL side of the education search (decision 0037): lib/full-text.ts cuts the member's text into
// terms; this turns them into PostgreSQL's query (FTS5's MATCH is a plain string, fts5Match there).

/**
 * A PostgreSQL tsquery (english configuration): each term through phraseto_tsquery, which reads its
 * argument as plain text, and the prefix term through to_tsquery as 'word':* (a word has no quote or
 * backslash, so it stays one quoted lexeme).
 */
export function pgTsQuery(terms: SearchTerm[]): RawBuilder<unknown> {
  return sql.join(
    terms.map((t) =>
      t.prefix ? sql`to_tsquery('english', ${`'${t.words[0]!}':*`})` : sql`phraseto_tsquery('english', ${t.words.join(' ')})`,
    ),
    sql` && `,
  );
}
