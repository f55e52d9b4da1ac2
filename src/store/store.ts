import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { CachedSqliteDialect } from './sqlite-dialect.js';
import type { Database } from './schema.js';

// COUNT and SUM come back as int8; our counts fit a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export type Dialect = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where it lives, without credentials: for logs. */
  describe: string;
  ping(): Promise<void>;
  close(): Promise<void>;
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
  // The default page cache is 2 MB: a busy outbox (events, deliveries, attempts and their
  // indexes) outgrows it within minutes, and every lookup then goes back to the OS. 64 MB
  // halved the dispatcher's claim queries in our measurements.
  sqlite.pragma('cache_size = -65536');
  return sqlite;
}

/** Removes an SQLite file and its -wal and -shm files (only those two with `sidecarsOnly`); missing ones are fine. */
export function removeSqliteFiles(file: string, { sidecarsOnly = false }: { sidecarsOnly?: boolean } = {}): void {
  for (const suffix of sidecarsOnly ? ['-wal', '-shm'] : ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}

/** Names given to statement texts; past the cap (texts that vary with their data) the rest run unnamed. */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 2000;

/**
 * Runs every parameterised statement as a named prepared statement: PostgreSQL then parses and
 * plans it once per connection instead of on every call (pg keeps track of what each connection
 * has prepared). Kysely keeps a statement's text the same whatever its values.
 */
function prepareStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => Promise<unknown>;
  client.query = ((text: unknown, values?: unknown[]) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) return query(text, values);
    let name = statementNames.get(text);
    if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
      name = `pdn_${statementNames.size}`;
      statementNames.set(text, name);
    }
    return query(name === undefined ? text : { name, text }, values);
  }) as typeof client.query;
}

/**
 * PostgreSQL connections per process: twice the cores. Each busy connection is a server process
 * wanting a core; with 20 on 2 cores (PDN, PostgreSQL, load and receiver on one machine) every
 * statement waited its turn and commit-to-receipt p50 was 29-41 ms at 4,000 deliveries/s; with 4
 * it was 10-11 ms, requests waiting for a connection instead, before their transaction starts.
 */
export const DEFAULT_POOL_SIZE = Math.max(4, 2 * os.availableParallelism());

const BEGUN = { command: 'BEGIN', rowCount: null, rows: [] };

/**
 * A transaction's BEGIN waits and goes out with its first statement, in one write and one
 * round trip (as Npgsql does): on PostgreSQL every round trip costs a socket write and a
 * wake-up on each side, and an order's transaction had six. A transaction that ends before
 * any statement never reaches the server.
 */
function sendBeginWithFirstStatement(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (text: unknown, values?: unknown) => Promise<unknown>;
  let beginWaiting = false;
  client.query = ((text: unknown, values?: unknown[]) => {
    if (text === 'begin') {
      beginWaiting = true;
      return Promise.resolve(BEGUN);
    }
    if (!beginWaiting) return query(text, values);
    beginWaiting = false;
    if (text === 'commit' || text === 'rollback') return Promise.resolve({ ...BEGUN, command: String(text).toUpperCase() });
    // Both are written before the socket is uncorked: one write for the two.
    const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
    stream.cork();
    try {
      const begun = query('begin');
      const result = query(text, values);
      return Promise.all([begun, result]).then(([, answer]) => answer);
    } finally {
      stream.uncork();
    }
  }) as typeof client.query;
}

/** `postgres://…` is PostgreSQL; a path or `sqlite:PATH` is an SQLite file. */
export function openStore(url: string = DEFAULT_DATABASE_URL, options: { poolSize?: number; onIdleError?: (error: Error) => void } = {}): Store {
  if (isPostgresUrl(url)) {
    // `pipeline`: a query is sent without waiting for the one before it to be answered, which
    // lets a transaction's BEGIN go out with its first statement (see sendBeginWithFirstStatement);
    // Kysely still awaits each statement before the next.
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? DEFAULT_POOL_SIZE, pipeline: true } as pg.PoolConfig);
    // An idle client can be cut off (server restart, failover). The pool drops it and the next
    // query reconnects; without a listener the 'error' event would crash the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    pool.on('connect', (client) => {
      prepareStatements(client);
      sendBeginWithFirstStatement(client);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const parsed = new URL(url);
    return {
      db,
      dialect: 'postgres',
      describe: `postgres://${parsed.host}${parsed.pathname}`,
      ping: async () => void (await sql`select 1`.execute(db)),
      close: () => db.destroy(),
    };
  }
  const file = sqliteFileOf(url);
  const sqlite = openSqliteFile(file);
  const db = new Kysely<Database>({ dialect: new CachedSqliteDialect(sqlite) });
  return {
    db,
    dialect: 'sqlite',
    describe: `sqlite:${file}`,
    ping: async () => void (await sql`select 1`.execute(db)),
    close: () => db.destroy(),
  };
}
