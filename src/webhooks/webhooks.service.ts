import type { Context } from '../context.js';
import { audit, type AuditBy } from '../operators/operators.service.js';
import { deliveriesQueued, EVENT_TYPES, NETWORK } from '../outbox/outbox.js';
import type { WebhookEndpointsTable } from '../store/schema.js';
import { transact } from '../store/transaction.js';
import { AppError } from '../shared/errors.js';
import { newId } from '../shared/ids.js';
import { endpointUrlRetired } from '../shared/wake.js';
import { page, type Page } from '../shared/pagination.js';
import { nowIso, toIsoTimestamp } from '../shared/time.js';
import { toWebhookEndpoint, toWebhookEndpointWithSecret, type WebhookEndpoint, type WebhookEndpointWithSecret } from './webhooks.mapper.js';
import type { CreateEndpointInput, UpdateEndpointInput } from './webhooks.schemas.js';
import {
  countPartnerEndpoints,
  deleteEndpoint,
  failPendingDeliveries,
  findPartnerEndpoint,
  findPartnerEndpointForUpdate,
  insertEndpoint,
  listPartnerEndpoints,
  lockPartnerEndpoints,
  requeueFailedDeliveries,
  updateEndpoint,
} from './webhooks.queries.js';
import { newWebhookSecret } from './webhooks.signing.js';
import { InvalidBrokerUrl, passwordMasked } from './webhooks.broker-url.js';
import { RefusedAddress, RefusedUrl, vetWebhookUrl } from './webhooks.url-safety.js';

/**
 * Whose endpoints a call manages: a partner's (its principal: the sandbox's with a test key) or
 * the network's. Every rule (URL checks, the cap, rotation, recovery) is the same for both.
 */
export type EndpointOwner = { partnerId: string; /** The network's: who makes a write, for the audit log. */ audit?: AuditBy };
export const NETWORK_OWNER: EndpointOwner = { partnerId: NETWORK };

/** After a rotation the old secret keeps signing this long, so receivers can roll over. */
const SECRET_OVERLAP_MS = 24 * 3600 * 1000;

const wire = (ctx: Context, row: WebhookEndpointsTable, now?: string): WebhookEndpoint =>
  toWebhookEndpoint(row, { disableAfterMs: ctx.config.webhook.disableAfterMs, now });
const wireWithSecret = (ctx: Context, row: WebhookEndpointsTable, now?: string): WebhookEndpointWithSecret =>
  toWebhookEndpointWithSecret(row, { disableAfterMs: ctx.config.webhook.disableAfterMs, now });

const endpointNotFound = (id: string) => new AppError('webhook_endpoint_not_found', `No webhook endpoint ${id} is yours.`);

async function vetUrl(ctx: Context, url: string): Promise<string> {
  try {
    return (await vetWebhookUrl(url, ctx.config.webhook.allowPrivate)).href;
  } catch (error) {
    if (error instanceof InvalidBrokerUrl) {
      throw new AppError('destination_url_invalid', `Cannot publish events to ${passwordMasked(url)}: ${error.message}.`, { param: 'url' });
    }
    if (error instanceof RefusedUrl) {
      // Most often a developer's own machine: say how to get events there.
      const local =
        error instanceof RefusedAddress
          ? ' To receive webhooks on your own machine, run `npx pdn listen --forward-to <url>` (it forwards your events there, signed), or, on a PDN server you run yourself, start it with PDN_WEBHOOK_ALLOW_PRIVATE=true.'
          : '';
      throw new AppError('webhook_url_refused', `Cannot send webhooks to ${passwordMasked(url)}: ${error.message}.${local}`, { param: 'url' });
    }
    throw error;
  }
}

/** `["*"]` stands for all types, so it is kept alone; the rest in the canonical order. */
function normalizeEvents(events: string[]): string[] {
  if (events.includes('*')) return ['*'];
  return EVENT_TYPES.filter((type) => events.includes(type));
}

async function loadEndpoint(ctx: Context, owner: EndpointOwner, id: string): Promise<WebhookEndpointsTable> {
  const row = await findPartnerEndpoint(ctx.store.db, owner.partnerId, id);
  if (!row) throw endpointNotFound(id);
  return row;
}

/** The row an update of a locked endpoint returned: it cannot be gone, but if it were, that is a 404, not a 500. */
function updated(row: WebhookEndpointsTable | undefined, id: string): WebhookEndpointsTable {
  if (!row) throw endpointNotFound(id);
  return row;
}

export async function createEndpoint(ctx: Context, owner: EndpointOwner, input: CreateEndpointInput): Promise<WebhookEndpointWithSecret> {
  const url = await vetUrl(ctx, input.url);
  const now = nowIso();
  const row: WebhookEndpointsTable = {
    id: newId('we'),
    partner_id: owner.partnerId,
    url,
    description: input.description ?? null,
    enabled_events: JSON.stringify(normalizeEvents(input.enabled_events)),
    status: 'enabled',
    disabled_reason: null,
    secret: newWebhookSecret(),
    previous_secret: null,
    previous_secret_expires_at: null,
    failing_since: null,
    ordered: input.ordered === false ? 0 : 1,
    rate_limit: input.rate_limit ?? null,
    next_start_at: null,
    created_at: now,
    updated_at: now,
  };
  await transact(ctx, async (trx) => {
    await lockPartnerEndpoints(trx, ctx.store.dialect, owner.partnerId);
    const max = ctx.config.limits.maxEndpoints;
    if ((await countPartnerEndpoints(trx, owner.partnerId)) >= max) {
      throw new AppError('endpoint_limit_reached', `You have ${max} webhook endpoints, the most allowed; delete one before registering another.`, { limit: max });
    }
    await insertEndpoint(trx, row);
    await audit(trx, owner.audit, 'webhook_endpoint.create', row.id);
  });
  return wireWithSecret(ctx, row, now);
}

export async function listEndpoints(ctx: Context, owner: EndpointOwner, query: { limit: number; startingAfter?: string }): Promise<Page<WebhookEndpoint>> {
  const rows = await listPartnerEndpoints(ctx.store.db, owner.partnerId, query.limit, query.startingAfter);
  return page(rows, query.limit, (row) => wire(ctx, row), (e) => e.id);
}

export async function getEndpoint(ctx: Context, owner: EndpointOwner, id: string): Promise<WebhookEndpoint> {
  return wire(ctx, await loadEndpoint(ctx, owner, id));
}

export async function updateEndpointSettings(ctx: Context, owner: EndpointOwner, id: string, input: UpdateEndpointInput): Promise<WebhookEndpoint> {
  // An unknown endpoint is a 404 before any lookup of the new URL's host.
  if (input.url !== undefined) await loadEndpoint(ctx, owner, id);
  const url = input.url === undefined ? undefined : await vetUrl(ctx, input.url);
  /** The URL delivered to until now, when this change ends that (its broker connection is closed). */
  let retired: string | undefined;
  const row = await transact(ctx, async (trx) => {
    const current = await findPartnerEndpointForUpdate(trx, owner.partnerId, id);
    if (!current) throw endpointNotFound(id);
    const now = nowIso();
    const changes: Partial<WebhookEndpointsTable> = { updated_at: now };
    if (url !== undefined) changes.url = url;
    if (input.enabled_events !== undefined) changes.enabled_events = JSON.stringify(normalizeEvents(input.enabled_events));
    if (input.description !== undefined) changes.description = input.description;
    if (input.ordered !== undefined) changes.ordered = input.ordered ? 1 : 0;
    if (input.rate_limit !== undefined) changes.rate_limit = input.rate_limit;
    if (input.status === 'enabled' && current.status !== 'enabled') {
      Object.assign(changes, { status: 'enabled', disabled_reason: null, failing_since: null });
    }
    if (input.status === 'disabled' && current.status !== 'disabled') {
      Object.assign(changes, { status: 'disabled', disabled_reason: 'disabled by you' });
      await failPendingDeliveries(trx, id, 'endpoint disabled', now);
    }
    if ((url !== undefined && url !== current.url) || changes.status === 'disabled') retired = current.url;
    const row = updated(await updateEndpoint(trx, id, changes), id);
    await audit(trx, owner.audit, 'webhook_endpoint.update', id);
    return row;
  });
  if (retired !== undefined) endpointUrlRetired.emit(retired);
  return wire(ctx, row);
}

export async function removeEndpoint(ctx: Context, owner: EndpointOwner, id: string): Promise<{ id: string; object: 'webhook_endpoint'; deleted: true }> {
  const url = await transact(ctx, async (trx) => {
    const current = await findPartnerEndpointForUpdate(trx, owner.partnerId, id);
    if (!current) throw endpointNotFound(id);
    await failPendingDeliveries(trx, id, 'endpoint deleted', nowIso());
    await deleteEndpoint(trx, id);
    await audit(trx, owner.audit, 'webhook_endpoint.delete', id);
    return current.url;
  });
  endpointUrlRetired.emit(url);
  return { id, object: 'webhook_endpoint', deleted: true };
}

/** A new secret, returned once; the old one co-signs for 24 h so receivers can switch over. */
export async function rotateSecret(ctx: Context, owner: EndpointOwner, id: string): Promise<WebhookEndpointWithSecret> {
  const row = await transact(ctx, async (trx) => {
    // Locked: two rotations racing would otherwise both keep the same previous secret, and the
    // secret the first one answered would never sign anything.
    const current = await findPartnerEndpointForUpdate(trx, owner.partnerId, id);
    if (!current) throw endpointNotFound(id);
    const now = Date.now();
    const changes = {
      secret: newWebhookSecret(),
      previous_secret: current.secret,
      previous_secret_expires_at: new Date(now + SECRET_OVERLAP_MS).toISOString(),
      updated_at: new Date(now).toISOString(),
    };
    const row = updated(await updateEndpoint(trx, id, changes), id);
    await audit(trx, owner.audit, 'webhook_endpoint.rotate_secret', id);
    return row;
  });
  return wireWithSecret(ctx, row);
}

type Recovery = {
  object: 'webhook_recovery';
  endpoint_id: string;
  since: string;
  requeued: number;
};

/** Re-queues every failed delivery to the endpoint made since `since`, each from its first try, out of band (outside any order's sequence). */
export async function recoverFailed(ctx: Context, owner: EndpointOwner, id: string, since: string): Promise<Recovery> {
  const sinceIso = toIsoTimestamp(since);
  const requeued = await transact(ctx, async (trx) => {
    const endpoint = await findPartnerEndpointForUpdate(trx, owner.partnerId, id);
    if (!endpoint) throw endpointNotFound(id);
    if (endpoint.status !== 'enabled') {
      throw new AppError('webhook_endpoint_disabled', `Webhook endpoint ${id} is disabled; enable it before recovering its deliveries.`);
    }
    const result = await requeueFailedDeliveries(trx, id, sinceIso, nowIso());
    const count = Number(result.numUpdatedRows);
    await deliveriesQueued(ctx, trx, count);
    if (count > 0) await audit(trx, owner.audit, 'webhook_endpoint.recover', id); // nothing requeued, nothing changed
    return count;
  });
  return { object: 'webhook_recovery', endpoint_id: id, since: sinceIso, requeued };
}
