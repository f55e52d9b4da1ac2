import type { RidersTable } from '../store/schema.js';
import type { Rider, RiderListItem } from './riders.schemas.js';

export { RIDER_STATUSES, type RiderStatus } from '../store/schema.js';
export type { Rider, RiderListItem } from './riders.schemas.js';

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

export function toRiderListItem(row: RidersTable): RiderListItem {
  return { ...toRider(row), name: row.name };
}
