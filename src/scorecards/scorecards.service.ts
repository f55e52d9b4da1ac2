import type { Context } from '../context.js';
import type { PartnerPrincipal } from '../partners/partners.service.js';
import { getPartner } from '../partners/partners.service.js';
import { nowIso } from '../shared/time.js';
import { MEDIAN_SAMPLE, MEDIAN_WINDOW_DAYS, WEBHOOK_WINDOW_MINUTES, type Scorecard } from './scorecards.schemas.js';
import { attemptTotals, partnerEndpoints, recentAcceptWaits, scorecardCounters } from './scorecards.queries.js';

const DAY_MS = 86_400_000;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A partner's scorecard. Every part is bounded whatever the partner's history: two counters
 * (a row), at most MEDIAN_SAMPLE accepts through an index, the partner's endpoints (a few), and
 * an hour of their attempts through the (endpoint_id, attempted_at) index.
 */
export async function scorecardOf(ctx: Context, partnerId: string, now = new Date()): Promise<Scorecard> {
  const db = ctx.store.db;
  const since = new Date(now.getTime() - MEDIAN_WINDOW_DAYS * DAY_MS).toISOString();
  const [counters, waits, endpoints] = await Promise.all([
    scorecardCounters(db, partnerId),
    recentAcceptWaits(db, partnerId, since, MEDIAN_SAMPLE),
    partnerEndpoints(db, partnerId),
  ]);
  const attempts = await attemptTotals(
    db,
    endpoints.map((e) => e.id),
    new Date(now.getTime() - WEBHOOK_WINDOW_MINUTES * 60_000).toISOString(),
  );
  const enabled = endpoints.filter((e) => e.status === 'enabled');
  const failing = enabled.filter((e) => e.failing_since !== null);
  const middle = median(waits);
  return {
    object: 'scorecard',
    partner_id: partnerId,
    jobs_accepted: counters.jobs_accepted,
    median_time_to_accept_seconds: middle === null ? null : Math.round(middle) / 1000,
    accepts_measured: waits.length,
    expiries_seen: counters.expiries_seen,
    webhooks: {
      window_minutes: WEBHOOK_WINDOW_MINUTES,
      attempts: attempts.attempts,
      succeeded: attempts.succeeded,
      success_rate: attempts.attempts === 0 ? null : attempts.succeeded / attempts.attempts,
    },
    endpoints: {
      total: endpoints.length,
      enabled: enabled.length,
      failing: failing.length,
      disabled: endpoints.length - enabled.length,
      health: endpoints.length === 0 ? 'none' : enabled.length === 0 ? 'disabled' : failing.length > 0 ? 'failing' : 'healthy',
      failing_since: failing.map((e) => e.failing_since as string).sort()[0] ?? null,
    },
    generated_at: nowIso(),
  };
}

/** The calling partner's own scorecard (a test key: its sandbox's). */
export function myScorecard(ctx: Context, partner: PartnerPrincipal): Promise<Scorecard> {
  return scorecardOf(ctx, partner.partnerId);
}

/** Any partner's scorecard, for the network: the same numbers the partner sees. */
export async function partnerScorecard(ctx: Context, partnerId: string): Promise<Scorecard> {
  await getPartner(ctx, partnerId); // 404 partner_not_found for an unknown one
  return scorecardOf(ctx, partnerId);
}
