import type { RidersTable } from '../store/schema.js';
import type { NetworkRider, Rider, RiderListItem, RiderLocation } from './riders.schemas.js';

export { RIDER_STATUSES, type RiderStatus } from '../store/schema.js';
export type { NetworkRider, Rider, RiderListItem, RiderLocation } from './riders.schemas.js';

export function toRider(row: RidersTable): Rider {
  return {
    rider_id: row.id,
    status: row.status,
    zone: row.zone,
    capacity: row.capacity,
    active_deliveries: row.active_deliveries,
    updated_at: row.updated_at,
  };
}

type Located = Pick<RidersTable, 'lat' | 'lng' | 'location_recorded_at'>;

/** The rider's last fix, or null if none was sent. */
export function locationOf(row: Located): RiderListItem['location'] {
  if (row.lat === null || row.lng === null || row.location_recorded_at === null) return null;
  return { lat: row.lat, lng: row.lng, recorded_at: row.location_recorded_at };
}

export function toRiderListItem(row: RidersTable): RiderListItem {
  return { ...toRider(row), name: row.name, location: locationOf(row) };
}

/** A rider as the network lists it: with the partner whose fleet it is in. */
export function toNetworkRider(row: RidersTable): NetworkRider {
  return { ...toRiderListItem(row), partner_id: row.partner_id };
}

export function toRiderLocation(row: Located & Pick<RidersTable, 'id'>): RiderLocation {
  return { rider_id: row.id, ...locationOf(row)! };
}
