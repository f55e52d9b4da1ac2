import { sql, type OperationNodeSource, type RawBuilder } from 'kysely';
import { executePrepared } from './prepared.js';
import type { Db } from './schema.js';
import type { Dialect } from './store.js';

/**
 * Runs writes that belong together (in the caller's transaction, or needing none when they are
 * one statement): on PostgreSQL as one statement, the first ones as data-modifying CTEs, since
 * each statement is a round trip there; on SQLite one after another. Left-out writes (null or
 * false) are skipped. With `prepared`, the statements are marked prepared (prepared.ts).
 */
export async function writeTogether(db: Db, dialect: Dialect, writes: Array<OperationNodeSource | null | false>, { prepared = false }: { prepared?: boolean } = {}): Promise<void> {
  const parts = writes.filter((write): write is OperationNodeSource => Boolean(write));
  const run = (statement: RawBuilder<unknown>) => (prepared ? executePrepared(db, statement) : statement.execute(db));
  if (dialect === 'postgres' && parts.length > 1) {
    const ctes = sql.join(parts.slice(0, -1).map((write, i) => sql`${sql.raw(`write_${i}`)} as (${write})`));
    await run(sql`with ${ctes} ${parts.at(-1)!}`);
    return;
  }
  for (const write of parts) await run(sql`${write}`);
}
