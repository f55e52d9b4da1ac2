import type { FromSchema } from 'json-schema-to-ts';
import { MoneySchema, ZoneSchema, type Exact } from '../shared/schemas.js';
import { ORDER_STATUSES } from '../store/schema.js';

const summaryProperties = {
  order_id: { type: 'string' },
  status: { type: 'string', enum: ORDER_STATUSES },
  rider_id: { type: ['string', 'null'] },
  pickup: {
    type: 'object',
    required: ['creator', 'eta_mins'],
    properties: { creator: { type: 'string' }, eta_mins: { type: 'integer' } },
  },
  dropoff: { type: 'object', required: ['area'], properties: { area: { type: 'string' } } },
  payout_estimate: { type: 'object', required: ['currency', 'amount'], properties: { currency: { type: 'string' }, amount: { type: 'number' } } },
} as const;
const summaryFields = ['order_id', 'status', 'rider_id', 'pickup', 'dropoff', 'payout_estimate'] as const satisfies ReadonlyArray<keyof typeof summaryProperties>;

/** Exactly the contract's Order shape: what accept returns. */
export const OrderSummarySchema = {
  $id: 'OrderSummary',
  title: 'OrderSummary',
  type: 'object',
  required: summaryFields,
  properties: summaryProperties,
} as const;
export type OrderSummary = Exact<FromSchema<typeof OrderSummarySchema>>;

export const OrderSchema = {
  $id: 'Order',
  title: 'Order',
  type: 'object',
  required: [...summaryFields, 'object', 'zone', 'cancellation_reason', 'created_at', 'updated_at', 'assigned_at', 'picked_up_at', 'delivered_at', 'cancelled_at'],
  properties: {
    object: { type: 'string', const: 'order' },
    ...summaryProperties,
    zone: { type: 'string' },
    cancellation_reason: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    assigned_at: { type: ['string', 'null'], format: 'date-time' },
    picked_up_at: { type: ['string', 'null'], format: 'date-time' },
    delivered_at: { type: ['string', 'null'], format: 'date-time' },
    cancelled_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
/** What retrieve, lists and events show: the summary plus where and when. */
export type Order = Exact<FromSchema<typeof OrderSchema>>;

export const CreateOrderBodySchema = {
  type: 'object',
  required: ['zone', 'pickup', 'dropoff', 'payout_estimate'],
  additionalProperties: false,
  properties: {
    zone: ZoneSchema,
    pickup: {
      type: 'object',
      required: ['creator', 'eta_mins'],
      additionalProperties: false,
      properties: { creator: { type: 'string', minLength: 1, maxLength: 200 }, eta_mins: { type: 'integer', minimum: 0, maximum: 1440 } },
    },
    dropoff: {
      type: 'object',
      required: ['area'],
      additionalProperties: false,
      properties: { area: { type: 'string', minLength: 1, maxLength: 200 } },
    },
    payout_estimate: MoneySchema,
  },
} as const;
export type CreateOrderInput = FromSchema<typeof CreateOrderBodySchema>;
