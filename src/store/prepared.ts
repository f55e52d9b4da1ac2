import { PostgresAdapter, type Compilable, type CompiledQuery, type QueryResult, type RawBuilder } from 'kysely';
import { markPrepared } from './postgres-pool.js';
import type { Db } from './schema.js';

// Queries on the hot paths are marked prepared where they are declared (`preparedQuery`,
// `executePrepared`): on PostgreSQL they run as named prepared statements of the store's pool,
// parsed and planned once per connection; every other statement runs unnamed (docs/decisions.md).
// Kysely also builds and compiles a query on every call, which costs about as much as the indexed
// SQLite lookup itself (docs/performance.md, "Behind the code"): `preparedQuery` builds one once
// per dialect and shape, then runs it with new parameters.

/**
 * A `*` in a select list or a returning clause. PostgreSQL refuses to run a prepared statement
 * whose result columns changed ("cached plan must not change result type"), which a `*` does when
 * another process adds a column (a rolling upgrade's migration): a statement marked prepared
 * names its columns (`RIDER_COLUMNS`, `ORDER_COLUMNS`). Not `count(*)`, nor a product.
 */
const EVERY_COLUMN = /(?:^|[\s,.])\*(?=\s*(?:,|\)|from\b|$))/i;

function namingItsColumns<Row>(compiled: CompiledQuery<Row>): CompiledQuery<Row> {
  if (EVERY_COLUMN.test(compiled.sql)) throw new Error(`A query marked prepared must name its columns, not select or return *: ${compiled.sql}`);
  return compiled;
}

const sentinel = (i: number) => `\u0000pdn-param-${i}\u0000`;

interface Prepared<Row> {
  compiled: CompiledQuery<Row>;
  /** For each compiled parameter: the index of the argument it takes, or undefined for a literal. */
  slots: Array<number | undefined>;
}

/**
 * Wraps a query builder so it is compiled once per `shape`, and marked prepared: the builder gets
 * the shape as is and must use its other arguments only as values (they are placeholders when it
 * compiles).
 */
export function preparedQuery<Args extends unknown[], Row>(build: (db: Db, shape: string, ...args: Args) => Compilable<Row>) {
  const cache = new Map<string, Prepared<Row>>();
  return async (db: Db, shape: string, ...args: Args): Promise<Row[]> => {
    const key = `${db.getExecutor().adapter instanceof PostgresAdapter ? 'pg' : 'sqlite'}:${shape}`;
    let prepared = cache.get(key);
    if (!prepared) {
      const sentinels = args.map((_, i) => sentinel(i)) as Args;
      const compiled = namingItsColumns(build(db, shape, ...sentinels).compile());
      const slots = compiled.parameters.map((p) => {
        const i = (sentinels as unknown[]).indexOf(p);
        return i === -1 ? undefined : i;
      });
      prepared = { compiled, slots };
      cache.set(key, prepared);
    }
    const { compiled, slots } = prepared;
    const parameters = compiled.parameters.map((p, i) => (slots[i] === undefined ? p : args[slots[i]]));
    markPrepared(db, compiled.sql);
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}

/**
 * Runs a query marked prepared whose text varies with its data (a row count, the filters given),
 * so it is compiled on every call: each text it takes is a prepared statement of its own.
 */
export async function executePrepared<Row>(db: Db, query: Compilable<Row> | RawBuilder<Row>): Promise<QueryResult<Row>> {
  const compiled = namingItsColumns('isRawBuilder' in query ? query.compile(db) : query.compile());
  markPrepared(db, compiled.sql);
  return db.executeQuery(compiled);
}
