import type { FromSchema } from 'json-schema-to-ts';
import { timestamp, ZoneSchema, type Exact } from '../shared/schemas.js';
import { RIDER_STATUSES } from '../store/schema.js';

export const MAX_CAPACITY = 50;

const riderProperties = {
  rider_id: { type: 'string', description: 'Rider identifier; starts with `rdr_`.' },
  status: { type: 'string', enum: RIDER_STATUSES, description: 'Availability: `online` (takes jobs), `on-break` or `offline`.' },
  zone: { type: 'string', description: 'The zone the rider works in (one of your territories).' },
  capacity: { type: 'integer', description: 'Deliveries the rider can carry at once.' },
  active_deliveries: { type: 'integer', description: 'Deliveries the rider holds now (assigned or picked up).' },
  updated_at: timestamp('When the rider last changed (ISO 8601 UTC).'),
} as const;

const EXAMPLE_RIDER = {
  rider_id: 'rdr_01HZY2QW7M',
  status: 'online',
  zone: 'old-town',
  capacity: 3,
  active_deliveries: 1,
  updated_at: '2026-11-22T09:31:12.000Z',
} as const;
const riderFields = ['rider_id', 'status', 'zone', 'capacity', 'active_deliveries', 'updated_at'] as const satisfies ReadonlyArray<keyof typeof riderProperties>;

/** Exactly the contract's Rider shape: what the status PATCH returns. */
export const RiderSchema = {
  $id: 'Rider',
  title: 'Rider',
  description: "A rider's availability, as the status update returns it.",
  type: 'object',
  required: riderFields,
  properties: riderProperties,
  examples: [EXAMPLE_RIDER],
} as const;
export type Rider = Exact<FromSchema<typeof RiderSchema>>;

export const RiderListItemSchema = {
  $id: 'RiderListItem',
  title: 'RiderListItem',
  description: 'A rider as lists show it: the Rider shape and the display name.',
  type: 'object',
  required: [...riderFields, 'name'],
  properties: { ...riderProperties, name: { type: ['string', 'null'], description: 'Display name, if one was given.' } },
  examples: [{ ...EXAMPLE_RIDER, name: 'Ana Souza' }],
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
  properties: {
    status: { ...riderStatusField, description: 'New availability: online, offline or on-break.' },
    zone: { ...ZoneSchema, description: 'New zone: one of your territories.' },
    capacity: capacityField,
  },
  examples: [{ status: 'on-break' }, { status: 'online', zone: 'harbour', capacity: 2 }],
} as const;
export type RiderStatusUpdate = FromSchema<typeof RiderStatusUpdateSchema>;

const newRiderProperties = {
  zone: { ...ZoneSchema, description: 'Where the rider works: one of the partner territories.' },
  capacity: capacityField,
  status: { ...riderStatusField, description: 'Starting availability (default `offline`).' },
  name: { type: 'string', minLength: 1, maxLength: 200, description: "The rider's name, as the dashboard shows it." },
} as const;

/** A rider a partner adds to its own fleet (the sandbox's test helper). */
export const OwnRiderBodySchema = {
  type: 'object',
  required: ['zone', 'capacity'],
  additionalProperties: false,
  properties: newRiderProperties,
  examples: [{ zone: 'old-town', capacity: 3, status: 'online', name: 'Ana Souza' }],
} as const;
export type OwnRiderInput = FromSchema<typeof OwnRiderBodySchema>;

/** A rider the network adds to a partner's fleet. */
export const CreateRiderBodySchema = {
  type: 'object',
  required: ['partner_id', 'zone', 'capacity'],
  additionalProperties: false,
  properties: {
    partner_id: { type: 'string', minLength: 1, maxLength: 64, description: 'The partner whose fleet the rider joins.' },
    ...newRiderProperties,
  },
  examples: [{ partner_id: 'ptn_01HZY1B2C3', zone: 'old-town', capacity: 3, status: 'online', name: 'Ana Souza' }],
} as const;
export type CreateRiderInput = FromSchema<typeof CreateRiderBodySchema>;

declare module '../http/types.js' {
  interface SharedSchemas {
    Rider: typeof RiderSchema;
    RiderListItem: typeof RiderListItemSchema;
  }
}
