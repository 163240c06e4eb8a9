import type { Compilable, CompiledQuery, Kysely, QueryResult, Transaction } from 'kysely';
import type { Database } from './schema.js';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * A query built and compiled once per kind of database, then run with each call's values (decision
 * 0062). Kysely builds its tree of frozen nodes and compiles it to SQL again on every call: in
 * `npm run bench:load` on PostgreSQL that was about a seventh of the server's CPU, and every call
 * handed the driver a new SQL string, which the prepared-statement lookup (pg-prepared.ts) and
 * SQLite's statement cache hashed again. Kysely's own recipe for this is to compile once and run the
 * compiled query (`db.executeQuery`); this does that for the hot calls.
 *
 * `build` receives a placeholder in place of each value and must use every one of them as a value
 * of the query (a `where`, a `values`, a `sql` parameter), never to decide the query's shape (no
 * `if` on it, no array for `in`, no `is` operand): the compiled SQL is the same for every call. The
 * first call checks that each placeholder became a parameter and refuses the query otherwise, so a
 * builder that breaks the rule fails its first test, not a member's request. Any other value the
 * builder writes (a constant such as `archived = 0`) stays as it was compiled.
 *
 * A database with Kysely plugins builds the query on every call, as before (none is used here).
 */
export interface CompiledOnce<A extends unknown[], O> {
  /** Every row. */
  all: (db: Q, ...args: A) => Promise<O[]>;
  /** The first row, or undefined (as Kysely's executeTakeFirst: no `limit` is added). */
  first: (db: Q, ...args: A) => Promise<O | undefined>;
  /** The driver's result: rows, and `numAffectedRows` for a write. */
  run: (db: Q, ...args: A) => Promise<QueryResult<O>>;
}

/** Stands for the call's value number `index` while the query is built and compiled. */
class Placeholder {
  constructor(readonly index: number) {}
  toString(): string {
    throw new Error(`compiledOnce: value ${this.index} was written into the SQL text, not passed as a parameter`);
  }
}

interface Compiled {
  query: CompiledQuery;
  /** For each parameter, the call's value it takes (its index), or -1 for a constant kept as compiled. */
  from: number[];
}

export function compiledOnce<A extends unknown[], O>(build: (db: Q, ...args: A) => Compilable<O>): CompiledOnce<A, O> {
  const arity = build.length - 1;
  // One compiled query per adapter (PostgreSQL's `$1`, SQLite's `?`, their own quoting). The SQL comes from
  // the dialect's compiler, which Kysely does not expose: each adapter class here belongs to one dialect
  // and its compiler (a dialect that reused PostgresAdapter with another compiler would need its own key).
  const byAdapter = new Map<unknown, Compiled>();

  const compile = (db: Q): Compiled => {
    const placeholders = Array.from({ length: arity }, (_, i) => new Placeholder(i));
    const query = build(db, ...(placeholders as unknown as A)).compile();
    const from = query.parameters.map((p) => (p instanceof Placeholder ? p.index : -1));
    const missing = placeholders.filter((p) => !from.includes(p.index)).map((p) => p.index);
    if (missing.length > 0) {
      throw new Error(
        `compiledOnce: value ${missing.join(', ')} of ${query.sql} is not a parameter of the query (see db/compiled-once.ts)`,
      );
    }
    return { query, from };
  };

  const execute = (db: Q, args: A): Promise<QueryResult<O>> => {
    if (args.length !== arity) throw new Error(`compiledOnce: ${args.length} values given, the query takes ${arity}`);
    const executor = db.getExecutor();
    if (executor.plugins.length > 0) return db.executeQuery(build(db, ...args));
    let compiled = byAdapter.get(executor.adapter.constructor);
    if (!compiled) byAdapter.set(executor.adapter.constructor, (compiled = compile(db)));
    const { query, from } = compiled;
    const parameters = from.map((index, i) => (index < 0 ? query.parameters[i] : args[index]));
    return db.executeQuery<O>({ ...query, parameters });
  };

  return {
    all: async (db, ...args) => (await execute(db, args)).rows,
    first: async (db, ...args) => (await execute(db, args)).rows[0],
    run: async (db, ...args) => execute(db, args),
  };
}
