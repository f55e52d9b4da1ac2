import { sql } from 'kysely';
import type { Db } from '../store/schema.js';

/** The trigger-kept counters of a partner (migration 016); none yet reads as zeros. */
export async function scorecardCounters(db: Db, partnerId: string): Promise<{ jobs_accepted: number; expiries_seen: number }> {
  const row = await db.selectFrom('partner_scorecards').select(['jobs_accepted', 'expiries_seen']).where('partner_id', '=', partnerId).executeTakeFirst();
  return { jobs_accepted: Number(row?.jobs_accepted ?? 0), expiries_seen: Number(row?.expiries_seen ?? 0) };
}

/** The waits of the partner's latest `limit` accepts since `since`, through (partner_id, accepted_at). */
export async function recentAcceptWaits(db: Db, partnerId: string, since: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('partner_accepts')
    .select('wait_ms')
    .where('partner_id', '=', partnerId)
    .where('accepted_at', '>=', since)
    .orderBy('accepted_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.wait_ms));
}

export function partnerEndpoints(db: Db, partnerId: string) {
  return db.selectFrom('webhook_endpoints').select(['id', 'status', 'failing_since']).where('partner_id', '=', partnerId).execute();
}

/** Attempts to these endpoints since `since`, and how many a 2xx answered, over the (endpoint_id, attempted_at) index. */
export async function attemptTotals(db: Db, endpointIds: string[], since: string): Promise<{ attempts: number; succeeded: number }> {
  if (endpointIds.length === 0) return { attempts: 0, succeeded: 0 };
  const row = await db
    .selectFrom('webhook_attempts')
    // PostgreSQL answers count and sum as text (int8, numeric).
    .select([sql<number | string>`count(*)`.as('attempts'), sql<number | string | null>`sum(case when status_code between 200 and 299 then 1 else 0 end)`.as('succeeded')])
    .where('endpoint_id', 'in', endpointIds)
    .where('attempted_at', '>=', since)
    .executeTakeFirst();
  return { attempts: Number(row?.attempts ?? 0), succeeded: Number(row?.succeeded ?? 0) };
}
