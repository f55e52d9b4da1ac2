import type { RidersTable } from '../store/schema.js';

export const RIDER_STATUSES = ['online', 'offline', 'on-break'] as const;
export type RiderStatus = (typeof RIDER_STATUSES)[number];
export const MAX_CAPACITY = 50;

/** The contract's Rider shape, exactly. */
export type Rider = {
  rider_id: string;
  status: RiderStatus;
  zone: string;
  capacity: number;
  active_deliveries: number;
  updated_at: string;
};

/** A list item: the Rider shape plus the rider's display name. */
export type RiderListItem = Rider & {
  name: string | null;
};

export function toRider(row: RidersTable): Rider {
  return {
    rider_id: row.id,
    status: row.status as RiderStatus,
    zone: row.zone,
    capacity: row.capacity,
    active_deliveries: row.active_deliveries,
    updated_at: row.updated_at,
  };
}

export function toRiderListItem(row: RidersTable): RiderListItem {
  return { ...toRider(row), name: row.name };
}
