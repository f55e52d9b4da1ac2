import type { WebhookEndpointsTable } from '../store/schema.js';

export interface WebhookEndpoint {
  id: string;
  object: 'webhook_endpoint';
  url: string;
  description: string | null;
  enabled_events: string[];
  status: 'enabled' | 'disabled';
  disabled_reason: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
  secret?: string;
}

/** The wire record; the secret only when the caller says it is the response that made it. */
export function toWebhookEndpoint(row: WebhookEndpointsTable, options: { withSecret?: boolean; now?: string } = {}): WebhookEndpoint {
  const now = options.now ?? new Date().toISOString();
  const rotating = row.previous_secret_expires_at !== null && row.previous_secret_expires_at > now;
  return {
    id: row.id,
    object: 'webhook_endpoint',
    url: row.url,
    description: row.description,
    enabled_events: JSON.parse(row.enabled_events) as string[],
    status: row.status,
    disabled_reason: row.disabled_reason,
    previous_secret_expires_at: rotating ? row.previous_secret_expires_at : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...(options.withSecret ? { secret: row.secret } : {}),
  };
}
