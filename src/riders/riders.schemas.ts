import type { FromSchema } from 'json-schema-to-ts';
import { ZoneSchema, type Exact } from '../shared/schemas.js';
import { RIDER_STATUSES } from '../store/schema.js';

export const MAX_CAPACITY = 50;

const riderProperties = {
  rider_id: { type: 'string' },
  status: { type: 'string', enum: RIDER_STATUSES },
  zone: { type: 'string' },
  capacity: { type: 'integer' },
  active_deliveries: { type: 'integer' },
  updated_at: { type: 'string', format: 'date-time' },
} as const;
const riderFields = ['rider_id', 'status', 'zone', 'capacity', 'active_deliveries', 'updated_at'] as const satisfies ReadonlyArray<keyof typeof riderProperties>;

/** Exactly the contract's Rider shape: what the status PATCH returns. */
export const RiderSchema = {
  $id: 'Rider',
  title: 'Rider',
  type: 'object',
  required: riderFields,
  properties: riderProperties,
} as const;
export type Rider = Exact<FromSchema<typeof RiderSchema>>;

export const RiderListItemSchema = {
  $id: 'RiderListItem',
  title: 'RiderListItem',
  type: 'object',
  required: [...riderFields, 'name'],
  properties: { ...riderProperties, name: { type: ['string', 'null'] } },
} as const;
/** A list item: the Rider shape plus the rider's display name. */
export type RiderListItem = Exact<FromSchema<typeof RiderListItemSchema>>;

export const riderStatusField = { type: 'string', enum: RIDER_STATUSES, description: 'online, offline or on-break.' } as const;
export const capacityField = { type: 'integer', minimum: 0, maximum: MAX_CAPACITY, description: `Deliveries the rider can carry at once (0–${MAX_CAPACITY}).` } as const;

/** The status PATCH: any of status, zone and capacity, at least one. */
export const RiderStatusUpdateSchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: { status: riderStatusField, zone: ZoneSchema, capacity: capacityField },
} as const;
export type RiderStatusUpdate = FromSchema<typeof RiderStatusUpdateSchema>;

export const CreateRiderBodySchema = {
  type: 'object',
  required: ['partner_id', 'zone', 'capacity'],
  additionalProperties: false,
  properties: {
    partner_id: { type: 'string', minLength: 1, maxLength: 64 },
    zone: ZoneSchema,
    capacity: capacityField,
    status: riderStatusField,
    name: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;
export type CreateRiderInput = FromSchema<typeof CreateRiderBodySchema>;
