// An endpoint's health, judged from its attempts: any success ends its failing streak; failing
// for the whole PDN_WEBHOOK_DISABLE_AFTER window, or answering 410 Gone, disables it. The window
// runs in attempt times, so batching outcome writes never stretches or shrinks it.
import type { Transaction } from 'kysely';
import type { Config } from '../config.js';
import { recordEvent } from '../outbox/outbox.js';
import type { Database } from '../store/schema.js';
import type { Dialect } from '../store/store.js';
import { toWebhookEndpoint } from './webhooks.mapper.js';
import { clearFailingSince, disableEndpoint, findEndpoints, markFailing } from './webhooks.queries.js';

export interface AttemptVerdict {
  endpointId: string;
  attemptedAt: string;
  verdict: 'success' | 'failure' | 'gone';
  /** The endpoint was failing when the attempt was claimed. */
  wasFailing: boolean;
}

export interface HealthChanges {
  recovered: string[];
  /** Per failing endpoint, its first and last failed attempt. */
  failing: Map<string, { first: string; last: string }>;
  gone: string[];
}

/** What a batch of attempts may change, or null when it changes no endpoint (the usual case). */
export function healthChanges(verdicts: AttemptVerdict[]): HealthChanges | null {
  const recovered = new Set<string>();
  const failing = new Map<string, { first: string; last: string }>();
  const gone = new Set<string>();
  for (const { endpointId, attemptedAt: at, verdict, wasFailing } of verdicts) {
    if (verdict === 'success' && wasFailing) recovered.add(endpointId);
    if (verdict === 'gone') gone.add(endpointId);
    if (verdict !== 'failure') continue;
    const seen = failing.get(endpointId);
    if (!seen) failing.set(endpointId, { first: at, last: at });
    else if (at < seen.first) seen.first = at;
    else if (at > seen.last) seen.last = at;
  }
  for (const id of recovered) failing.delete(id);
  return recovered.size + failing.size + gone.size === 0 ? null : { recovered: [...recovered], failing, gone: [...gone] };
}

export interface HealthContext {
  store: { dialect: Dialect };
  config: { webhook: Pick<Config['webhook'], 'retryScheduleMs' | 'disableAfterMs'> };
}

/**
 * Applies the changes in the caller's transaction; the endpoints it disabled now. Each of
 * those is announced to its partner (`webhook_endpoint.disabled`, on its other endpoints that
 * take it, its event stream and its event list): a silent disable is a partner's worst surprise.
 */
export async function applyHealthChanges(trx: Transaction<Database>, ctx: HealthContext, changes: HealthChanges, now: string): Promise<string[]> {
  const { dialect } = ctx.store;
  const { disableAfterMs } = ctx.config.webhook;
  const days = Math.round((disableAfterMs / 86_400_000) * 10) / 10;
  const failingReason = `every delivery failed for ${disableAfterMs >= 86_400_000 ? `${days} day${days === 1 ? '' : 's'}` : `${disableAfterMs} ms`}`;
  const disabled: string[] = [];
  if (changes.recovered.length > 0) await clearFailingSince(trx, dialect, changes.recovered);
  for (const [id, { first, last }] of changes.failing) {
    await markFailing(trx, id, first);
    const failingBefore = new Date(Date.parse(last) - disableAfterMs).toISOString();
    if (await disableEndpoint(trx, id, failingReason, now, failingBefore)) disabled.push(id);
  }
  for (const id of changes.gone) if (await disableEndpoint(trx, id, 'the endpoint answered 410 Gone', now)) disabled.push(id);
  for (const row of disabled.length > 0 ? await findEndpoints(trx, dialect, disabled) : []) {
    const data = { ...toWebhookEndpoint(row, { disableAfterMs, now }), reason: row.disabled_reason ?? 'disabled' };
    await recordEvent(ctx, trx, 'webhook_endpoint.disabled', [row.partner_id], data);
  }
  return disabled;
}
