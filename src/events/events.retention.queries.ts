// The retention prune's SQL (events.retention.ts): one batch each, at most `limit` rows, the
// oldest first, found by a range scan of an index that leads with the time (migration 014), named
// by rowid / ctid (batchRows). The where is tested again on each row deleted: on PostgreSQL a row
// changed meanwhile is looked at anew. Literal 'pending', never a parameter: SQLite uses a
// partial index only for a literal term.
import { sql } from 'kysely';
import { batchRows } from '../store/batched-delete.js';
import type { Db } from '../store/schema.js';
import type { Dialect } from '../store/store.js';

/** Attempts made before `cutoff`. */
export async function pruneAttempts(db: Db, dialect: Dialect, cutoff: string, limit: number): Promise<number> {
  const { handle, among } = batchRows(dialect);
  const result = await sql`
    delete from webhook_attempts where ${among(sql`select ${handle} from webhook_attempts where attempted_at < ${cutoff} order by attempted_at limit ${limit}`)}
    and attempted_at < ${cutoff}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Deliveries created before `cutoff` and done (never a pending one, whatever its age). */
export async function pruneDeliveries(db: Db, dialect: Dialect, cutoff: string, limit: number): Promise<number> {
  const { handle, among } = batchRows(dialect);
  const result = await sql`
    delete from webhook_deliveries where ${among(sql`
      select ${handle} from webhook_deliveries where status <> 'pending' and created_at < ${cutoff} order by created_at limit ${limit}`)}
    and status <> 'pending' and created_at < ${cutoff}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Events created before `cutoff` (from `from` on) with no pending delivery; the created_at of
 * each one deleted. An old event kept for its pending delivery lies before the last one
 * deleted: the next batch starts there (`from`), not at it again.
 */
export async function pruneEvents(db: Db, dialect: Dialect, from: string, cutoff: string, limit: number): Promise<string[]> {
  const { handle, among } = batchRows(dialect);
  const { rows } = await sql<{ created_at: string }>`
    delete from events where ${among(sql`
      select ${handle} from events e where e.created_at >= ${from} and e.created_at < ${cutoff}
        and not exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.status = 'pending')
      order by e.created_at limit ${limit}`)}
    and created_at < ${cutoff}
    returning created_at`.execute(db);
  return rows.map((row) => row.created_at);
}
