// Standard Webhooks signing (https://www.standardwebhooks.com): any of its libraries can
// verify what we send.
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** The User-Agent of every webhook request we send (and of `pdn certify`, which sends the same requests). */
export const WEBHOOK_USER_AGENT = 'PDN-Webhooks/1.0 (+https://www.standardwebhooks.com)';

/**
 * The headers of a webhook request, declared once for the worker and `pdn certify` (which
 * must send exactly what we send). `signatureHeader` left out: a request certify sends unsigned.
 */
export function webhookHeaders(id: string, timestamp: number, signatureHeader?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    ...(signatureHeader === undefined ? {} : { 'webhook-signature': signatureHeader }),
  };
}

/** A new endpoint secret: `whsec_` + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

// Decoding a secret for every delivery is wasted work on the hot path; there are few secrets.
const keys = new Map<string, Buffer>();

function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
    if (keys.size > 10_000) keys.clear();
    keys.set(secret, key);
  }
  return key;
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` for one secret. */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  return 'v1,' + createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.`).update(body).digest('base64');
}

/** The `webhook-signature` header: one signature per live secret, space-separated. */
export function signatureHeader(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets.map((secret) => signature(secret, id, timestamp, body)).join(' ');
}
