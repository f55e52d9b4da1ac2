import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Names given to statement texts; past the cap (texts that vary with their data) the rest run unnamed. */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 2000;

/**
 * A parameterised statement runs as a named prepared statement (pg prepares it once per
 * connection), so PostgreSQL parses and plans it once instead of on every call. Not one with a
 * `*` in it: PostgreSQL refuses to run a prepared statement whose result columns changed ("cached
 * plan must not change result type"), which a `select *` does when another process adds a
 * column. The queries on the hot paths name their columns.
 */
function statementOf(text: string, values: unknown[], named: boolean): pg.QueryConfig {
  if (!named || values.length === 0 || text.includes('*')) return { text, values };
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `pdn_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
}

/**
 * Kysely's pool interface over a pg pool, running statements as `statementOf` says (all unnamed
 * when `named` is false: behind a transaction-mode pooler, a statement prepared on one server
 * connection is unknown on the next). A client
 * lent out has no 'error' listener of the pool's: one is added while it is lent, since a
 * connection cut between two statements of a transaction emits 'error', which would otherwise
 * end the process. The next statement on it fails, and the pool drops it when it comes back.
 */
export function postgresPool(pool: pg.Pool, onError: (error: Error) => void = () => {}, { named = true }: { named?: boolean } = {}): PostgresPool {
  return {
    connect: async () => new Client(await pool.connect(), onError, named),
    end: () => pool.end(),
  };
}

class Client implements PostgresPoolClient {
  constructor(
    readonly client: pg.PoolClient,
    private readonly onError: (error: Error) => void,
    private readonly named: boolean,
  ) {
    client.on('error', onError);
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query(cursor: never): never;
  query<R>(sql: string, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> {
    if (typeof sql !== 'string') return this.client.query(sql); // a cursor, passed through
    return this.client.query(statementOf(sql, [...parameters], this.named)) as unknown as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
    this.client.off('error', this.onError);
    this.client.release();
  }
}
