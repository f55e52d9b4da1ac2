import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { postgresDialect } from './postgres-pool.js';
import { startCheckpointer } from './sqlite-checkpoint.js';
import { CachedSqliteDialect, type ConnectionUsage } from './sqlite-dialect.js';
import { STORE_WAIT_MS } from './store-faults.js';
import { SqliteSpans } from './store-spans.js';
import { tracingOn } from '../shared/trace-context.js';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where it lives, without credentials: for logs. */
  describe: string;
  /** Resolves once the store answers and would take a write (SQLite: its write lock is free). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * A number that changes whenever another connection has committed (SQLite's data_version),
   * for caches that must never serve what another process changed; absent where the store
   * cannot tell (PostgreSQL: other instances share it).
   */
  changeCounter?: () => number;
  /** Connections: how many there may be, how many are lent, how many callers wait for one (for /metrics). */
  usage(): ConnectionUsage;
}

export const DEFAULT_DATABASE_URL = './data/pdn.sqlite';

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** The file of a path or `sqlite:PATH` store URL. */
export function sqliteFileOf(url: string): string {
  return url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : url;
}

/** An SQLite file opened with the settings PDN runs on (also used by the raw benchmark baseline). */
export function openSqliteFile(file: string): BetterSqlite3.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL'); // durable across process crashes in WAL mode
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // The default 2 MB page cache is outgrown by a busy outbox within minutes; every lookup then
  // goes back to the OS (docs/performance.md, "Behind the code").
  sqlite.pragma('cache_size = -65536');
  return sqlite;
}

/** Removes an SQLite file and its -wal and -shm files (only those two with `sidecarsOnly`); missing ones are fine. */
export function removeSqliteFiles(file: string, { sidecarsOnly = false }: { sidecarsOnly?: boolean } = {}): void {
  for (const suffix of sidecarsOnly ? ['-wal', '-shm'] : ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}

/**
 * PostgreSQL connections per process: twice the cores. Each busy connection is a server process
 * wanting a core; more of them than cores only makes statements queue (docs/performance.md, "Behind the code").
 */
export const DEFAULT_POOL_SIZE = Math.max(4, 2 * os.availableParallelism());

/** `postgres://…` is PostgreSQL; a path or `sqlite:PATH` is an SQLite file. */
export interface OpenStoreOptions {
  poolSize?: number;
  onConnectionError?: (error: Error) => void;
  /**
   * The URL is a pooler in transaction mode (PgBouncer before 1.21 keeps no prepared statements
   * across the server connections it hands out): statements run unnamed, even those marked prepared.
   */
  pooled?: boolean;
  /** SQLite: WAL checkpoints on a thread of their own (sqlite-checkpoint.ts), for long-running processes. */
  checkpointThread?: boolean;
}

export function openStore(url: string = DEFAULT_DATABASE_URL, options: OpenStoreOptions = {}): Store {
  if (isPostgresUrl(url)) {
    // A request that cannot get a connection in time is answered 503, not held (store-faults.ts).
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? DEFAULT_POOL_SIZE, connectionTimeoutMillis: STORE_WAIT_MS, keepAlive: true });
    // An idle client can be cut off (server restart, failover). The pool drops it and the next
    // query reconnects; without a listener the 'error' event would crash the process.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = new Kysely<Database>({ dialect: postgresDialect(pool, options.onConnectionError, { named: !options.pooled }) });
    const parsed = new URL(url);
    return {
      db,
      dialect: 'postgres',
      describe: `postgres://${parsed.host}${parsed.pathname}`,
      ping: async () => void (await sql`select 1`.execute(db)),
      usage: () => ({ size: pool.options.max, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }
  const file = sqliteFileOf(url);
  const sqlite = openSqliteFile(file);
  const checkpointer = options.checkpointThread && file !== ':memory:' ? startCheckpointer(sqlite, file) : undefined;
  const dialect = new CachedSqliteDialect(sqlite);
  const db = new Kysely<Database>({ dialect, plugins: tracingOn() ? [new SqliteSpans()] : [] });
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  return {
    db,
    dialect: 'sqlite',
    changeCounter: () => dataVersion.get() as number,
    describe: `sqlite:${file}`,
    // An empty write transaction: BEGIN IMMEDIATE takes the write lock, the commit writes nothing.
    ping: () => db.transaction().execute(async () => {}),
    usage: () => dialect.usage(),
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}
