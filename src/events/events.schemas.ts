import { EVENT_TYPES } from './events.outbox.js';

export const EventSchema = {
  $id: 'Event',
  title: 'Event',
  description: 'The envelope every webhook carries (plus `object`).',
  type: 'object',
  required: ['id', 'object', 'type', 'created', 'data'],
  properties: {
    id: { type: 'string', description: 'Starts with `evt_`; the `webhook-id` header of its deliveries.' },
    object: { type: 'string', const: 'event' },
    type: { type: 'string', enum: EVENT_TYPES },
    created: { type: 'string', format: 'date-time' },
    data: { type: 'object', additionalProperties: true },
  },
} as const;

const AttemptSchema = {
  type: 'object',
  required: ['id', 'object', 'attempted_at', 'status_code', 'latency_ms', 'error', 'response_body'],
  properties: {
    id: { type: 'string' },
    object: { type: 'string', const: 'webhook_attempt' },
    attempted_at: { type: 'string', format: 'date-time' },
    status_code: { type: ['integer', 'null'] },
    latency_ms: { type: 'integer' },
    error: { type: ['string', 'null'] },
    response_body: { type: ['string', 'null'], description: 'The first 4 KB of what your endpoint answered.' },
  },
} as const;

const DeliverySchema = {
  type: 'object',
  required: ['id', 'object', 'event_id', 'endpoint_id', 'status', 'attempt_count', 'next_attempt_at', 'last_status_code', 'last_error', 'created_at', 'updated_at', 'attempts'],
  properties: {
    id: { type: 'string' },
    object: { type: 'string', const: 'webhook_delivery' },
    event_id: { type: 'string' },
    endpoint_id: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'succeeded', 'failed'] },
    attempt_count: { type: 'integer' },
    next_attempt_at: { type: ['string', 'null'], format: 'date-time' },
    last_status_code: { type: ['integer', 'null'] },
    last_error: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    attempts: { type: 'array', items: AttemptSchema },
  },
} as const;

/** One event as `GET /v1/events/{id}` shows it: the envelope and its deliveries. */
export const EventDetailSchema = {
  type: 'object',
  required: [...EventSchema.required, 'deliveries'],
  properties: { ...EventSchema.properties, deliveries: { type: 'array', items: DeliverySchema } },
} as const;
