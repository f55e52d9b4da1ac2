import { SettlementSchema } from '../settlements/settlements.schemas.js';
import { nullableTimestamp, timestamp } from '../shared/schemas.js';
import { AdminOrderSchema, ASSIGNERS, DeliveryProofSchema, OrderSchema, lateFields, lateProperties, RELEASERS, REPORTERS } from '../orders/orders.schemas.js';
import { EVENT_TYPES, type EventType } from '../outbox/outbox.js';
import { DELIVERY_STATUSES } from '../store/schema.js';
import { WebhookEndpointSchema } from '../webhooks/webhooks.schemas.js';
import { EXAMPLE_ZONE_PRESSURE, ZONE_PRESSURE_REQUIRED, zonePressureProperties } from '../pressure/pressure.schemas.js';

/** The order as retrieve shows it: the example every order event's data starts from. */
const EXAMPLE_ORDER = OrderSchema.examples[0];

const EXAMPLE_DATA: Record<EventType, object> = {
  'order.created': { ...EXAMPLE_ORDER, status: 'unassigned', rider_id: null, updated_at: EXAMPLE_ORDER.created_at, assigned_at: null, version: 1 },
  'order.assigned': { ...EXAMPLE_ORDER, assigned_by: 'partner', previous_rider_id: 'rdr_01HZY2QW7K', reassignment_reason: 'bike puncture' },
  'order.picked_up': {
    ...EXAMPLE_ORDER,
    status: 'picked_up',
    updated_at: '2026-11-22T09:45:00.000Z',
    picked_up_at: '2026-11-22T09:45:00.000Z',
    version: 3,
    reported_by: 'partner',
  },
  'order.delivered': {
    ...EXAMPLE_ORDER,
    status: 'delivered',
    updated_at: '2026-11-22T10:02:00.000Z',
    picked_up_at: '2026-11-22T09:45:00.000Z',
    delivered_at: '2026-11-22T10:02:00.000Z',
    payout: { currency: 'EUR', amount: 4.5 },
    version: 4,
    reported_by: 'partner',
    proof: DeliveryProofSchema.examples[0],
  },
  'order.cancelled': {
    ...EXAMPLE_ORDER,
    status: 'cancelled',
    rider_id: null,
    assigned_at: null,
    cancellation_reason: 'customer cancelled',
    updated_at: '2026-11-22T09:40:00.000Z',
    cancelled_at: '2026-11-22T09:40:00.000Z',
  },
  'order.released': {
    ...EXAMPLE_ORDER,
    status: 'unassigned',
    rider_id: null,
    assigned_at: null,
    updated_at: '2026-11-22T09:41:00.000Z',
    version: 3,
    released_by: 'network',
    release_reason: 'rider did not show up',
  },
  'order.escalated': {
    ...EXAMPLE_ORDER,
    status: 'unassigned',
    rider_id: null,
    assigned_at: null,
    updated_at: '2026-11-22T09:35:00.100Z',
    payout_estimate: { currency: 'EUR', amount: 5.5 },
    accept_by: '2026-11-22T09:37:00.100Z',
    escalation_step: 1,
    offered_zones: ['old-town', 'harbour'],
  },
  'order.offered': {
    ...EXAMPLE_ORDER,
    status: 'unassigned',
    rider_id: null,
    assigned_at: null,
    updated_at: '2026-11-22T09:50:00.000Z',
    version: 5,
    payout_estimate: { currency: 'EUR', amount: 6 },
    accept_by: '2026-11-22T10:00:00.000Z',
    escalation_step: 1,
    offered_zones: ['old-town', 'harbour'],
  },
  'order.expired': {
    ...EXAMPLE_ORDER,
    status: 'unassigned',
    rider_id: null,
    assigned_at: null,
    updated_at: '2026-11-22T09:37:00.100Z',
    version: 3,
    accept_by: null,
    escalation_step: 1,
    offered_zones: ['old-town', 'harbour'],
  },
  'order.late': {
    ...EXAMPLE_ORDER,
    version: 3,
    updated_at: '2026-11-22T09:42:00.400Z',
    pickup_by: '2026-11-22T09:42:00.000Z',
    deliver_by: '2026-11-22T10:15:00.000Z',
    late: 'pickup',
  },
  'settlement.paid': SettlementSchema.examples[0],
  'webhook_endpoint.disabled': {
    ...WebhookEndpointSchema.examples[0],
    status: 'disabled',
    disabled_reason: 'the endpoint answered 410 Gone',
    updated_at: '2026-11-22T09:31:12.000Z',
    reason: 'the endpoint answered 410 Gone',
  },
  'zone.pressure_changed': { ...EXAMPLE_ZONE_PRESSURE, previous_level: 'calm' },
};

// Spelled out rather than `allOf` over Order: a generated client gets one plain type per
// event, and strict example checkers do not trip over the composition. Still declared once.
const orderData = <P extends object = Record<never, never>>(description: string, extra: { required?: readonly string[]; properties?: P } = {}) =>
  ({
    description,
    type: 'object',
    required: [...OrderSchema.required, ...(extra.required ?? [])],
    properties: { ...OrderSchema.properties, ...((extra.properties ?? {}) as P) },
  }) as const;

const reportedBy = {
  type: 'string',
  enum: REPORTERS,
  description: '`partner` when you reported the move (`POST /v1/orders/{order_id}/pickup` or `/deliver`), `network` when the network did.',
} as const;

/** Each event type's `data`: the order after the change (with extras), or the settlement. */
const DATA_SCHEMAS = {
  'order.created': orderData('The new order, unassigned.'),
  'order.assigned': orderData('The order as assigned, and who assigned it. After a reassign it also says who held it before, and why it moved.', {
    required: ['assigned_by'],
    properties: {
      assigned_by: {
        type: 'string',
        enum: ASSIGNERS,
        description:
          '`auto` when auto-dispatch accepted it for you (your dispatch policy), `partner` when you did (`POST /v1/orders/{order_id}/accept` or `/reassign`), `network` when the network did (a sandbox order with `auto_advance`).',
      },
      previous_rider_id: { type: 'string', description: 'Only after a reassign: the rider who held the order before.' },
      reassignment_reason: { type: ['string', 'null'], description: 'Only after a reassign: the reason sent with it, if any.' },
    },
  }),
  'order.picked_up': orderData('The order, picked up, and who reported it.', { required: ['reported_by'], properties: { reported_by: reportedBy } }),
  'order.delivered': orderData('The order, delivered, with when and what it pays, who reported it and with what proof.', {
    required: ['payout', 'reported_by', 'proof'],
    properties: {
      reported_by: reportedBy,
      proof: {
        type: ['object', 'null'],
        additionalProperties: DeliveryProofSchema.additionalProperties,
        properties: DeliveryProofSchema.properties,
        description: 'The proof of delivery the partner reported with it (`POST /v1/orders/{order_id}/deliver`); `null` when none was sent, and for deliveries the network reported.',
      },
      delivered_at: timestamp('When the order was delivered (ISO 8601 UTC).'),
      payout: {
        type: 'object',
        description: 'What the partner is paid for it.',
        required: ['currency', 'amount'],
        properties: { currency: { type: 'string', description: 'ISO 4217 currency code.' }, amount: { type: 'number', description: 'In major units.' } },
      },
    },
  }),
  'order.cancelled': orderData('The order, cancelled.'),
  'order.released': orderData('The order back in the pool (unassigned, no rider), who released it and why.', {
    required: ['released_by', 'release_reason'],
    properties: {
      released_by: {
        type: 'string',
        enum: RELEASERS,
        description: '`network` when the network took the job back (`POST /v1/admin/orders/{order_id}/release`), `suspension` when it suspended the partner that held it.',
      },
      release_reason: { type: ['string', 'null'], description: 'The reason the network gave, if any.' },
    },
  }),
  'order.escalated': orderData(
    'The job after an escalation step: its deadline passed unaccepted, so the next step of the network\'s ladder applied (`escalation_step` +1, a new `accept_by`, the payout raised and zones added as the step says).',
  ),
  'order.offered': orderData(
    'The job as the network offered it again (`POST /v1/admin/orders/{order_id}/offer`): a new `accept_by`, and perhaps a new payout or more `offered_zones`. You get it when you may now see and accept the job.',
  ),
  'order.expired': orderData('The job when its ladder ran out: still unassigned (it may still be accepted), `accept_by` null.'),
  'order.late': orderData('The taken job when it became late: `late` says which deadline passed (`pickup_by` or `deliver_by`).', {
    required: lateFields,
    properties: lateProperties,
  }),
  'settlement.paid': { description: 'The settlement paid.', type: 'object', required: SettlementSchema.required, properties: SettlementSchema.properties },
  'webhook_endpoint.disabled': {
    description: 'The endpoint as it is now, disabled (never its secret), and why.',
    type: 'object',
    required: [...WebhookEndpointSchema.required, 'reason'],
    properties: {
      ...WebhookEndpointSchema.properties,
      reason: { type: 'string', description: 'Why we disabled it: it answered 410 Gone, or every delivery failed for the disable period. Fix it, then enable it again (`PATCH` `status: enabled`) and recover what failed.' },
    },
  },
  'zone.pressure_changed': {
    description: 'The zone\'s pressure as `GET /v1/fleet/pressure` shows it, with the new level (held for `PDN_PRESSURE_HOLD`) and the one announced before.',
    type: 'object',
    required: [...ZONE_PRESSURE_REQUIRED, 'previous_level'],
    properties: { ...zonePressureProperties, previous_level: { ...zonePressureProperties.level, description: 'The level announced before this change.' } },
  },
} as const;

const NAMES: Record<EventType, string> = {
  'order.created': 'OrderCreatedEvent',
  'order.assigned': 'OrderAssignedEvent',
  'order.picked_up': 'OrderPickedUpEvent',
  'order.delivered': 'OrderDeliveredEvent',
  'order.cancelled': 'OrderCancelledEvent',
  'order.released': 'OrderReleasedEvent',
  'order.escalated': 'OrderEscalatedEvent',
  'order.offered': 'OrderOfferedEvent',
  'order.expired': 'OrderExpiredEvent',
  'order.late': 'OrderLateEvent',
  'settlement.paid': 'SettlementPaidEvent',
  'webhook_endpoint.disabled': 'WebhookEndpointDisabledEvent',
  'zone.pressure_changed': 'ZonePressureChangedEvent',
};

const SUMMARIES: Record<EventType, string> = {
  'order.created': 'A new job in one of your territories (or a job you can see) was created',
  'order.assigned': 'An order was assigned to one of your riders (accepted, or reassigned)',
  'order.picked_up': 'Your rider picked the order up',
  'order.delivered': 'Your rider delivered the order',
  'order.cancelled': 'An order you could see or held was cancelled',
  'order.released': 'The network took a job back from the partner holding it (before pickup): it is unassigned again, offered to the partners covering its zone; sent to them and to the partner that held it',
  'order.escalated': 'A job nobody accepted in time escalated (a new deadline, maybe a higher payout or more zones); you get it when you can see the job after the step',
  'order.offered': 'The network offered an open job again (a new deadline, maybe a new payout, more zones or only named partners); you get it when you may now see and accept it',
  'order.expired': 'A job ran out of escalation steps and is still open (sent to the network only)',
  'order.late': 'A job one of your riders holds is late: not picked up by its `pickup_by`, or picked up and not delivered by its `deliver_by` (once per kind per job; to the network too)',
  'settlement.paid': 'Your delivered orders were paid',
  'webhook_endpoint.disabled': 'We disabled one of your webhook endpoints (it answered 410 Gone, or failed for the disable period); it is sent to your other endpoints',
  'zone.pressure_changed': 'The pressure level of a zone you cover changed and held for `PDN_PRESSURE_HOLD` (sent to every partner covering the zone and to the network)',
};

const envelopeProperties = {
  id: { type: 'string', description: 'Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it.' },
  created: timestamp('When the change happened (ISO 8601 UTC).'),
} as const;

const exampleEvent = (type: EventType) => ({ id: 'evt_01HZY5P6Q7', type, created: '2026-11-22T09:31:12.000Z', data: EXAMPLE_DATA[type] });

/** The envelope of one event type, with any fields the API adds (`object`, `deliveries`). */
function envelope<T extends EventType, P extends object = Record<never, never>>(type: T, extra: { required?: readonly string[]; properties?: P } = {}) {
  return {
    description: `\`${type}\`: ${SUMMARIES[type]}.`,
    type: 'object',
    required: ['id', 'type', 'created', 'data', ...(extra.required ?? [])],
    properties: {
      ...envelopeProperties,
      type: { type: 'string', const: type, description: 'The event type.' },
      data: DATA_SCHEMAS[type],
      ...((extra.properties ?? {}) as P),
    },
  } as const;
}

function eventSchema<T extends EventType>(type: T) {
  return { $id: NAMES[type], title: NAMES[type], ...envelope(type), examples: [exampleEvent(type)] } as const;
}

/** The webhook payloads, one per event type: exactly the body POSTed to your endpoints. */
export const EVENT_SCHEMAS = EVENT_TYPES.map((type) => ({ type, name: NAMES[type], summary: SUMMARIES[type], schema: eventSchema(type) }));

/**
 * The network's events: the same envelope and types, with an order event's `data` the order as
 * the admin API shows it (with `partner_id` and `reference`).
 */
const ADMIN_FIELDS = ['partner_id', 'reference', 'excluded_partner_ids', 'offered_partner_ids'] as const;
const adminProperties = Object.fromEntries(ADMIN_FIELDS.map((field) => [field, AdminOrderSchema.properties[field]]));

/** What only the network's copy of `order.released` says: whose job it was (partners are not told each other's). */
const releasedFrom = {
  released_from: {
    type: 'object',
    description: 'The partner and rider that held the job until this release. `GET /v1/admin/events?partner_id=` finds the release by this partner.',
    required: ['partner_id', 'rider_id'],
    properties: {
      partner_id: { type: 'string', description: 'The partner that held it.' },
      rider_id: { type: 'string', description: 'Its rider that held it.' },
    },
  },
} as const;

const networkData = (type: EventType) => {
  const data = DATA_SCHEMAS[type];
  if (!type.startsWith('order.')) return data;
  const released = type === 'order.released';
  return {
    ...data,
    description: `${data.description} As the admin API shows it: with \`partner_id\`, \`reference\` and the network's steering${released ? ', and `released_from`' : ''} (and, in events written since late jobs were tracked, \`pickup_by\`, \`deliver_by\` and \`late\`).`,
    required: [...data.required, ...ADMIN_FIELDS, ...(released ? ['released_from'] : [])],
    properties: { ...data.properties, ...adminProperties, ...lateProperties, ...(released ? releasedFrom : {}) },
  };
};

const objectField = { object: { type: 'string', const: 'event', description: 'Always `event` (in API responses; not in webhook bodies).' } } as const;

/** An event as the API lists it: the webhook envelope plus `object`. */
export const ListedEventSchema = {
  $id: 'ListedEvent',
  title: 'ListedEvent',
  description: 'An event as the API shows it: the envelope delivered by webhook, plus `object`.',
  oneOf: EVENT_TYPES.map((type) => envelope(type, { required: ['object'], properties: objectField })),
  examples: [{ object: 'event', ...exampleEvent('order.delivered') }],
} as const;

/** A network event as `GET /v1/admin/events` lists it. */
export const NetworkEventSchema = {
  $id: 'NetworkEvent',
  title: 'NetworkEvent',
  description: "One of the network's events, as the admin API lists it and the network's endpoints receive it (without `object`): an order event's `data` is the admin order, with `partner_id` and `reference`.",
  oneOf: EVENT_TYPES.map((type) => ({
    description: `\`${type}\`: ${SUMMARIES[type]}.`,
    type: 'object',
    required: ['id', 'object', 'type', 'created', 'data'],
    properties: { ...envelopeProperties, ...objectField, type: { type: 'string', const: type, description: 'The event type.' }, data: networkData(type) },
  })),
  examples: [
    {
      object: 'event',
      ...exampleEvent('order.assigned'),
      data: { ...EXAMPLE_DATA['order.assigned'], partner_id: 'ptn_01HZY1A2B3', reference: 'NET-2026-000123', excluded_partner_ids: [], offered_partner_ids: null },
    },
  ],
} as const;

const AttemptSchema = {
  type: 'object',
  description: 'One try at delivering the event.',
  required: ['id', 'object', 'attempted_at', 'status_code', 'latency_ms', 'error', 'response_body'],
  properties: {
    id: { type: 'string', description: 'Attempt identifier.' },
    object: { type: 'string', const: 'webhook_attempt', description: 'Always `webhook_attempt`.' },
    attempted_at: timestamp('When the request was sent.'),
    status_code: { type: ['integer', 'null'], description: 'The HTTP status your endpoint answered; null if it did not answer, and for a broker destination (docs/destinations.md).' },
    latency_ms: { type: 'integer', description: 'Milliseconds until the answer (or the failure).' },
    error: { type: ['string', 'null'], description: 'Why it failed, when it did. A broker destination\'s begins with the broker\'s answer: `returned`, `nacked`, `no stream`, `timeout`, `connection refused`, `authentication failed`.' },
    response_body: { type: ['string', 'null'], description: 'The first 4 KB of what your endpoint answered; for a broker destination, its acknowledgement (publisher confirm, PubAck, stream entry id).' },
  },
} as const;

const DeliverySchema = {
  type: 'object',
  description: 'The event on its way to one endpoint.',
  required: ['id', 'object', 'event_id', 'endpoint_id', 'status', 'attempt_count', 'next_attempt_at', 'last_status_code', 'last_error', 'created_at', 'updated_at', 'attempts'],
  properties: {
    id: { type: 'string', description: 'Delivery identifier; starts with `dlv_`.' },
    object: { type: 'string', const: 'webhook_delivery', description: 'Always `webhook_delivery`.' },
    event_id: { type: 'string', description: 'The event delivered.' },
    endpoint_id: { type: 'string', description: 'The endpoint it goes to.' },
    status: { type: 'string', enum: DELIVERY_STATUSES, description: '`pending` (will be tried), `succeeded` or `failed` (for good).' },
    attempt_count: { type: 'integer', description: 'Tries so far.' },
    next_attempt_at: nullableTimestamp('When it is tried next, while pending.'),
    last_status_code: { type: ['integer', 'null'], description: 'The status of the last try, if it got an answer.' },
    last_error: { type: ['string', 'null'], description: 'Why the last try failed, if it did.' },
    created_at: timestamp('When the delivery was queued.'),
    updated_at: timestamp('When it last changed.'),
    attempts: { type: 'array', items: AttemptSchema, description: 'Every try, oldest first.' },
  },
} as const;

/** One event as `GET /v1/events/{id}` shows it: the envelope and its deliveries. */
export const EventDetailSchema = {
  description: 'The event and every delivery of it, with their attempts.',
  oneOf: EVENT_TYPES.map((type) =>
    envelope(type, {
      required: ['object', 'deliveries'],
      properties: { ...objectField, deliveries: { type: 'array', items: DeliverySchema, description: 'One per endpoint it was sent to (replays add more).' } },
    }),
  ),
  examples: [
    {
      ...ListedEventSchema.examples[0],
      deliveries: [
        {
          id: 'dlv_01HZY5R8S9',
          object: 'webhook_delivery',
          event_id: 'evt_01HZY5P6Q7',
          endpoint_id: 'we_01HZY4M2N3',
          status: 'succeeded',
          attempt_count: 1,
          next_attempt_at: null,
          last_status_code: 200,
          last_error: null,
          created_at: '2026-11-22T09:31:12.000Z',
          updated_at: '2026-11-22T09:31:12.080Z',
          attempts: [
            {
              id: 'att_01HZY5T1U2',
              object: 'webhook_attempt',
              attempted_at: '2026-11-22T09:31:12.010Z',
              status_code: 200,
              latency_ms: 70,
              error: null,
              response_body: 'ok',
            },
          ],
        },
      ],
    },
  ],
} as const;
