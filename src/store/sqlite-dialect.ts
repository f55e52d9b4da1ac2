// A better-sqlite3 dialect for Kysely that differs from the built-in one in two ways that
// matter for PDN: prepared statements are cached (the hot paths run the same few SQL
// strings), and transactions start with BEGIN IMMEDIATE so a second process (the CLI next
// to a running server) waits on busy_timeout instead of failing a read-to-write upgrade.
import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

const STATEMENT_CACHE_SIZE = 500;

class SqliteConnection implements DatabaseConnection {
  readonly #statements = new Map<string, BetterSqlite3.Statement>();
  constructor(readonly db: BetterSqlite3.Database) {}

  #prepare(sql: string): BetterSqlite3.Statement {
    let stmt = this.#statements.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        this.#statements.delete(this.#statements.keys().next().value as string);
      }
      this.#statements.set(sql, stmt);
    }
    return stmt;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const stmt = this.#prepare(query.sql);
    const parameters = query.parameters as unknown[];
    if (stmt.reader) return { rows: stmt.all(parameters) as R[] };
    const { changes, lastInsertRowid } = stmt.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on SQLite');
  }
}

/** One connection; a FIFO mutex hands it to one query or transaction at a time. */
class SqliteDriver implements Driver {
  #connection: SqliteConnection;
  #queue: Array<() => void> = [];
  #locked = false;

  constructor(db: BetterSqlite3.Database) {
    this.#connection = new SqliteConnection(db);
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#locked) await new Promise<void>((resolve) => this.#queue.push(resolve));
    this.#locked = true;
    return this.#connection;
  }
  async releaseConnection(): Promise<void> {
    const next = this.#queue.shift();
    if (next) next();
    else this.#locked = false;
  }
  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async destroy(): Promise<void> {
    this.#connection.db.close();
  }
}

export class CachedSqliteDialect implements Dialect {
  constructor(private readonly db: BetterSqlite3.Database) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver() {
    return new SqliteDriver(this.db);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
}
