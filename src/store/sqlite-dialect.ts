// Kysely's SQLite dialect with what PDN needs that it lacks:
// - transactions start with BEGIN IMMEDIATE, so a second process (the CLI beside a running
//   server) makes us wait for the write lock instead of failing a read-to-write upgrade;
// - that wait never blocks the event loop: the connection's busy timeout is 0, and a statement
//   refused with SQLITE_BUSY is tried again after a timer, the connection lent to the others
//   meanwhile (reads go on: WAL), until STORE_WAIT_MS, when it fails as StoreUnavailable;
// - prepared statements are cached, since the hot paths run the same few SQL strings.
import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import { STORE_WAIT_MS, StoreUnavailable } from './store-faults.js';

const STATEMENT_CACHE_SIZE = 500;
const BEGIN = CompiledQuery.raw('begin immediate');

/** The database as Kysely's driver sees it, with `prepare` answered from a cache (oldest dropped first). */
export function withStatementCache(db: BetterSqlite3.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

const isBusy = (error: unknown) => (error as { code?: string } | null)?.code?.startsWith('SQLITE_BUSY') === true;

class ImmediateSqliteDriver extends SqliteDriver {
  // Waiters for the one connection, first come first served. Kysely's own lock wakes every
  // waiter on each release (all but one then wait again): measurable CPU under concurrent requests.
  #waiting: Array<() => void> = [];
  #held = false;
  #inTransaction = false;
  /** Kysely's one connection, answering SQLITE_BUSY by waiting on timers. */
  #connection: DatabaseConnection | undefined;

  constructor(
    config: SqliteDialectConfig,
    private readonly waitMs: number,
  ) {
    super(config);
  }

  async #lock(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#held = true;
    return super.acquireConnection();
  }

  async #unlock(): Promise<void> {
    await super.releaseConnection();
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }

  /** Tries `query` again until it is not refused for the write lock, lending the connection out between tries. */
  async #waitToRun<R>(connection: DatabaseConnection, query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = Date.now() + this.waitMs;
    for (let tries = 0; ; tries++) {
      await this.#unlock();
      await new Promise((resolve) => setTimeout(resolve, Math.min(50, 2 ** tries)));
      await this.#lock();
      try {
        return await connection.executeQuery<R>(query);
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (Date.now() >= deadline) throw new StoreUnavailable(`another process has held the SQLite write lock for over ${this.waitMs} ms`);
      }
    }
  }

  /** The one connection: whether it is lent, and how many wait for it (for /metrics). */
  usage(): ConnectionUsage {
    return { size: 1, inUse: this.#held ? 1 : 0, waiting: this.#waiting.length };
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.#lock();
    this.#connection ??= {
      // Inside a transaction we hold the write lock already (BEGIN IMMEDIATE): nothing to wait for.
      executeQuery: <R>(query: CompiledQuery) => {
        if (this.#inTransaction) return connection.executeQuery<R>(query);
        try {
          return connection.executeQuery<R>(query); // better-sqlite3 throws at once, never later
        } catch (error) {
          if (!isBusy(error)) throw error;
          return this.#waitToRun<R>(connection, query);
        }
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
    return this.#connection;
  }

  override releaseConnection(): Promise<void> {
    return this.#unlock();
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(BEGIN);
    this.#inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit')); // a failed commit is rolled back next
    this.#inTransaction = false;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      this.#inTransaction = false;
    }
  }
}

export interface ConnectionUsage {
  size: number;
  inUse: number;
  waiting: number;
}

export class CachedSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  #driver: ImmediateSqliteDriver | undefined;

  constructor(
    db: BetterSqlite3.Database,
    private readonly waitMs = STORE_WAIT_MS,
  ) {
    // The wait for the write lock happens in the driver, on timers (see above), never in SQLite.
    db.pragma('busy_timeout = 0');
    const config = { database: withStatementCache(db) };
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    this.#driver = new ImmediateSqliteDriver(this.#config, this.waitMs);
    return this.#driver;
  }

  usage(): ConnectionUsage {
    return this.#driver?.usage() ?? { size: 1, inUse: 0, waiting: 0 };
  }
}
