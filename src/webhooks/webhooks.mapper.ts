import type { WebhookEndpointsTable } from '../store/schema.js';
import { passwordMasked } from './webhooks.broker-url.js';

export type WebhookEndpoint = {
  id: string;
  object: 'webhook_endpoint';
  url: string;
  description: string | null;
  enabled_events: string[];
  ordered: boolean;
  rate_limit: number | null;
  status: 'enabled' | 'disabled';
  disabled_reason: string | null;
  failing_since: string | null;
  warning: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
};

/** What create and rotate answer: the only responses holding the secret. */
export type WebhookEndpointWithSecret = WebhookEndpoint & { secret: string };

export function toWebhookEndpointWithSecret(row: WebhookEndpointsTable, options: { disableAfterMs: number; now?: string }): WebhookEndpointWithSecret {
  return { ...toWebhookEndpoint(row, options), secret: row.secret };
}

const DAY_MS = 86_400_000;

/**
 * The warning an endpoint carries once every delivery has failed for a day (or a fifth of the
 * time after which it is disabled, when that is shorter): the partner hears of it before we act.
 */
function warningFor(row: WebhookEndpointsTable, now: string, disableAfterMs: number): string | null {
  if (row.status !== 'enabled' || row.failing_since === null) return null;
  const failingMs = Date.parse(now) - Date.parse(row.failing_since);
  if (failingMs < Math.min(DAY_MS, disableAfterMs / 5)) return null;
  const disablesAt = new Date(Date.parse(row.failing_since) + disableAfterMs).toISOString();
  return `Every delivery since ${row.failing_since} has failed. Unless one succeeds, this endpoint is disabled at ${disablesAt}.`;
}

/** The wire record, never the secret. */
export function toWebhookEndpoint(row: WebhookEndpointsTable, options: { disableAfterMs: number; now?: string }): WebhookEndpoint {
  const now = options.now ?? new Date().toISOString();
  const rotating = row.previous_secret_expires_at !== null && row.previous_secret_expires_at > now;
  return {
    id: row.id,
    object: 'webhook_endpoint',
    url: passwordMasked(row.url),
    description: row.description,
    enabled_events: JSON.parse(row.enabled_events) as string[],
    ordered: row.ordered === 1,
    rate_limit: row.rate_limit,
    status: row.status,
    disabled_reason: row.disabled_reason,
    failing_since: row.failing_since,
    warning: warningFor(row, now, options.disableAfterMs),
    previous_secret_expires_at: rotating ? row.previous_secret_expires_at : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
