import { EVENT_TYPES } from '../events/events.outbox.js';
import { MAX_WEBHOOK_URL_LENGTH } from './webhooks.url-safety.js';

export const ENDPOINT_STATUSES = ['enabled', 'disabled'] as const;

export const WebhookEndpointSchema = {
  $id: 'WebhookEndpoint',
  title: 'WebhookEndpoint',
  type: 'object',
  required: [
    'id',
    'object',
    'url',
    'description',
    'enabled_events',
    'status',
    'disabled_reason',
    'failing_since',
    'warning',
    'previous_secret_expires_at',
    'created_at',
    'updated_at',
  ],
  properties: {
    id: { type: 'string', description: 'Starts with `we_`.' },
    object: { type: 'string', const: 'webhook_endpoint' },
    url: { type: 'string' },
    description: { type: ['string', 'null'] },
    enabled_events: { type: 'array', items: { type: 'string' } },
    status: { type: 'string', enum: ENDPOINT_STATUSES },
    disabled_reason: { type: ['string', 'null'], description: 'Why we disabled it (410 Gone, failing for days, or you).' },
    failing_since: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'Every delivery since this time has failed (null once one succeeds). Failing for `PDN_WEBHOOK_DISABLE_AFTER` (5 days) disables the endpoint.',
    },
    warning: {
      type: ['string', 'null'],
      description: 'Set once the endpoint has failed for a day while still enabled: when it will be disabled unless a delivery succeeds.',
    },
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
