import type { FromSchema } from 'json-schema-to-ts';
import { latitude, longitude, timestamp, ZoneSchema, type Exact } from '../shared/schemas.js';
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

const locationProperties = {
  lat: latitude,
  lng: longitude,
  recorded_at: timestamp("When the rider's device took the fix (ISO 8601 UTC)."),
} as const;
const EXAMPLE_LOCATION = { lat: 52.3702, lng: 4.8952, recorded_at: '2026-11-22T09:31:05.000Z' } as const;

export const RiderListItemSchema = {
  $id: 'RiderListItem',
  title: 'RiderListItem',
  description: 'A rider as lists show it: the Rider shape, the display name and the last known location.',
  type: 'object',
  required: [...riderFields, 'name', 'location'],
  properties: {
    ...riderProperties,
    name: { type: ['string', 'null'], description: 'Display name, if one was given.' },
    location: {
      type: ['object', 'null'],
      description: 'The newest location sent for the rider (`PUT /v1/riders/{rider_id}/location`); null until one is.',
      required: ['lat', 'lng', 'recorded_at'],
      properties: locationProperties,
    },
  },
  examples: [{ ...EXAMPLE_RIDER, name: 'Ana Souza', location: EXAMPLE_LOCATION }],
} as const;
/** A list item: the Rider shape plus the rider's display name. */
export type RiderListItem = Exact<FromSchema<typeof RiderListItemSchema>>;

/** A rider as the network's list shows it: a list item and its partner. */
export const NetworkRiderSchema = {
  $id: 'NetworkRider',
  title: 'NetworkRider',
  description: "A rider as the network's list shows it: the list item and the partner whose fleet it is in.",
  type: 'object',
  required: [...RiderListItemSchema.required, 'partner_id'],
  properties: { ...RiderListItemSchema.properties, partner_id: { type: 'string', description: 'The partner whose fleet the rider is in.' } },
  examples: [{ ...RiderListItemSchema.examples[0], partner_id: 'ptn_01HZY1B2C3' }],
} as const;
export type NetworkRider = Exact<FromSchema<typeof NetworkRiderSchema>>;

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

/** A GPS fix for a rider; `recorded_at` (when the device took it) defaults to now. */
export const RiderLocationUpdateSchema = {
  type: 'object',
  required: ['lat', 'lng'],
  additionalProperties: false,
  properties: {
    lat: latitude,
    lng: longitude,
    recorded_at: {
      ...timestamp('When the device took the fix (default: now). A fix older than the stored one changes nothing; more than 5 minutes ahead of the server clock is 422.'),
    },
  },
  examples: [{ lat: 52.3702, lng: 4.8952 }, { lat: 52.3702, lng: 4.8952, recorded_at: '2026-11-22T09:31:05Z' }],
} as const;
export type RiderLocationUpdate = FromSchema<typeof RiderLocationUpdateSchema>;

export const RiderLocationSchema = {
  $id: 'RiderLocation',
  title: 'RiderLocation',
  description: "A rider's stored location: the newest fix sent, which may be an earlier one than this request's.",
  type: 'object',
  required: ['rider_id', 'lat', 'lng', 'recorded_at'],
  properties: { rider_id: riderProperties.rider_id, ...locationProperties },
  examples: [{ rider_id: EXAMPLE_RIDER.rider_id, ...EXAMPLE_LOCATION }],
} as const;
export type RiderLocation = Exact<FromSchema<typeof RiderLocationSchema>>;

declare module '../http/types.js' {
  interface SharedSchemas {
    NetworkRider: typeof NetworkRiderSchema;
    RiderLocation: typeof RiderLocationSchema;
    Rider: typeof RiderSchema;
    RiderListItem: typeof RiderListItemSchema;
  }
}
