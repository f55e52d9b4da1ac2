import { sql, type OperationNodeSource } from 'kysely';
import type { Db } from './schema.js';
import type { Dialect } from './store.js';

/**
 * Runs writes that belong together (in the caller's transaction, or needing none when they are
 * one statement): on PostgreSQL as one statement, the first ones as data-modifying CTEs, since
 * each statement is a round trip there; on SQLite one after another. Left-out writes (null or
 * false) are skipped.
 */
export async function writeTogether(db: Db, dialect: Dialect, writes: Array<OperationNodeSource | null | false>): Promise<void> {
  const parts = writes.filter((write): write is OperationNodeSource => Boolean(write));
  if (dialect === 'postgres' && parts.length > 1) {
    const ctes = sql.join(parts.slice(0, -1).map((write, i) => sql`${sql.raw(`write_${i}`)} as (${write})`));
    await sql`with ${ctes} ${parts.at(-1)!}`.execute(db);
    return;
  }
  for (const write of parts) await sql`${write}`.execute(db);
}
