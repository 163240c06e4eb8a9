import type { z } from 'zod';

// Rows are checked where they enter (decision 0082): a stored value is read through the shared zod
// schema of what its column holds, so a row of the wrong shape fails here with the column's name
// rather than reaching a screen as something else.

/**
 * A stored value that is not what its column holds. The message names the column (`table.column`)
 * and where the shape breaks, never the value: it may be health data, and errors are logged.
 */
export class StoredRowError extends Error {
  constructor(
    readonly column: string,
    readonly problems: string[],
  ) {
    super(`${column} holds a value of the wrong shape: ${problems.join('; ')}`);
    this.name = 'StoredRowError';
  }
}

/** A field name as it appears in a path; anything else (free text used as a key) is not repeated. */
const FIELD = /^[A-Za-z0-9_-]{1,40}$/;

function where(issue: z.core.$ZodIssue): string {
  const path = issue.path.map((p) => (typeof p === 'number' ? String(p) : typeof p === 'string' && FIELD.test(p) ? p : '?')).join('.');
  return path ? `${issue.code} at ${path}` : issue.code;
}

/** At most three problems, by kind and place: a zod message may quote what it read. */
const problemsOf = (error: z.ZodError): string[] => error.issues.slice(0, 3).map(where);

/** A column's value read through its schema; throws StoredRowError naming `column` when it does not fit. */
export function parseColumn<S extends z.ZodType>(schema: S, value: unknown, column: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new StoredRowError(column, problemsOf(result.error));
  return result.data;
}

/**
 * A JSON text column read through the schema of what it holds. Not JSON at all is a StoredRowError
 * too, without the parser's message (it quotes the text).
 */
export function parseJsonColumn<S extends z.ZodType>(schema: S, text: string, column: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StoredRowError(column, ['not JSON']);
  }
  return parseColumn(schema, value, column);
}
