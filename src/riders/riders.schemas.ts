import { ZoneSchema } from '../http/schemas.js';
import { MAX_CAPACITY, RIDER_STATUSES } from './riders.mapper.js';

const riderProperties = {
  rider_id: { type: 'string' },
  status: { type: 'string', enum: RIDER_STATUSES },
  zone: { type: 'string' },
  capacity: { type: 'integer' },
  active_deliveries: { type: 'integer' },
  updated_at: { type: 'string', format: 'date-time' },
} as const;

/** Exactly the contract's Rider shape: what the status PATCH returns. */
export const RiderSchema = {
  $id: 'Rider',
  title: 'Rider',
  type: 'object',
  required: Object.keys(riderProperties),
  properties: riderProperties,
} as const;

export const RiderListItemSchema = {
  $id: 'RiderListItem',
  title: 'RiderListItem',
  type: 'object',
  required: [...Object.keys(riderProperties), 'name'],
  properties: { ...riderProperties, name: { type: ['string', 'null'] } },
} as const;

export const riderStatusField = { type: 'string', enum: RIDER_STATUSES, description: 'online, offline or on-break.' } as const;
export const capacityField = { type: 'integer', minimum: 0, maximum: MAX_CAPACITY, description: `Deliveries the rider can carry at once (0–${MAX_CAPACITY}).` } as const;
