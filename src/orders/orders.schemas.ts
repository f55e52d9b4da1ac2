import type { FromSchema } from 'json-schema-to-ts';
import { durationSchema, GeoPointSchema, MAX_DELIVERY_WINDOW, MAX_OFFER_WINDOW, MoneySchema, nullableTimestamp, timestamp, ZoneSchema, type Exact } from '../shared/schemas.js';
import { LATE_KINDS, ORDER_STATUSES } from '../store/schema.js';

const pickup = {
  type: 'object',
  description: 'Where the rider collects the food.',
  required: ['creator', 'eta_mins'],
  properties: {
    creator: { type: 'string', description: 'Name of the food creator (restaurant, kitchen).' },
    eta_mins: { type: 'integer', description: 'Minutes until the food is ready for pickup.' },
  },
} as const;

const dropoff = {
  type: 'object',
  description: 'Where the food goes.',
  required: ['area'],
  properties: { area: { type: 'string', description: 'Delivery area label.' } },
} as const;

// Retrieve, lists and events show where the pickup and drop-off are (null when the network did
// not say); the accept response keeps exactly the contract's fields, without them.
const location = { ...GeoPointSchema, type: ['object', 'null'], description: 'Where it is (WGS 84 degrees), or null if the network did not say.' } as const;
const locatedPickup = { ...pickup, required: [...pickup.required, 'location'], properties: { ...pickup.properties, location } } as const;
const locatedDropoff = { ...dropoff, required: [...dropoff.required, 'location'], properties: { ...dropoff.properties, location } } as const;

const payoutEstimate = {
  type: 'object',
  description: 'What the partner is paid for delivering the order.',
  required: ['currency', 'amount'],
  properties: {
    currency: { type: 'string', description: 'ISO 4217 currency code.' },
    amount: { type: 'number', description: 'In major units, e.g. 4.5.' },
  },
} as const;

const summaryProperties = {
  order_id: { type: 'string', description: 'Order identifier; starts with `ord_`.' },
  status: { type: 'string', enum: ORDER_STATUSES, description: 'Where the order is in its life.' },
  rider_id: { type: ['string', 'null'], description: 'The rider holding the order; null while unassigned.' },
  pickup,
  dropoff,
  payout_estimate: payoutEstimate,
} as const;
const summaryFields = ['order_id', 'status', 'rider_id', 'pickup', 'dropoff', 'payout_estimate'] as const satisfies ReadonlyArray<keyof typeof summaryProperties>;

const EXAMPLE_ORDER_SUMMARY = {
  order_id: 'ord_01HZY3K8V1',
  status: 'assigned',
  rider_id: 'rdr_01HZY2QW7M',
  pickup: { creator: 'Mama Kitchen', eta_mins: 12 },
  dropoff: { area: 'Riverside' },
  payout_estimate: { currency: 'EUR', amount: 4.5 },
} as const;

/** Exactly the contract's Order shape: what accept returns, with `status` always `assigned`. */
export const AcceptedOrderSchema = {
  $id: 'AcceptedOrder',
  title: 'AcceptedOrder',
  description: "The contract's Order shape, as accept returns it: the order with the rider that took it.",
  type: 'object',
  required: summaryFields,
  properties: {
    ...summaryProperties,
    status: { type: 'string', const: 'assigned', description: 'Always `assigned` after an accept.' },
    rider_id: { type: 'string', description: 'The rider the order is assigned to: the one sent.' },
  },
  examples: [EXAMPLE_ORDER_SUMMARY],
} as const;
/** What accept answers: the contract's shape, which after an accept is always assigned to a rider. */
export type AcceptedOrder = Exact<FromSchema<typeof AcceptedOrderSchema>>;

// Offers (docs/decisions.md, "The escalation ladder and its races"): the open job's deadline and
// where it is offered, on every view of an order.
const offerProperties = {
  accept_by: nullableTimestamp(
    'Until when the job is offered as it is (ISO 8601 UTC). When it passes and the job is still unassigned, the next step of the network\'s escalation ladder applies (`order.escalated`: a new `accept_by`, perhaps a higher payout, more zones); `null` once no step is left (the job stays open: it may still be accepted). Kept as it was once the job is taken.',
  ),
  escalation_step: { type: 'integer', minimum: 0, description: 'How many escalation steps the job has been through: 0 at creation.' },
  offered_zones: {
    type: 'array',
    items: { type: 'string', description: 'A zone.' },
    minItems: 1,
    description: 'The zones the job is offered in: its `zone` first, then the zones escalation added. Partners covering any of them see the job and may accept it.',
  },
} as const;
const offerFields = ['accept_by', 'escalation_step', 'offered_zones'] as const satisfies ReadonlyArray<keyof typeof offerProperties>;

export const OrderSchema = {
  $id: 'Order',
  title: 'Order',
  description: 'A delivery job, as retrieve, lists and `order.*` events show it.',
  type: 'object',
  required: [
    ...summaryFields,
    'object',
    'zone',
    'version',
    'cancellation_reason',
    'created_at',
    'updated_at',
    'assigned_at',
    'picked_up_at',
    'delivered_at',
    'cancelled_at',
    ...offerFields,
  ],
  properties: {
    object: { type: 'string', const: 'order', description: 'Always `order`.' },
    ...summaryProperties,
    pickup: locatedPickup,
    dropoff: locatedDropoff,
    zone: { type: 'string', description: 'The zone the order is in.' },
    version: { type: 'integer', minimum: 1, description: '1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen.' },
    cancellation_reason: { type: ['string', 'null'], description: 'Why it was cancelled, if it was and a reason was given.' },
    created_at: timestamp('When the order was created.'),
    updated_at: timestamp('When the order last changed.'),
    assigned_at: nullableTimestamp('When it was (last) assigned to a rider.'),
    picked_up_at: nullableTimestamp('When the rider picked it up.'),
    delivered_at: nullableTimestamp('When it was delivered.'),
    cancelled_at: nullableTimestamp('When it was cancelled.'),
    ...offerProperties,
  },
  examples: [
    {
      object: 'order',
      ...EXAMPLE_ORDER_SUMMARY,
      pickup: { ...EXAMPLE_ORDER_SUMMARY.pickup, location: { lat: 52.3731, lng: 4.8922 } },
      dropoff: { ...EXAMPLE_ORDER_SUMMARY.dropoff, location: null },
      zone: 'old-town',
      cancellation_reason: null,
      created_at: '2026-11-22T09:30:00.000Z',
      updated_at: '2026-11-22T09:31:12.000Z',
      assigned_at: '2026-11-22T09:31:12.000Z',
      picked_up_at: null,
      delivered_at: null,
      cancelled_at: null,
      version: 2,
      accept_by: '2026-11-22T09:35:00.000Z',
      escalation_step: 0,
      offered_zones: ['old-town'],
    },
  ],
} as const;
/** What retrieve, lists and events show: the summary plus where and when. */
export type Order = Exact<FromSchema<typeof OrderSchema>>;

// Late jobs (docs/decisions.md, "Late jobs"): when a taken job should be picked up and delivered,
// and whether it is late now; on the network's views and on `order.late`.
export const lateProperties = {
  pickup_by: nullableTimestamp('When the job should be picked up (creation + `pickup_within`); null for jobs made before late jobs were tracked.'),
  deliver_by: nullableTimestamp('When the job should be delivered (creation + `deliver_within`); null as for `pickup_by`.'),
  late: {
    type: ['string', 'null'],
    enum: [...LATE_KINDS, null],
    description: '`pickup`: assigned and not picked up by `pickup_by`; `delivery`: picked up and not delivered by `deliver_by`; otherwise null.',
  },
} as const;
export const lateFields = ['pickup_by', 'deliver_by', 'late'] as const satisfies ReadonlyArray<keyof typeof lateProperties>;
/** The network's view of an order (the admin API and the network's events): who holds it, and the network's own id for it. */
export const AdminOrderSchema = {
  $id: 'AdminOrder',
  title: 'AdminOrder',
  description: 'A delivery job as the network sees it: the order, the partner holding it and the network\'s own `reference`.',
  type: 'object',
  required: [...OrderSchema.required, 'partner_id', 'reference', 'excluded_partner_ids', 'offered_partner_ids', ...lateFields],
  properties: {
    ...OrderSchema.properties,
    ...lateProperties,
    partner_id: {
      type: ['string', 'null'],
      description: 'The partner the order is assigned to, kept through pickup, delivery and cancellation; null while unassigned (never taken, or released).',
    },
    reference: { type: ['string', 'null'], description: 'The network\'s own id for the order, as given at create; null if none was.' },
    excluded_partner_ids: {
      type: 'array',
      items: { type: 'string', description: 'A partner id.' },
      description: 'The partners a release kept the job from (`exclude`, default true): it is not offered to them, and their accept is refused, until the network offers it to them again (`POST /v1/admin/orders/{order_id}/offer`). Empty: none.',
    },
    offered_partner_ids: {
      type: ['array', 'null'],
      items: { type: 'string', description: 'A partner id.' },
      description: 'The only partners the last re-offer named (`partner_ids`); `null`: every partner covering one of `offered_zones`.',
    },
  },
  examples: [
    {
      ...OrderSchema.examples[0],
      partner_id: 'ptn_01HZY1A2B3',
      reference: 'NET-2026-000123',
      excluded_partner_ids: [],
      offered_partner_ids: null,
      pickup_by: '2026-11-22T09:42:00.000Z',
      deliver_by: '2026-11-22T10:15:00.000Z',
      late: null,
    },
  ],
} as const;
export type AdminOrder = Exact<FromSchema<typeof AdminOrderSchema>>;
export const ORDER_WARNINGS = ['zone_not_covered'] as const;
/** What admin order create answers: the order, and what the network should know about it that is not an error. */
export const CreatedAdminOrderSchema = {
  $id: 'CreatedAdminOrder',
  title: 'CreatedAdminOrder',
  description: 'The new job as the network sees it, with `warnings`: what may keep it from being taken (the job is made all the same).',
  type: 'object',
  required: [...AdminOrderSchema.required, 'warnings'],
  properties: {
    ...AdminOrderSchema.properties,
    warnings: {
      type: 'array',
      description: 'Empty when nothing is amiss. `zone_not_covered`: no active partner covers the zone, so no partner is offered the job (until one does, or escalation adds zones).',
      items: {
        type: 'object',
        description: 'One warning.',
        additionalProperties: false,
        required: ['code', 'message'],
        properties: {
          code: { type: 'string', enum: ORDER_WARNINGS, description: 'A stable code.' },
          message: { type: 'string', description: 'The same, for people.' },
        },
      },
    },
  },
  examples: [
    {
      ...AdminOrderSchema.examples[0],
      partner_id: null,
      status: 'unassigned',
      warnings: [{ code: 'zone_not_covered', message: 'No active partner covers zone "old-town": no partner is offered this job until one does.' }],
    },
  ],
} as const;
export type CreatedAdminOrder = Exact<FromSchema<typeof CreatedAdminOrderSchema>>;
export type OrderWarning = CreatedAdminOrder['warnings'][number];
/** The contract's Order shape: the summary fields of an order (pickup and drop-off without their locations). */
export type OrderSummary = Omit<AcceptedOrder, 'status' | 'rider_id'> & Pick<Order, 'status' | 'rider_id'>;

export const CreateOrderBodySchema = {
  type: 'object',
  description: 'A new delivery job.',
  required: ['zone', 'pickup', 'dropoff', 'payout_estimate'],
  additionalProperties: false,
  properties: {
    zone: ZoneSchema,
    pickup: {
      type: 'object',
      description: 'Where the rider collects the food.',
      required: ['creator', 'eta_mins'],
      additionalProperties: false,
      properties: {
        creator: { type: 'string', minLength: 1, maxLength: 200, description: 'Name of the food creator.' },
        eta_mins: { type: 'integer', minimum: 0, maximum: 1440, description: 'Minutes until the food is ready.' },
        location: { ...GeoPointSchema, description: 'Where the food is collected (optional): riders are suggested by their distance to it.' },
      },
    },
    dropoff: {
      type: 'object',
      description: 'Where the food goes.',
      required: ['area'],
      additionalProperties: false,
      properties: {
        area: { type: 'string', minLength: 1, maxLength: 200, description: 'Delivery area label.' },
        location: { ...GeoPointSchema, description: 'Where the food goes (optional).' },
      },
    },
    payout_estimate: MoneySchema,
    reference: { type: 'string', minLength: 1, maxLength: 200, description: "The network's own id for the order (optional): shown as `reference` on the admin views and in the network's events, and searchable (`GET /v1/admin/orders?reference=`). Partners never see it." },
    accept_within: durationSchema('How long the job is offered before the escalation ladder takes over (`accept_by` = now + this), e.g. `90s`, `5m`. Default: `PDN_OFFER_WINDOW` (5m).', {
      maximum: MAX_OFFER_WINDOW,
      positive: true,
    }),
    pickup_within: durationSchema('When the job should be picked up, from its creation (`pickup_by` = now + this); a job still not picked up then is late (`order.late`, `late: "pickup"`). Default: the pickup\'s `eta_mins`.', {
      maximum: MAX_DELIVERY_WINDOW,
    }),
    deliver_within: durationSchema('When the job should be delivered, from its creation (`deliver_by` = now + this); a job picked up and not delivered then is late (`late: "delivery"`). Default: `PDN_DELIVERY_WINDOW` (45m).', {
      maximum: MAX_DELIVERY_WINDOW,
      positive: true,
    }),
  },
  examples: [
    { zone: 'old-town', pickup: { creator: 'Mama Kitchen', eta_mins: 12 }, dropoff: { area: 'Riverside' }, payout_estimate: { currency: 'EUR', amount: 4.5 } },
    {
      zone: 'old-town',
      pickup: { creator: 'Mama Kitchen', eta_mins: 12, location: { lat: 52.3731, lng: 4.8922 } },
      dropoff: { area: 'Riverside', location: { lat: 52.3667, lng: 4.9041 } },
      payout_estimate: { currency: 'EUR', amount: 4.5 },
    },
  ],
} as const;
export type CreateOrderInput = FromSchema<typeof CreateOrderBodySchema>;

/**
 * What shows an order reached its recipient, as the partner reports it with a delivery; every
 * field optional. Declared once: it validates the deliver body and describes `data.proof` of
 * `order.delivered`.
 */
export const DeliveryProofSchema = {
  type: 'object',
  description: 'Proof of delivery, every field optional. Anything wrong in it is a 422 `invalid_value`.',
  additionalProperties: false,
  properties: {
    location: {
      type: 'object',
      description: 'Where the rider handed the order over (WGS 84 degrees).',
      required: ['lat', 'lng'],
      additionalProperties: false,
      properties: {
        lat: { type: 'number', minimum: -90, maximum: 90, description: 'Latitude, -90 to 90.' },
        lng: { type: 'number', minimum: -180, maximum: 180, description: 'Longitude, -180 to 180.' },
      },
    },
    recipient_name: { type: 'string', minLength: 1, maxLength: 200, description: 'Who took the order.' },
    photo_sha256: {
      type: 'string',
      pattern: '^[0-9a-fA-F]{64}$',
      description: 'SHA-256 of the delivery photo, as 64 hex characters (kept in lower case). The photo itself stays with you.',
    },
  },
  examples: [{ location: { lat: 52.3702, lng: 4.8952 }, recipient_name: 'J. de Vries', photo_sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }],
} as const;
export type DeliveryProof = FromSchema<typeof DeliveryProofSchema>;

/** Who reported a pickup or a delivery: the partner holding the order, or the network. */
/** Who assigned an order (`order.assigned`'s `assigned_by`): auto-dispatch, the partner's accept or reassign, or the network (the sandbox's auto-advance). */
export const ASSIGNERS = ['auto', 'partner', 'network'] as const;
export type Assigner = (typeof ASSIGNERS)[number];
/** Who put a job back in the pool: the network's release, or its suspension of the partner. */
export const RELEASERS = ['network', 'suspension'] as const;
export type Releaser = (typeof RELEASERS)[number];

/** The network's release of an assigned job: the body is optional. */
export const ReleaseOrderBodySchema = {
  type: 'object',
  description: 'Optional: why the job is taken back, and whether the partner it is taken from may take it again.',
  additionalProperties: false,
  properties: {
    reason: { type: 'string', minLength: 1, maxLength: 500, description: 'Why; sent in `order.released` as `release_reason`.' },
    exclude: {
      type: 'boolean',
      default: true,
      description:
        'Keep the job from the partner it is taken from (default `true`): it leaves that partner\'s available list, its accept is refused (409 `order_not_available`) and its auto-dispatch skips it, until the network offers it to that partner again (`POST /v1/admin/orders/{order_id}/offer`). `false`: it may take the job back at once.',
    },
  },
  examples: [{ reason: 'rider did not show up' }, { reason: 'wrong vehicle', exclude: false }],
} as const;

/** The network gives an open job to a rider of its choice. */
export const AssignOrderBodySchema = {
  type: 'object',
  description: 'The rider to give the job to: any partner\'s, online and with room.',
  required: ['rider_id'],
  additionalProperties: false,
  properties: { rider_id: { type: 'string', minLength: 1, maxLength: 100, description: 'The rider (`rdr_…`), of any partner.' } },
  examples: [{ rider_id: 'rdr_01HZY2QW7M' }],
} as const;

/** The network offers an open job again: every field optional. */
export const OfferOrderBodySchema = {
  type: 'object',
  description: 'Optional: how the job is offered again. With nothing, it is offered again as it is, with a new deadline of `PDN_OFFER_WINDOW`, to every partner covering one of its zones.',
  additionalProperties: false,
  properties: {
    accept_within: durationSchema('The new offer window: `accept_by` = now + this. Default: `PDN_OFFER_WINDOW` (5m).', { maximum: MAX_OFFER_WINDOW, positive: true }),
    payout_estimate: { ...MoneySchema, description: 'A new payout for the job (replaces the one it has).' },
    zones: {
      type: 'array',
      items: ZoneSchema,
      minItems: 1,
      maxItems: 50,
      description: 'More zones to offer the job in: added to `offered_zones` (partners covering any of them may see and accept it).',
    },
    partner_ids: {
      type: 'array',
      items: { type: 'string', pattern: '^ptn_[0-9A-Za-z]{1,60}$', description: 'A partner id.' },
      minItems: 1,
      maxItems: 100,
      description:
        'Offer the job only to these partners (each must cover one of the zones it is offered in). Without it, the job is offered to every partner covering one of its zones. Either way, a partner it is offered to is no longer kept from it by an earlier release.',
    },
  },
  examples: [{ accept_within: '10m', payout_estimate: { currency: 'EUR', amount: 6 } }, { zones: ['harbour'], partner_ids: ['ptn_01HZY1A2B3'] }],
} as const;
export type OfferOrderInput = FromSchema<typeof OfferOrderBodySchema>;

export const REPORTERS = ['partner', 'network'] as const;
export type Reporter = (typeof REPORTERS)[number];

declare module '../http/types.js' {
  interface SharedSchemas {
    AcceptedOrder: typeof AcceptedOrderSchema;
    Order: typeof OrderSchema;
    AdminOrder: typeof AdminOrderSchema;
    CreatedAdminOrder: typeof CreatedAdminOrderSchema;
  }
}
