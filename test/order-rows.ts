// An order row as the store holds it, for tests that write many orders straight to the store
// (thousands through the API would take minutes). Only what a test cares about is given.
import type { OrdersTable } from '../src/store/schema.js';

export function orderRow(row: Pick<OrdersTable, 'id' | 'zone' | 'status'> & Partial<OrdersTable>): OrdersTable {
  const at = row.created_at ?? new Date().toISOString();
  return {
    partner_id: null,
    rider_id: null,
    pickup_creator: 'Test Kitchen',
    pickup_eta_mins: 5,
    dropoff_area: 'Riverside',
    currency: 'EUR',
    amount_minor: 450,
    cancellation_reason: null,
    settlement_id: null,
    created_at: at,
    updated_at: at,
    assigned_at: null,
    picked_up_at: null,
    delivered_at: null,
    cancelled_at: null,
    version: 1,
    sandbox_partner_id: null,
    pickup_lat: null,
    pickup_lng: null,
    dropoff_lat: null,
    dropoff_lng: null,
    reference: null,
    ...row,
  };
}
