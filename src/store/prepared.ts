import { PostgresAdapter, type Compilable, type CompiledQuery } from 'kysely';
import type { Db } from './schema.js';

// Kysely builds and compiles a query on every call, which costs about as much as the indexed
// SQLite lookup itself (docs/performance.md, "Behind the code"). The hottest queries (every request's key lookup,
// the rider status update) are built once per dialect and shape, then run with new parameters.

const sentinel = (i: number) => `\u0000pdn-param-${i}\u0000`;

interface Prepared<Row> {
  compiled: CompiledQuery<Row>;
  /** For each compiled parameter: the index of the argument it takes, or undefined for a literal. */
  slots: Array<number | undefined>;
}

/**
 * Wraps a query builder so it is compiled once per `shape`: the builder gets the shape as is
 * and must use its other arguments only as values (they are placeholders when it compiles).
 */
export function preparedQuery<Args extends unknown[], Row>(build: (db: Db, shape: string, ...args: Args) => Compilable<Row>) {
  const cache = new Map<string, Prepared<Row>>();
  return async (db: Db, shape: string, ...args: Args): Promise<Row[]> => {
    const key = `${db.getExecutor().adapter instanceof PostgresAdapter ? 'pg' : 'sqlite'}:${shape}`;
    let prepared = cache.get(key);
    if (!prepared) {
      const sentinels = args.map((_, i) => sentinel(i)) as Args;
      const compiled = build(db, shape, ...sentinels).compile();
      const slots = compiled.parameters.map((p) => {
        const i = (sentinels as unknown[]).indexOf(p);
        return i === -1 ? undefined : i;
      });
      prepared = { compiled, slots };
      cache.set(key, prepared);
    }
    const { compiled, slots } = prepared;
    const parameters = compiled.parameters.map((p, i) => (slots[i] === undefined ? p : args[slots[i]]));
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
