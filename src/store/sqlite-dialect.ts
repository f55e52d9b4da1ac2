// Kysely's SQLite dialect with the two things PDN needs that it lacks: transactions start with
// BEGIN IMMEDIATE, so a second process (the CLI beside a running server) waits on busy_timeout
// instead of failing a read-to-write upgrade; and prepared statements are cached, since the hot
// paths run the same few SQL strings.
import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDatabase, type SqliteDialectConfig } from 'kysely';

const STATEMENT_CACHE_SIZE = 500;

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

class ImmediateSqliteDriver extends SqliteDriver {
  // Waiters for the one connection, first come first served. Kysely's own lock wakes every
  // waiter on each release (all but one then wait again): measurable CPU under concurrent requests.
  #waiting: Array<() => void> = [];
  #held = false;

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#held = true;
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class CachedSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(db: BetterSqlite3.Database) {
    const config = { database: withStatementCache(db) };
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
