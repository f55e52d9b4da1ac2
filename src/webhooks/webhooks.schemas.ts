import { EVENT_TYPES } from '../events/events.outbox.js';
import { MAX_WEBHOOK_URL_LENGTH } from './webhooks.url-safety.js';

export const ENDPOINT_STATUSES = ['enabled', 'disabled'] as const;

export const WebhookEndpointSchema = {
  $id: 'WebhookEndpoint',
  title: 'WebhookEndpoint',
  type: 'object',
  required: ['id', 'object', 'url', 'description', 'enabled_events', 'ordered', 'status', 'disabled_reason', 'previous_secret_expires_at', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'string', description: 'Starts with `we_`.' },
    object: { type: 'string', const: 'webhook_endpoint' },
    url: { type: 'string' },
    description: { type: ['string', 'null'] },
    enabled_events: { type: 'array', items: { type: 'string' } },
    ordered: {
      type: 'boolean',
      description: "true: one order's events are sent one at a time, in the order they happened; false: each as soon as it is due.",
    },
    status: { type: 'string', enum: ENDPOINT_STATUSES },
    disabled_reason: { type: ['string', 'null'], description: 'Why we disabled it (410 Gone, failing for days, or you).' },
    previous_secret_expires_at: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'After a rotation the old secret also signs until this time.',
    },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    secret: {
      type: 'string',
      description: 'The signing secret (`whsec_…`): only in the responses that create or rotate it.',
    },
  },
} as const;

export const EnabledEventsSchema = {
  type: 'array',
  minItems: 1,
  maxItems: EVENT_TYPES.length + 1,
  uniqueItems: true,
  items: { type: 'string', enum: [...EVENT_TYPES, '*'] },
  description: 'Event types to receive; `["*"]` receives all.',
} as const;

export const EndpointUrlSchema = {
  type: 'string',
  minLength: 1,
  maxLength: MAX_WEBHOOK_URL_LENGTH,
  description: 'http(s) URL on the public internet; private, loopback and link-local targets are refused.',
} as const;

export const DescriptionSchema = { type: ['string', 'null'], maxLength: 500 } as const;

export const OrderedSchema = {
  type: 'boolean',
  description: "Send one order's events one at a time, in the order they happened (default true); false sends each event as soon as it is due.",
} as const;
