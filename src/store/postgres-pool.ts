import { PostgresAdapter, PostgresDialect, type Dialect, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import type { Db } from './schema.js';

/** Past this many (texts that vary with their data, such as a row count) the rest run unnamed. */
const MAX_NAMED_STATEMENTS = 2000;

/**
 * The named prepared statements of one pool: a statement marked prepared (src/store/prepared.ts)
 * runs as one (pg prepares it once per connection), so PostgreSQL parses and plans it once instead
 * of on every call; every other statement runs unnamed. A name need only be unique in its pool.
 */
class StatementNames {
  readonly #names = new Map<string, string>();

  mark(text: string): void {
    if (this.#names.size < MAX_NAMED_STATEMENTS && !this.#names.has(text)) this.#names.set(text, `pdn_${this.#names.size}`);
  }

  nameOf(text: string): string | undefined {
    return this.#names.get(text);
  }
}

/** The adapter of a store whose pool names statements: how a query marked prepared finds that pool's names. */
class NamingAdapter extends PostgresAdapter {
  constructor(readonly statements: StatementNames) {
    super();
  }
}

class NamingDialect extends PostgresDialect {
  constructor(
    pool: PostgresPool,
    private readonly statements: StatementNames,
  ) {
    super({ pool });
  }

  override createAdapter(): PostgresAdapter {
    return new NamingAdapter(this.statements);
  }
}

/**
 * Marks a statement text as prepared in the pool behind `db` (a store or one of its
 * transactions): from now on it runs named there. Does nothing on SQLite, or when the pool names
 * nothing (behind a transaction-mode pooler).
 */
export function markPrepared(db: Db, text: string): void {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof NamingAdapter) adapter.statements.mark(text);
}

/**
 * Kysely's PostgreSQL dialect over a pg pool. With `named` false (behind a transaction-mode
 * pooler: a statement prepared on one server connection is unknown on the next) nothing is named.
 */
export function postgresDialect(pool: pg.Pool, onError: (error: Error) => void = () => {}, { named = true }: { named?: boolean } = {}): Dialect {
  if (!named) return new PostgresDialect({ pool: postgresPool(pool, onError) });
  const statements = new StatementNames();
  return new NamingDialect(postgresPool(pool, onError, statements), statements);
}

/**
 * Kysely's pool interface over a pg pool, running the statements `statements` names as named
 * prepared statements. A client lent out has no 'error' listener of the pool's: one is added
 * while it is lent, since a connection cut between two statements of a transaction emits
 * 'error', which would otherwise end the process. The next statement on it fails, and the pool
 * drops it when it comes back.
 */
function postgresPool(pool: pg.Pool, onError: (error: Error) => void, statements?: StatementNames): PostgresPool {
  return {
    connect: async () => new Client(await pool.connect(), onError, statements),
    end: () => pool.end(),
  };
}

class Client implements PostgresPoolClient {
  constructor(
    readonly client: pg.PoolClient,
    private readonly onError: (error: Error) => void,
    private readonly statements: StatementNames | undefined,
  ) {
    client.on('error', onError);
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query(cursor: never): never;
  query<R>(sql: string, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> {
    if (typeof sql !== 'string') return this.client.query(sql); // a cursor, passed through
    const statement: pg.QueryConfig = { name: this.statements?.nameOf(sql), text: sql, values: [...parameters] };
    return this.client.query(statement) as unknown as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
    this.client.off('error', this.onError);
    this.client.release();
  }
}
