import type pg from 'pg';

/**
 * PostgreSQL: the app's statements are prepared once per connection and executed by name
 * (decision 0053). Kysely sends every query as unnamed SQL, which PostgreSQL parses, analyses and
 * plans again on every call: in `npm run bench:load` that was half of the database's CPU per
 * request. A named statement is parsed once per connection; after five executions PostgreSQL keeps
 * a generic plan when it costs no more than the custom ones (its own rule, as for any driver that
 * prepares statements).
 *
 * - Only statements with parameters are named (a query without any is sent in one simple message
 *   already), and not those whose best plan depends on the values: searches (`union` of ways to
 *   match, `like`, full text `@@`) are planned for their values each time, as before.
 * - At most MAX_NAMED texts per process are remembered (each connection holds a plan per name); later
 *   ones are sent unnamed and not kept.
 * - A column added to a table by another copy's migration (decision 0044: rolling upgrades add
 *   columns) makes a prepared `select *` of that table fail with "cached plan must not change
 *   result type". Outside a transaction the query is sent again unnamed (the caller sees no error);
 *   inside one the transaction has failed and the error goes to the caller. Either way the
 *   connection is closed when it goes back to the pool, and its replacement prepares afresh.
 */
const MAX_NAMED = 2000;
const PLANNED_EACH_TIME = /\bunion\b|\blike\b|@@/i;
const STALE_PLAN = '0A000';

type Query = (text: unknown, values?: unknown) => Promise<pg.QueryResult>;

/** The pool Kysely is given: the same connections, whose queries run by name. */
export function preparedStatements(
  pool: pg.Pool,
  { maxNamed = MAX_NAMED }: { maxNamed?: number } = {},
): { connect(): Promise<pg.PoolClient>; end(): Promise<void>; options: object } {
  const names = new Map<string, string | null>();
  const nameOf = (text: string): string | null => {
    const known = names.get(text);
    if (known !== undefined) return known;
    // Past the limit nothing more is remembered, so texts that vary (lists of any length) cannot grow the map.
    if (names.size >= maxNamed) return null;
    const name = PLANNED_EACH_TIME.test(text) ? null : `wp${names.size.toString(36)}`;
    names.set(text, name);
    return name;
  };
  /** Connections whose prepared statements went stale: closed when they go back to the pool. */
  const stale = new WeakSet<pg.PoolClient>();
  const patched = new WeakSet<pg.PoolClient>();

  const patch = (client: pg.PoolClient): void => {
    const plain = client.query.bind(client) as Query;
    let inTransaction = false;
    const query: Query = async (text, values) => {
      if (typeof text !== 'string') return plain(text, values);
      if (!Array.isArray(values) || values.length === 0) {
        const word = text.slice(0, 8).toLowerCase();
        if (word.startsWith('begin') || word.startsWith('start')) inTransaction = true;
        else if (text === 'commit' || text === 'rollback') inTransaction = false;
        return plain(text, values);
      }
      const name = stale.has(client) ? null : nameOf(text);
      if (!name) return plain(text, values);
      try {
        return await plain({ name, text, values });
      } catch (err) {
        const { code, message } = err as { code?: string; message?: string };
        if (code !== STALE_PLAN || !message?.includes('cached plan')) throw err;
        stale.add(client);
        if (inTransaction) throw err;
        return plain(text, values);
      }
    };
    (client as unknown as { query: Query }).query = query;
    patched.add(client);
  };

  return {
    async connect() {
      const client = await pool.connect();
      if (!patched.has(client)) patch(client);
      // pg-pool gives each checkout its own release. Kysely passes `false` for a healthy connection:
      // a stale one is destroyed all the same.
      const release = client.release.bind(client);
      client.release = (err?: Error | boolean) => release(err || (stale.has(client) ? true : undefined));
      return client;
    },
    end: () => pool.end(),
    // Kysely reads the pool's options (it passes them to its connection hooks).
    options: pool.options,
  };
}
