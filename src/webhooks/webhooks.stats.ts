import { sql } from 'kysely';
import type { Context } from '../context.js';
import type { PartnerPrincipal } from '../partners/partners.service.js';
import { AppError } from '../shared/errors.js';

type DeliveryStatsBucket = {
  /** Start of the minute, ISO 8601 UTC. */
  start: string;
  attempts: number;
  succeeded: number;
  failed: number;
  avg_latency_ms: number | null;
  max_latency_ms: number | null;
};

export type DeliveryStats = {
  object: 'webhook_delivery_stats';
  endpoint_id: string | null;
  since: string;
  until: string;
  bucket_seconds: 60;
  totals: Omit<DeliveryStatsBucket, 'start'> & { success_rate: number | null };
  buckets: DeliveryStatsBucket[];
};

const MINUTE_MS = 60_000;
/** ISO timestamps sort as text, so the first 16 characters ("2026-01-02T03:04") name the minute on both stores. */
const minuteOf = sql<string>`substr(webhook_attempts.attempted_at, 1, 16)`;

/**
 * Webhook attempts to the partner's endpoints over the last `minutes`, per minute: how many,
 * how many were acknowledged (2xx), and their latency. Aggregated in SQL over the
 * (endpoint_id, attempted_at) index, so its cost follows the window, not the history.
 */
export async function deliveryStats(
  ctx: Context,
  partner: PartnerPrincipal,
  query: { minutes: number; endpointId?: string; now?: Date },
): Promise<DeliveryStats> {
  const db = ctx.store.db;
  let endpoints = db.selectFrom('webhook_endpoints').select('id').where('partner_id', '=', partner.partnerId);
  if (query.endpointId !== undefined) endpoints = endpoints.where('id', '=', query.endpointId);
  const endpointIds = (await endpoints.execute()).map((e) => e.id);
  if (query.endpointId !== undefined && endpointIds.length === 0) {
    throw new AppError('webhook_endpoint_not_found', `No webhook endpoint ${query.endpointId} is yours.`, { param: 'endpoint_id' });
  }

  const untilMs = Math.ceil((query.now ?? new Date()).getTime() / MINUTE_MS) * MINUTE_MS;
  const sinceMs = untilMs - query.minutes * MINUTE_MS;
  const since = new Date(sinceMs).toISOString();
  const rows =
    endpointIds.length === 0
      ? []
      : await db
          .selectFrom('webhook_attempts')
          // PostgreSQL answers count, sum and avg as text (int8, numeric): made numbers below.
          .select([
            minuteOf.as('minute'),
            sql<number | string>`count(*)`.as('attempts'),
            sql<number | string>`sum(case when status_code between 200 and 299 then 1 else 0 end)`.as('succeeded'),
            sql<number | string>`avg(latency_ms)`.as('avg_latency_ms'),
            sql<number>`max(latency_ms)`.as('max_latency_ms'),
          ])
          .where('endpoint_id', 'in', endpointIds)
          .where('attempted_at', '>=', since)
          .groupBy(minuteOf)
          .execute();
  const byMinute = new Map(rows.map((r) => [r.minute, r]));

  const buckets: DeliveryStatsBucket[] = [];
  for (let t = sinceMs; t < untilMs; t += MINUTE_MS) {
    const start = new Date(t).toISOString();
    const row = byMinute.get(start.slice(0, 16));
    const attempts = Number(row?.attempts ?? 0);
    const succeeded = Number(row?.succeeded ?? 0);
    buckets.push({
      start,
      attempts,
      succeeded,
      failed: attempts - succeeded,
      avg_latency_ms: row?.avg_latency_ms == null ? null : Math.round(Number(row.avg_latency_ms)),
      max_latency_ms: row?.max_latency_ms == null ? null : Number(row.max_latency_ms),
    });
  }

  const attempts = buckets.reduce((n, b) => n + b.attempts, 0);
  const succeeded = buckets.reduce((n, b) => n + b.succeeded, 0);
  const latencySum = buckets.reduce((n, b) => n + (b.avg_latency_ms ?? 0) * b.attempts, 0);
  const maxes = buckets.map((b) => b.max_latency_ms).filter((m): m is number => m !== null);
  return {
    object: 'webhook_delivery_stats',
    endpoint_id: query.endpointId ?? null,
    since,
    until: new Date(untilMs).toISOString(),
    bucket_seconds: 60,
    totals: {
      attempts,
      succeeded,
      failed: attempts - succeeded,
      success_rate: attempts === 0 ? null : succeeded / attempts,
      avg_latency_ms: attempts === 0 ? null : Math.round(latencySum / attempts),
      max_latency_ms: maxes.length === 0 ? null : Math.max(...maxes),
    },
    buckets,
  };
}
