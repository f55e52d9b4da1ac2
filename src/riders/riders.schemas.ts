import { timestamp } from '../http/schemas.js';
import { MAX_CAPACITY, RIDER_STATUSES } from './riders.mapper.js';

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

/** Exactly the contract's Rider shape: what the status PATCH returns. */
export const RiderSchema = {
  $id: 'Rider',
  title: 'Rider',
  description: "A rider's availability, as the status update returns it.",
  type: 'object',
  required: Object.keys(riderProperties) as Array<keyof typeof riderProperties>,
  properties: riderProperties,
  examples: [EXAMPLE_RIDER],
} as const;

export const RiderListItemSchema = {
  $id: 'RiderListItem',
  title: 'RiderListItem',
  description: 'A rider as lists show it: the Rider shape and the display name.',
  type: 'object',
  required: [...(Object.keys(riderProperties) as Array<keyof typeof riderProperties>), 'name'],
  properties: { ...riderProperties, name: { type: ['string', 'null'], description: 'Display name, if one was given.' } },
  examples: [{ ...EXAMPLE_RIDER, name: 'Ana Souza' }],
} as const;

export const riderStatusField = { type: 'string', enum: RIDER_STATUSES, description: 'online, offline or on-break.' } as const;
export const capacityField = { type: 'integer', minimum: 0, maximum: MAX_CAPACITY, description: `Deliveries the rider can carry at once (0–${MAX_CAPACITY}).` } as const;
