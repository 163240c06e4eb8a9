import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery,
  sql,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import { SqliteCheckpointer, WalSync } from './sqlite-durability.js';
import { preparedStatements } from './pg-prepared.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

const STATEMENT_CACHE_SIZE = 500;
/** PostgreSQL connections per process. */
const POOL_SIZE = 10;

/**
 * Kysely's SQLite driver prepares every query again on each call; preparing costs a third of the CPU
 * of a simple request. The same SQL text gets the same prepared statement (better-sqlite3 statements
 * are reusable; a statement still being iterated is not shared), the least recently used leaving first.
 */
export function withStatementCache(sqlite: SQLite.Database, onWrite: () => void = () => {}): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Move it to the end: the map's order is the order of last use.
        cache.delete(sql);
        cache.set(sql, cached);
        if (!cached.readonly) onWrite();
        return cached;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      if (!statement.readonly) onWrite();
      return statement;
    },
  };
}

/** The SQLite connection behind a Kysely instance (createDb), for the few reads that may skip Kysely. */
const sqliteHandles = new WeakMap<object, SQLite.Database>();
const directStatements = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();

/**
 * Runs a read-only statement straight on the SQLite connection when nothing else holds it (no
 * transaction open), without Kysely's query building and connection hand-over: for the calls that
 * run on every request of a kind (the health check). The first column of the first row (plucked: no
 * row object made), undefined without a row; NOT_DIRECT on PostgreSQL, or when a transaction is
 * open (the caller then goes through Kysely, which waits for it).
 */
export function readDirect<T>(db: Db, sql: string, ...params: unknown[]): T | undefined | typeof NOT_DIRECT {
  const sqlite = sqliteHandles.get(db);
  if (!sqlite || sqlite.inTransaction) return NOT_DIRECT;
  let statements = directStatements.get(sqlite);
  if (!statements) directStatements.set(sqlite, (statements = new Map<string, SQLite.Statement>()));
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = sqlite.prepare(sql).pluck()));
  return statement.get(...params) as T | undefined;
}
export const NOT_DIRECT: unique symbol = Symbol('not direct');

export interface CreateDbOptions {
  /** How the SQLite write-ahead log is synced (tests hold the sync to watch a write wait for it). */
  walSync?: (walFile: string) => WalSync;
}

/**
 * Opens the database: SQLite (WAL, writes acknowledged once on disk, foreign keys) or a PostgreSQL
 * pool. `onProblem` hears what the server should log and survives: an idle PostgreSQL connection
 * lost, the SQLite checkpoint worker failing.
 */
export function createDb(target: DatabaseTarget, onProblem: (err: Error) => void = () => {}, options: CreateDbOptions = {}): Db {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: POOL_SIZE });
    // An idle client can lose its connection (server restart, failover); without a listener the
    // pool's 'error' event would crash the process. The pool replaces the client on next use.
    pool.on('error', onProblem);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatements(pool) }) });
  }
  if (target.file === ':memory:') {
    const sqlite = new SQLite(':memory:');
    sqlite.pragma('foreign_keys = ON');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    sqliteHandles.set(db, sqlite);
    return db;
  }
  fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  // An acknowledged write survives power loss, not only a process crash, without the event loop ever
  // waiting for the disk (decision 0039): SQLite commits to the write-ahead log without syncing
  // (NORMAL), and the driver below acknowledges a write only after a group fdatasync of the log, done
  // off the event loop; checkpoints (which sync the database file) run in a worker thread, never in
  // a request.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // What a write replaces or deletes is overwritten with zeros, not left readable in free pages and
  // the write-ahead log (an erased session, a member's deleted rows; decision 0070).
  sqlite.pragma('secure_delete = ON');
  const durability = new SqliteDurability(sqlite, target.file, options.walSync ?? ((file) => WalSync.forFile(file)), onProblem);
  const database = withStatementCache(sqlite, () => durability.wrote());
  const db = new Kysely<Database>({ dialect: new DurableSqliteDialect({ database }, durability) });
  sqliteHandles.set(db, sqlite);
  return db;
}

/**
 * What makes a write durable: after a statement that changed the database, once the connection is
 * released outside a transaction (an autocommit statement, or a transaction committed or rolled
 * back), the write-ahead log is synced before the caller gets its answer. The single connection is
 * released first, so other queries run while the disk works, and writes that finish together share
 * one sync.
 */
class SqliteDurability {
  #pending = false;
  readonly #sync: WalSync;
  readonly #checkpointer: SqliteCheckpointer;

  constructor(
    private readonly sqlite: SQLite.Database,
    file: string,
    walSync: (walFile: string) => WalSync,
    onProblem: (err: Error) => void,
  ) {
    this.#sync = walSync(`${file}-wal`);
    this.#checkpointer = new SqliteCheckpointer(file, (message) => {
      // Without the worker the log would grow for ever: the connection checkpoints by itself again.
      sqlite.pragma('wal_autocheckpoint = 1000');
      onProblem(new Error(`SQLite checkpoints are back on the server's connection: ${message}`));
    });
  }

  wrote(): void {
    this.#pending = true;
  }

  async afterRelease(): Promise<void> {
    if (!this.#pending || this.sqlite.inTransaction) return;
    this.#pending = false;
    this.#checkpointer.start();
    await this.#sync.flush();
  }

  async close(): Promise<void> {
    await this.#checkpointer.stop();
    await this.#sync.close();
  }
}

/** One operation at a time on the single connection, as Kysely's own lock for SQLite does. */
class ConnectionLock {
  #held: Promise<void> | undefined;
  #free: (() => void) | undefined;

  async take(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#free = resolve));
  }

  give(): void {
    const free = this.#free;
    this.#held = undefined;
    this.#free = undefined;
    free?.();
  }
}

class DurableSqliteDriver extends SqliteDriver {
  readonly #lock = new ConnectionLock();

  constructor(
    config: SqliteDialectConfig,
    private readonly durability: SqliteDurability,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.take();
    return super.acquireConnection();
  }

  /** The connection goes back first, then the caller waits for the log sync: others use it meanwhile. */
  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#lock.give();
    await this.durability.afterRelease();
  }

  /**
   * `begin immediate`: the transaction holds the write lock from its start. A deferred `begin` only
   * took it at the first write, and if another process (the staff command, a content load) had
   * written since the transaction's first read, SQLite refused that write at once without waiting
   * (busy_timeout does not apply), failing the request. This process has one connection, so nothing
   * of its own waits longer; another process waits up to its busy timeout.
   */
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  override async destroy(): Promise<void> {
    await this.durability.close();
    await super.destroy();
  }
}

/**
 * Kysely's lock for a single connection is held until the driver's release has finished, which here
 * includes the log sync: it would make every query wait for the disk. The driver keeps its own lock
 * (released before the sync), so the adapter says the connection may be shared.
 */
class DurableSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

class DurableSqliteDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly durability: SqliteDurability,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new DurableSqliteDriver(this.config, this.durability);
  }

  override createAdapter(): DialectAdapter {
    return new DurableSqliteAdapter();
  }
}

/**
 * Opens every PostgreSQL connection of the pool now, before the server listens: otherwise the first
 * burst of requests waits for up to ten connections to be set up at once (decision 0053). SQLite has
 * nothing to open.
 */
export async function openPool(db: Db): Promise<void> {
  if (isSqlite(db)) return;
  await Promise.all(Array.from({ length: POOL_SIZE }, () => sql`select 1`.execute(db)));
}

/** Whether the database is SQLite (else PostgreSQL), for the few statements the two write differently. */
export function isSqlite(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
