import { orderTimeline } from '../events/events.timeline.js';
import { idParam, problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { DELIVERY_STATUSES } from '../store/schema.js';

const attempt = {
  type: 'object',
  description: 'One attempt to deliver the event to the endpoint.',
  required: ['attempted_at', 'status_code', 'latency_ms', 'error'],
  properties: {
    attempted_at: { type: 'string', format: 'date-time', description: 'When the attempt started.' },
    status_code: { type: ['integer', 'null'], description: 'The HTTP status the endpoint answered; null when it did not answer (timeout, connection error).' },
    latency_ms: { type: 'integer', description: 'How long it took, in milliseconds.' },
    error: { type: ['string', 'null'], description: 'What went wrong when there was no answer.' },
  },
} as const;

const delivery = {
  type: 'object',
  description: "The event's delivery to one endpoint.",
  required: ['id', 'endpoint_id', 'url', 'status', 'attempt_count', 'next_attempt_at', 'attempts'],
  properties: {
    id: { type: 'string', description: 'The delivery; starts with `dlv_`.' },
    endpoint_id: { type: 'string', description: "The endpoint (the network's or the recipient partner's); starts with `we_`." },
    url: { type: 'string', description: "The endpoint's URL." },
    status: { type: 'string', enum: DELIVERY_STATUSES, description: '`pending` (still to be sent or retried), `succeeded` (acknowledged with a 2xx) or `failed` (for good).' },
    attempt_count: { type: 'integer', minimum: 0, description: 'Attempts made.' },
    next_attempt_at: { type: ['string', 'null'], format: 'date-time', description: 'When it is tried next; null once done or while being sent.' },
    attempts: { type: 'array', items: attempt, description: 'Each attempt, oldest first.' },
  },
} as const;

const TimelineSchema = {
  description: 'The order and its events, oldest first.',
  type: 'object',
  required: ['object', 'order', 'events', 'has_more'],
  properties: {
    object: { type: 'string', const: 'order_timeline', description: 'Always `order_timeline`.' },
    order: { $ref: 'AdminOrder#' },
    events: {
      type: 'array',
      description: "Each change of the order, oldest first: the network's event, then each partner's copy of it, each with its deliveries.",
      items: {
        type: 'object',
        description: "One recipient's copy of a change: the network's, or a partner's.",
        required: ['id', 'type', 'created', 'recipient', 'deliveries'],
        properties: {
          id: { type: 'string', description: 'The event; starts with `evt_`.' },
          type: { type: 'string', description: 'The event type, e.g. `order.assigned`.' },
          created: { type: 'string', format: 'date-time', description: 'When it happened.' },
          recipient: { type: 'string', description: '`network`, or the partner (`ptn_…`) this copy was for.' },
          deliveries: { type: 'array', items: delivery, description: 'Its deliveries to the recipient\'s endpoints that wanted it; empty when none did.' },
        },
      },
    },
    has_more: { type: 'boolean', description: 'True when the order has more changes than shown (the first 100 are).' },
  },
} as const;

const route: RouteModule = (app) =>
  app.get(
    '/v1/admin/orders/:order_id/timeline',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'getOrderTimeline',
        tags: ['admin'],
        summary: "An order's timeline: its events and what was delivered",
        description:
          "Every change of a live order, oldest first, as the network's event and each partner's copy, with each delivery to the network's endpoints and the partner's, attempt by attempt (status, latency, error). What the network console shows for an order.",
        params: idParam('order_id', 'ord'),
        response: { 200: TimelineSchema, ...problems('order_not_found') },
      },
    },
    (request) => orderTimeline(app.pdn, request.params.order_id),
  );
export default route;
