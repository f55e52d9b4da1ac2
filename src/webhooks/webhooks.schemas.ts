import type { FromSchema } from 'json-schema-to-ts';
import { EVENT_TYPES } from '../outbox/outbox.js';
import { nullableTimestamp, timestamp } from '../http/schemas.js';
import { ENDPOINT_STATUSES } from '../store/schema.js';
import { MAX_WEBHOOK_URL_LENGTH } from './webhooks.url-safety.js';

const endpointProperties = {
  id: { type: 'string', description: 'Endpoint identifier; starts with `we_`.' },
  object: { type: 'string', const: 'webhook_endpoint', description: 'Always `webhook_endpoint`.' },
  url: { type: 'string', description: 'Where events go: an http(s) URL is POSTed to; an `amqp(s)://…?exchange=`, `nats://…?subject=` or `redis(s)://…?stream=` URL publishes to that broker (docs/destinations.md). A password in it is shown as `****`.' },
  description: { type: ['string', 'null'], description: 'Your note about the endpoint.' },
  enabled_events: { type: 'array', items: { type: 'string', description: 'An event type, or `*`.' }, description: 'Event types it receives; `["*"]` is all.' },
  ordered: { type: 'boolean', description: 'true (the default): the events of one order are sent one at a time, in the order they happened; false: each as soon as it is due.' },
  rate_limit: { type: ['integer', 'null'], description: 'At most this many attempts (retries included) start in any window of one second; null: no limit.' },
  status: { type: 'string', enum: ENDPOINT_STATUSES, description: '`enabled` receives events; `disabled` does not.' },
  disabled_reason: { type: ['string', 'null'], description: 'Why it was disabled (410 Gone, failing for days, or you).' },
  failing_since: nullableTimestamp('Every delivery since this time has failed (null once one succeeds). Failing for `PDN_WEBHOOK_DISABLE_AFTER` (5 days) disables the endpoint.'),
  warning: {
    type: ['string', 'null'],
    description: 'Set once the endpoint has failed for a day while still enabled: when it will be disabled unless a delivery succeeds.',
  },
  previous_secret_expires_at: nullableTimestamp('After a rotation the old secret also signs until this time.'),
  created_at: timestamp('When it was registered.'),
  updated_at: timestamp('When it last changed.'),
} as const;

const ENDPOINT_REQUIRED = [
  'id',
  'object',
  'url',
  'description',
  'enabled_events',
  'ordered',
  'rate_limit',
  'status',
  'disabled_reason',
  'failing_since',
  'warning',
  'previous_secret_expires_at',
  'created_at',
  'updated_at',
] as const;

const EXAMPLE_ENDPOINT = {
  id: 'we_01HZY4M2N3',
  object: 'webhook_endpoint',
  url: 'https://fleet.example.net/pdn/webhooks',
  description: 'Dispatch system',
  enabled_events: ['*'],
  ordered: true,
  rate_limit: null,
  status: 'enabled',
  disabled_reason: null,
  failing_since: null,
  warning: null,
  previous_secret_expires_at: null,
  created_at: '2026-11-22T09:00:00.000Z',
  updated_at: '2026-11-22T09:00:00.000Z',
} as const;

export const WebhookEndpointSchema = {
  $id: 'WebhookEndpoint',
  title: 'WebhookEndpoint',
  description: 'A URL that receives your events, signed with its secret.',
  type: 'object',
  required: ENDPOINT_REQUIRED,
  properties: endpointProperties,
  examples: [EXAMPLE_ENDPOINT],
} as const;

/** What create and rotate answer: the endpoint and its signing secret, shown only there. */
export const WebhookEndpointWithSecretSchema = {
  $id: 'WebhookEndpointWithSecret',
  title: 'WebhookEndpointWithSecret',
  description: 'A webhook endpoint with its signing `secret`: the answer to create and to rotate, and only those.',
  type: 'object',
  required: [...ENDPOINT_REQUIRED, 'secret'],
  properties: {
    ...endpointProperties,
    secret: { type: 'string', description: 'The signing secret (`whsec_…`), for any Standard Webhooks library: shown only in this response.' },
  },
  examples: [{ ...EXAMPLE_ENDPOINT, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }],
} as const;

const EnabledEventsSchema = {
  type: 'array',
  minItems: 1,
  maxItems: EVENT_TYPES.length + 1,
  uniqueItems: true,
  items: { type: 'string', enum: [...EVENT_TYPES, '*'], description: 'An event type, or `*` for all.' },
  description: 'Event types to receive; `["*"]` receives all.',
} as const;

const EndpointUrlSchema = {
  type: 'string',
  minLength: 1,
  maxLength: MAX_WEBHOOK_URL_LENGTH,
  description: 'An http(s) URL, or a broker URL (`amqp(s)://user:pass@host:port/vhost?exchange=NAME`, `nats://host:port?subject=PREFIX`, `redis(s)://[:pass@]host:port[/db]?stream=KEY`), on the public internet; private, loopback and link-local targets are refused.',
} as const;

const DescriptionSchema = { type: ['string', 'null'], maxLength: 500, description: 'Your note about the endpoint (up to 500 characters).' } as const;

const OrderedSchema = {
  type: 'boolean',
  description: 'Send the events of one order one at a time, in order (default true); false sends each as soon as it is due.',
} as const;

/**
 * The most an endpoint's rate limit may be, attempts per second: one worker's attempts to
 * one endpoint go at about this pace anyway (docs/performance.md, "Behind the code"), and finer spacing than a
 * millisecond is more than timers keep. Higher: no limit (null).
 */
export const MAX_RATE_LIMIT = 1000;

const RateLimitSchema = {
  type: ['integer', 'null'],
  minimum: 1,
  maximum: MAX_RATE_LIMIT,
  description: `Attempts per second at most (1 to ${MAX_RATE_LIMIT}), retries included: no window of one second holds more starts. null (the default): no limit.`,
} as const;

/** What a partner sets on an endpoint, at create and update alike. */
const settingsProperties = { url: EndpointUrlSchema, enabled_events: EnabledEventsSchema, description: DescriptionSchema, ordered: OrderedSchema, rate_limit: RateLimitSchema } as const;

export const CreateEndpointBodySchema = {
  type: 'object',
  required: ['url', 'enabled_events'],
  additionalProperties: false,
  properties: settingsProperties,
  examples: [{ url: 'https://fleet.example.net/pdn/webhooks', enabled_events: ['*'], description: 'Dispatch system' }],
} as const;
export type CreateEndpointInput = FromSchema<typeof CreateEndpointBodySchema>;

export const UpdateEndpointBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    ...settingsProperties,
    status: { type: 'string', enum: ENDPOINT_STATUSES, description: '`disabled` stops deliveries; `enabled` starts them again.' },
  },
  examples: [{ enabled_events: ['order.assigned', 'order.delivered'] }, { status: 'disabled' }, { rate_limit: 5 }],
} as const;
export type UpdateEndpointInput = FromSchema<typeof UpdateEndpointBodySchema>;

declare module '../http/types.js' {
  interface SharedSchemas {
    WebhookEndpoint: typeof WebhookEndpointSchema;
    WebhookEndpointWithSecret: typeof WebhookEndpointWithSecretSchema;
  }
}
